import { practice } from '../../content/practice';
import { hyphenName, phoneNumber } from '../../lib/rehype-keep-names.mjs';
import { layoutProblems } from './look-checks';
import { test, expect, withoutWebFonts } from './fixtures';
import { builtPages, fullTier, isOfflinePage, missingPages, templatePages } from './site';

/**
 * Nothing breaks at any width (docs/testing.md): `npm test` lays out one page of each template
 * at a phone's and a laptop's width; `npm run test:full` every page, both languages, at a small
 * phone, a common phone, a tablet, a small laptop and a laptop, and again in the fallback font.
 * The checks themselves are in look-checks.ts.
 */
const widths = fullTier ? [320, 390, 768, 1024, 1280] : [390, 1280];
const pages = fullTier ? builtPages() : templatePages();
/**
 * The page that answers a form that could not be sent: it says to call, with nothing before it
 * (the legal notices and the paper forms open with a picture like the other inner pages).
 */
const documentPages = /\/form-error$/;

test.describe(`${fullTier ? 'every page' : 'one page of each template'} at ${widths.join(', ')} px`, () => {
  for (const path of pages) {
    test(`${path}: no sideways scroll, whole phone numbers and e-mail words, 44 px controls, a first picture`, async ({
      sharedPage: page,
    }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        expect(
          await page.evaluate(layoutProblems, {
            headings: true,
            names: hyphenName.source,
            phones: phoneNumber.source,
          }),
          `${path} at ${width} px`,
        ).toEqual([]);
      }
      // At 1280 px, every content page shows a picture of at least 160 × 120 px in its first
      // screen (the form-error page is an answer: call us).
      if (documentPages.test(path) || missingPages.includes(path)) return;
      await page.evaluate(() => window.scrollTo(0, 0));
      const pictures = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main img'))
          .map((img) => img.getBoundingClientRect())
          .filter((b) => b.width >= 160 && b.height >= 120 && b.top >= 0 && b.bottom <= 800),
      );
      expect(pictures.length, `${path}: pictures in the first screen at 1280 px`).toBeGreaterThan(
        0,
      );
      // On a phone too, after the page's words, whole and small (docs/product.md#the-task-first):
      // at least 120 px of it, and 150 px wide, in the first screen above the call-and-book bar (the home page's follows its
      // trust line, held by home-fit.spec.ts). The offline pages, shown when a page cannot
      // load, give the call, the hours and what to do first: their picture may follow.
      if (/^\/(es\/?)?$/.test(path) || isOfflinePage(path)) return;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const widest = await page.evaluate(() => {
        const bar = Math.min(
          844,
          ...Array.from(document.querySelectorAll('[data-call-bar]'))
            .map((el) => el.getBoundingClientRect())
            .filter((b) => b.height > 0)
            .map((b) => b.top),
        );
        return Math.max(
          0,
          ...Array.from(document.querySelectorAll('main img'))
            .map((img) => img.getBoundingClientRect())
            .filter((b) => Math.min(b.bottom, bar) - Math.max(b.top, 0) >= 120)
            .map((b) => b.width),
        );
      });
      expect(
        widest,
        `${path}: the widest picture in the first screen at 390 px`,
      ).toBeGreaterThanOrEqual(150);
    });
  }
});

// A first visit on a slow line reads the page in the size-adjusted fallback font for good
// (font-display optional, lib/fonts.ts): the page must hold together in it too.
test.describe('every page in the fallback font', () => {
  for (const path of fullTier ? pages : []) {
    test(`${path}: no sideways scroll, whole phone numbers and e-mail words, 44 px controls`, async ({
      sharedPage: page,
    }) => {
      await withoutWebFonts(page);
      await page.goto(path);
      const nunito = await page.evaluate(() =>
        [...document.fonts].filter((font) => font.family === 'nunito').map((font) => font.status),
      );
      expect(nunito.length, 'the page names Nunito').toBeGreaterThan(0);
      expect(nunito, 'Nunito never loaded').not.toContain('loaded');
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        expect(
          await page.evaluate(layoutProblems, {
            headings: false,
            names: hyphenName.source,
            phones: phoneNumber.source,
          }),
          `${path} at ${width} px`,
        ).toEqual([]);
      }
    });
  }
});

