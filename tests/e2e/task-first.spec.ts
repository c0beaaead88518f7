import type { Page } from '@playwright/test';
import { maps } from '../../content/practice';
import { test, expect, describeEachLanguage } from './fixtures';
import { msg } from './messages';
import { telHref } from './site';

/**
 * The task first (docs/product.md#the-task-first): task pages open on their form on a laptop,
 * /contact opens on call, directions and hours on a phone, and the emergency page is in
 * emergency mode.
 */

/** The hero: the section that holds the page's one h1. */
const hero = (page: Page) =>
  page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .first();

/** The page's first form field a parent fills in (hidden fields and the honeypot excluded). */
async function firstFieldBox(page: Page) {
  const fields = page.getByRole('main').locator('form').getByRole('textbox');
  const box = await fields.first().boundingBox();
  expect(box, 'the form has a first field').not.toBeNull();
  return box!;
}

describeEachLanguage('task pages', ({ lang, prefix }) => {
  test.describe('on a laptop', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    for (const path of ['/contact', '/appointment']) {
      test(`${path}: a compact hero, and the first field in the first screen`, async ({
        sharedPage: page,
      }) => {
        await page.goto(`${prefix}${path}`);
        const heroBox = (await hero(page).boundingBox())!;
        expect(heroBox.height, 'hero height at 1280 px').toBeLessThanOrEqual(300);
        const img = hero(page).locator('img');
        const picture = (await img.boundingBox())!;
        // Small, and whole: at the ratio of the picture (and of the photo that will replace
        // it), not cropped to fit.
        expect(picture.height, 'the hero picture’s height at 1280 px').toBeLessThanOrEqual(224);
        const [width, height] = await img.evaluate((el: HTMLImageElement) => [
          el.naturalWidth,
          el.naturalHeight,
        ]);
        expect(picture.width / picture.height, 'the hero picture’s ratio at 1280 px').toBeCloseTo(
          width! / height!,
          2,
        );
        const field = await firstFieldBox(page);
        expect(
          field.y + field.height,
          'the first field, bottom edge at 1280 × 800',
        ).toBeLessThanOrEqual(800);
      });
    }
    test('the header offers the call and the request on every page but the request’s own', async ({
      sharedPage: page,
    }) => {
      const header = page.getByRole('banner');
      const book = header.getByRole('link', { name: msg(lang, 'Common.request') });
      await page.goto(`${prefix}/insurance`);
      await expect(header.locator(`a[href="${telHref}"]`).first()).toBeVisible();
      await expect(book).toBeVisible();
      await expect(book).toHaveAttribute('href', `${prefix}/appointment`);
      await expect(book).toHaveAttribute('data-action', 'request');
      // Both in the bar, inside the page's width.
      const box = (await book.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      // The bar's pill is for tablets: here it would repeat the header's.
      await expect(
        page.getByRole('navigation', { name: msg(lang, 'Header.quickActions') }),
      ).toBeHidden();
      // On the appointment page it would lead to the page itself: it is not there.
      await page.goto(`${prefix}/appointment`);
      await expect(book).toBeHidden();
    });
  });

  test.describe('on a tablet', () => {
    test.use({ viewport: { width: 768, height: 1024 } });

    test('the request stays in reach beside the header’s phone, as a pill at the bottom right', async ({
      sharedPage: page,
    }) => {
      const bar = page.getByRole('navigation', { name: msg(lang, 'Header.quickActions') });
      await page.goto(`${prefix}/insurance`);
      // The header holds the number; the bar keeps only the request, at the bottom right.
      const links = bar.getByRole('link');
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAttribute('href', `${prefix}/appointment`);
      await expect(links).toHaveAttribute('data-action', 'request');
      await expect(links).toBeInViewport();
      const box = (await links.boundingBox())!;
      expect(box.x + box.width, 'at the right edge').toBeGreaterThan(768 - 64);
      expect(box.y + box.height, 'at the bottom').toBeGreaterThan(1024 - 64);
      await expect(page.getByRole('banner').locator(`a[href="${telHref}"]`).first()).toBeVisible();
      // At the end of the page it covers none of the footer's words.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const pill = (await links.boundingBox())!;
      const covered = await page.evaluate(
        ({ x, y, width, height }) =>
          [...document.querySelectorAll('footer a, footer p')].filter((el) => {
            const r = el.getBoundingClientRect();
            return r.right > x && r.left < x + width && r.bottom > y && r.top < y + height;
          }).length,
        pill,
      );
      expect(covered).toBe(0);
      // On the appointment page it would lead to the page itself: it is not there.
      await page.goto(`${prefix}/appointment`);
      await expect(bar).toBeHidden();
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('/contact: call, directions and hours come before the form', async ({
      sharedPage: page,
    }) => {
      await page.goto(`${prefix}/contact`);
      const main = page.getByRole('main');
      const call = main.locator(`a[href="${telHref}"]`).first();
      // The page's first directions (the map's own come again beside it, further down).
      const directions = main
        .getByRole('link', { name: msg(lang, 'Footer.getDirections') })
        .first();
      await expect(directions).toHaveAttribute('href', maps.directionsUrl);
      const hours = page
        .getByRole('region', { name: msg(lang, 'ContactPage.hours.title'), exact: true })
        .getByRole('definition')
        .first();
      const form = (await main.locator('form').boundingBox())!;
      for (const [what, target] of [
        ['call', call],
        ['directions', directions],
        ['hours', hours],
      ] as const) {
        const box = (await target.boundingBox())!;
        expect(box.y + box.height, `${what} above the form`).toBeLessThan(form.y);
      }
      // The call and the directions are in the first screen, above the bottom bar.
      for (const target of [call, directions]) {
        const box = (await target.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(844 - 64);
      }
      // Every page shows a picture in its first screen on a phone too.
      const picture = (await hero(page).locator('img').boundingBox())!;
      expect(picture.y + picture.height).toBeLessThanOrEqual(844);
      expect(picture.width).toBeGreaterThanOrEqual(80);
    });

    test('/contact on a small phone (320 × 568): the call card’s call in the first screen', async ({
      sharedPage: page,
    }) => {
      // The hero's picture gives way on a screen this short; the bar's call is there anyway,
      // but the card's call, number in view, starts the card's address and hours.
      await page.setViewportSize({ width: 320, height: 568 });
      await page.goto(`${prefix}/contact`);
      const call = page.getByRole('main').locator(`a[href="${telHref}"]`).first();
      const box = (await call.boundingBox())!;
      expect(box.y + box.height, 'above the bottom bar').toBeLessThanOrEqual(568 - 64);
      await expect(hero(page).locator('img')).toBeHidden();
    });

    test('/appointment: the phone bar offers the call alone, never a link to the page itself', async ({
      sharedPage: page,
    }) => {
      await page.goto(`${prefix}/appointment`);
      const bar = page.getByRole('navigation', { name: msg(lang, 'Header.quickActions') });
      await expect(bar).toBeVisible();
      const links = bar.getByRole('link');
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAttribute('href', telHref);
      // As wide as the bar: the one action fills it.
      const [barBox, linkBox] = [(await bar.boundingBox())!, (await links.boundingBox())!];
      expect(linkBox.width).toBeGreaterThan(barBox.width - 32);
      // The first field is whole in the first screen, above the bar (the picture a 2:1 strip).
      const field = await firstFieldBox(page);
      expect(field.y + field.height, 'the first field, above the phone bar').toBeLessThanOrEqual(
        barBox.y,
      );
    });

    test('/emergency: no strip linking to itself, one red call in the phone bar', async ({
      sharedPage: page,
    }) => {
      const strip = page.getByRole('complementary', { name: msg(lang, 'Header.emergency') });
      const standardBar = page.getByRole('navigation', { name: msg(lang, 'Header.quickActions') });
      // Elsewhere, the strip and the call-or-book bar are there.
      await page.goto(`${prefix}/services`);
      await expect(strip).toBeVisible();
      await expect(standardBar.getByRole('link')).toHaveCount(2);

      await page.goto(`${prefix}/emergency`);
      await expect(strip).toBeHidden();
      await expect(standardBar).toBeHidden();
      const bar = page.getByRole('navigation', { name: msg(lang, 'Header.emergencyActions') });
      await expect(bar).toBeVisible();
      const links = bar.getByRole('link');
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAttribute('href', telHref);
      await expect(links).toHaveAttribute('data-action', 'emergency');
      await expect(links).toContainText(msg(lang, 'Header.callNow'));
      const colours = await links.evaluate((link) => {
        const root = getComputedStyle(document.documentElement);
        const probe = document.createElement('i');
        probe.style.color = root.getPropertyValue('--color-coral');
        document.body.append(probe);
        const coral = getComputedStyle(probe).color;
        probe.remove();
        return { coral, fill: getComputedStyle(link).backgroundColor };
      });
      expect(colours.fill).toBe(colours.coral);
    });
  });
});
