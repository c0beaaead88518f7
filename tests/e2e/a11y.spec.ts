import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { menuToggle, openServicesMenu } from './locate';
import { builtPages, fullTier, missingPages, templatePages } from './site';

// WCAG 2.2 A/AA, and axe's best practices (everything inside a landmark, landmarks unique,
// headings in order...), which are what a screen reader user finds their way with.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
// `npm test`: one page of each template (a missing page among them); test:full: every page.
const pages = fullTier ? [...builtPages(), ...missingPages] : templatePages();

async function violations(page: import('@playwright/test').Page) {
  // Colours are read as they are at that moment: a transition still running (a button's colour
  // after the pointer left it, a menu opening) is a colour the page only passes through. A
  // scroll-driven animation (the home page's call bar) follows the scroll, not the clock: it
  // never ends, and it is where the page is.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          !(animation.timeline instanceof DocumentTimeline) ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // Blocks far below the first screen are laid out only when they come near
  // (content-visibility: auto). axe scrolls to what it measures, and on a busy machine it could
  // read a colour before the block was laid out: lay them all out now, as a reader scrolling
  // there would see them (through the DOM, which the page's policy allows).
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  });
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

// Blocks below the first screen are laid out only near the viewport (content-visibility: auto,
// see globals.css). Lighthouse's axe loses the background of an element skipped that way, so no
// such element may carry one, and each must be a block in normal flow, whose width comes from the
// page and not from the estimated size of content that is not laid out yet. Checked on the same
// page load as axe.
async function deferredBlocks(page: import('@playwright/test').Page, path: string) {
  const found = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => getComputedStyle(e).contentVisibility === 'auto')
      .map((e) => {
        const style = getComputedStyle(e);
        const parent = getComputedStyle(e.parentElement!);
        const problems = [
          style.backgroundColor !== 'rgba(0, 0, 0, 0)' && `background ${style.backgroundColor}`,
          style.backgroundImage !== 'none' && 'background image',
          !['block', 'flow-root'].includes(parent.display) && `in a ${parent.display} parent`,
          style.position !== 'static' && `position ${style.position}`,
          style.float !== 'none' && 'floats',
        ].filter(Boolean);
        return {
          at: `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 3).join('.')}`,
          problems,
        };
      }),
  );
  // The language-assistance taglines (thousands of pixels of text in many scripts) wait too.
  if (path.endsWith('/nondiscrimination'))
    expect(
      found.map((f) => f.at),
      path,
    ).toContain('ul.below-fold.not-prose.mt-4');
  const inFooter = await page.locator('body > footer > *').count();
  if (inFooter)
    expect(found.length, `${path}: the footer's blocks wait`).toBeGreaterThanOrEqual(inFooter);
  expect(
    found.filter((f) => f.problems.length),
    `${path}: blocks laid out only near the viewport`,
  ).toEqual([]);
}

test.describe('axe finds no WCAG 2.2 A/AA violation nor best-practice problem, and blocks laid out late are safe for it', () => {
  // axe reads every node of a page: the home page alone takes ~20 s on a busy 2-core machine.
  test.slow();
  for (const path of pages) {
    test(`on ${path}`, async ({ sharedPage: page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      // A message missing in both languages would show its key: none may.
      expect(await page.locator('body').innerText()).not.toMatch(
        /\b(?:[A-Z][A-Za-z]+Page|Forms|Home|Nav|Footer|Header|Common|Legal|Hours|Metadata)\.[a-z]/,
      );
      // What is laid out late is checked first: the axe run lays everything out.
      await deferredBlocks(page, path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test.describe('on a phone, with the menu open', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    for (const [path, lang] of [
      ['/', 'en'],
      ['/es/privacy', 'es'],
    ] as const) {
      test(`on ${path}`, async ({ page }) => {
        await page.goto(path);
        await menuToggle(page, lang).click();
        expect(await violations(page)).toEqual([]);
      });
    }
  });

  test('with the Services dropdown open', async ({ page }) => {
    await page.goto('/es/terms');
    await openServicesMenu(page, 'es');
    expect(await violations(page)).toEqual([]);
  });
});
