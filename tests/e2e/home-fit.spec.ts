import type { Page } from '@playwright/test';
import { reviewProfileUrl } from '../../content/practice';
import { factArgs } from '../../lib/fact-args';
import { test, expect } from './fixtures';
import { languages, msg, msgTag } from './messages';
import { screens } from './site';

/**
 * The home page in a parent's first seconds (docs/product.md#home-page): the trust line under
 * the hero's buttons is whole within the first screen, on a phone above the call-and-book bar;
 * the picture shows on a phone's first screen, where the call bar waits until the page scrolls; and
 * the page is at most 6,000 px tall on a 390 px phone, in both languages.
 */
const maxPhoneHeight = 6_000;
/** How much of the home picture a phone's first screen shows at least (it is 256 px tall). */
const minPictureShown = 120;
/** How much taller the tallest review in the phone's row may be than the shortest (a line or two). */
const maxCardDifference = 64;

/**
 * The page's real height. Blocks below the first screen are laid out only when they come near
 * the viewport (`content-visibility: auto`, app/globals.css), sized by a 600 px estimate until
 * then: every element is made to render first, as a parent scrolling down would see it.
 */
async function fullHeight(page: Page) {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*'))
      element.style.setProperty('content-visibility', 'visible', 'important');
    return document.documentElement.scrollHeight;
  });
}

/** How far down the first screen reaches: the top of the call-and-book bar where it shows. */
async function firstScreenBottom(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-call-bar]');
    const shown = bar && getComputedStyle(bar).display !== 'none';
    return shown ? bar.getBoundingClientRect().top : window.innerHeight;
  });
}

for (const { lang, prefix } of languages) {
  const home = `${prefix}/`;
  const facts = factArgs(lang);

  for (const screen of screens) {
    test.describe(`${home} on a ${screen.name}`, () => {
      test.use(screen.use);

      test('the trust line sits whole in the first screen, its links leading to the proof', async ({
        page,
      }) => {
        await page.goto(home);
        const trust = page.getByRole('list', { name: msg(lang, 'Home.trust.label') });
        await expect(trust).toBeVisible();
        // Each fact as the messages word it, from the facts module.
        for (const key of ['rating', 'ratingAsOf', 'insurance', 'spanish', 'years'])
          await expect(trust).toContainText(msg(lang, `Home.trust.${key}`, facts));
        await expect(
          trust.getByRole('link', { name: msg(lang, 'Home.trust.rating', facts) }),
        ).toHaveAttribute('href', reviewProfileUrl);
        // "Medi-Cal Dental" leads to its own page, "PPO plans" to the insurance page.
        await expect(
          trust.getByRole('link', {
            name: msgTag(lang, 'Home.trust.insurance', 'medi', facts),
            exact: true,
          }),
        ).toHaveAttribute('href', `${prefix}/medi-cal`);
        await expect(
          trust.getByRole('link', {
            name: msgTag(lang, 'Home.trust.insurance', 'ppo', facts),
            exact: true,
          }),
        ).toHaveAttribute('href', `${prefix}/insurance`);
        for (const link of await trust.getByRole('link').all())
          expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        const box = (await trust.boundingBox())!;
        expect(box.y).toBeGreaterThan(0);
        expect(box.y + box.height).toBeLessThanOrEqual(await firstScreenBottom(page));
      });
    });
  }

  test.describe(`${home} on a 390 px phone`, () => {
    test.use(screens[0].use);

    test('shows its picture in the first screen; the call bar comes up once the page scrolls', async ({
      page,
    }) => {
      await page.goto(home);
      const bar = page.getByRole('navigation', { name: msg(lang, 'Header.quickActions') });
      // The hero's own buttons call and book: the bar waits below the screen.
      await expect(bar).toBeHidden();
      const picture = page.locator('#home img');
      const top = (await picture.boundingBox())!.y;
      expect(top + minPictureShown).toBeLessThanOrEqual(await firstScreenBottom(page));
      await page.mouse.wheel(0, 600);
      await expect(bar).toBeVisible();
      await expect(bar).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole('link', { name: msg(lang, 'Header.callUs') })).toBeVisible();
    });
    test('the reviews to swipe are about one height, each leading to the whole review', async ({
      page,
    }) => {
      await page.goto(home);
      const row = page.getByRole('region', { name: msg(lang, 'Home.testimonials.listLabel') });
      await fullHeight(page);
      const cards = row.getByRole('figure');
      const heights: number[] = [];
      for (const card of await cards.all()) heights.push((await card.boundingBox())!.height);
      // A short review does not stand above a hole as tall as the longest one's extra lines.
      expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(maxCardDifference);
      // Each links to its whole review on the reviews page, where that anchor holds its words.
      const links = row.getByRole('link', { name: msg(lang, 'Reviews.readWhole') });
      await expect(links).toHaveCount(heights.length);
      const first = (await links.first().getAttribute('href'))!;
      const quote = (await cards.first().locator('blockquote').textContent())!;
      await page.goto(first);
      await expect(page.locator(first.slice(first.indexOf('#')))).toContainText(quote);
    });
    test(`is at most ${maxPhoneHeight} px tall, every block laid out`, async ({ page }) => {
      await page.goto(home);
      const estimated = await page.evaluate(() => document.documentElement.scrollHeight);
      const height = await fullHeight(page);
      // The measure sees the real blocks, not their estimates: the page grew or shrank.
      expect(height).not.toBe(estimated);
      expect(height).toBeLessThanOrEqual(maxPhoneHeight);
    });
  });
}