test('the header names the practice at every width, in both languages', async ({ page }) => {
  for (const path of ['/', '/es/about']) {
    await page.goto(path);
    for (const width of [320, 360, 390, 768, 1024, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const name = page.getByRole('banner').getByText(practice.logoLines[0], { exact: true });
      await expect(name, `${path} at ${width} px`).toBeInViewport({ ratio: 1 });
      // Nothing in the header runs off the screen or under its neighbour.
      const overlap = await page.evaluate(() => {
        const row = document.querySelector('header > div')!;
        const style = getComputedStyle(row);
        const frame = row.getBoundingClientRect();
        const left = frame.left + parseFloat(style.paddingLeft);
        const right = frame.right - parseFloat(style.paddingRight);
        const boxes = Array.from(row.children)
          .map((c) => c.getBoundingClientRect())
          .filter((b) => b.width > 0);
        // Within the page's margins, as the content below it is.
        const outside = boxes.some((b) => b.left < left - 1 || b.right > right + 1);
        const crossing = boxes.some((b, i) => i > 0 && b.left < boxes[i - 1]!.right - 1);
        return outside || crossing;
      });
      expect(overlap, `${path} at ${width} px`).toBe(false);
    }
  }
});

test('the layout checks notice each kind of problem', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.setContent(`<!doctype html><html><body style="margin:0;font:16px/1.5 sans-serif">
    <div style="width:400px">wide</div>
    <p style="width:90px">Call (909) 555-0142 now</p>
    <p style="width:60px">Use Medi-Cal here</p>
    <p><a href="mailto:someone@example.org" style="display:inline-block;width:70px;overflow-wrap:anywhere">someone@example.org</a></p>
    <nav><a href="/x" style="display:inline-block;height:20px">Small</a></nav>
    <h2 style="width:130px;font-size:20px">Three words here</h2>
    <h3 style="width:60px;font-size:20px;white-space:nowrap">Unbreakable heading</h3>
    <h3 style="width:60px;font-size:20px;overflow-wrap:anywhere">Consultation</h3>
    <article style="height:60px;overflow:hidden"><div style="height:80px"></div><p>Cut off</p></article>
    <div style="width:200px"><section style="width:260px">A card wider than its column</section></div>
    <ul style="display:grid;grid-template-columns:1fr 1fr;width:300px;list-style:none;padding:0">
      <li><article><img alt="" width="10" height="10"><div><h2>A title long enough to wrap twice</h2><p>Date</p></div></article></li>
      <li><article><img alt="" width="10" height="10"><div><h2>Short</h2><p>Date</p></div></article></li>
    </ul>
    <p><a href="/y" style="text-decoration:underline">What to <span style="display:inline-block">do now</span></a></p>
    <ol><li><a href="/z" style="display:block;width:170px;font-size:18px">Read all of our reviews</a></li></ol>
  </body></html>`);
  const problems = await page.evaluate(layoutProblems, {
    headings: true,
    names: hyphenName.source,
    phones: phoneNumber.source,
  });
  expect(problems.some((p) => p.startsWith('page scrolls sideways'))).toBe(true);
  expect(problems.some((p) => p.startsWith('phone number split'))).toBe(true);
  expect(problems.some((p) => p.startsWith('"Medi-Cal" may split at its hyphen'))).toBe(true);
  expect(problems.some((p) => p.startsWith('e-mail address split mid-word'))).toBe(true);
  expect(problems.some((p) => p.startsWith('control '))).toBe(true);
  expect(problems.some((p) => p.startsWith('heading ends with one word: <h2>'))).toBe(true);
  // A link on its own (a list of a page's sections), not only a heading.
  expect(problems.some((p) => p.startsWith('heading ends with one word: <a>'))).toBe(true);
  expect(problems.some((p) => p.startsWith('heading runs out of its box'))).toBe(true);
  expect(problems.some((p) => p.startsWith('heading splits the word "Consultation"'))).toBe(true);
  expect(problems.some((p) => p.startsWith('cut off by its <article>'))).toBe(true);
  expect(problems.some((p) => p.startsWith('60px wider than its room: <section>'))).toBe(true);
  expect(problems.some((p) => p.startsWith('cards side by side start their words'))).toBe(true);
  expect(problems.some((p) => p.startsWith('link underline stops short of "do now"'))).toBe(true);
});
