import { footerLinks } from '../../content/navigation';
import { test, expect } from './fixtures';
import { languages, msg } from './messages';
import { footerId, screens } from './site';

/**
 * The footer closes every page without outweighing it (docs/product.md#footer): on a laptop it is
 * shorter than the screen; on a phone the quick links (the menu's pages again) and the map start
 * folded, the hours open. /services shows every part of the footer (it has no hours, map or
 * contact of its own for the footer to step aside for).
 */
const page$ = '/services';

for (const { lang, prefix } of languages) {
  const [phone, laptop] = screens;

  test.describe(`the footer of ${prefix}${page$}`, () => {
    test.describe('on a laptop', () => {
      test.use(laptop.use);
      test('is shorter than the screen, its quick links all shown', async ({ page }) => {
        await page.goto(`${prefix}${page$}`);
        const footer = page.locator(`#${footerId}`);
        await footer.scrollIntoViewIfNeeded();
        const quick = footer.getByRole('navigation', { name: msg(lang, 'Footer.quickLinks') });
        await expect(quick.getByRole('link')).toHaveCount(footerLinks.length);
        for (const link of await quick.getByRole('link').all()) await expect(link).toBeVisible();
        const box = await footer.boundingBox();
        expect(box!.height).toBeLessThan(laptop.use.viewport.height);
      });

      test('keeps its four columns where a page shows its own hours and map, saying they are above', async ({
        page,
      }) => {
        const columns = async (path: string) => {
          await page.goto(`${prefix}${path}`);
          const footer = page.locator(`#${footerId}`);
          await footer.scrollIntoViewIfNeeded();
          const headings = footer.locator('h2:visible');
          return Promise.all(
            (await headings.all()).map(async (h) => Math.round((await h.boundingBox())!.x)),
          );
        };
        const here = await columns(page$);
        // /contact shows the hours and the map itself.
        const contact = await columns('/contact');
        expect(contact).toEqual(here);
        const footer = page.locator(`#${footerId}`);
        for (const [part, name, own] of [
          ['hours', 'Footer.hours', '[data-office-hours]'],
          ['map', 'Footer.mapFold', '[data-map]'],
        ] as const) {
          await expect(footer.getByRole('heading', { name: msg(lang, name) })).toBeVisible();
          await expect(footer.locator(`[data-footer-pointer="${part}"]`)).toContainText(
            msg(lang, 'Footer.onThisPage'),
          );
          await expect(page.getByRole('main').locator(own).first()).toBeVisible();
        }
        // The cities served are not on /contact: the map's column still says them.
        await expect(
          footer.locator('[data-footer-pointer="map"] [data-footer-areas]'),
        ).toBeVisible();
      });
    });

    test.describe('on a phone', () => {
      test.use(phone.use);
      test('folds the quick links, the hours open, and opens the links on a tap', async ({
        page,
      }) => {
        await page.goto(`${prefix}${page$}`);
        const footer = page.locator(`#${footerId}`);
        await footer.scrollIntoViewIfNeeded();
        const quick = footer.getByRole('navigation', { name: msg(lang, 'Footer.quickLinks') });
        const first = quick.getByRole('link').first();
        await expect(first).toBeHidden();
        await expect(footer.getByText(msg(lang, 'Footer.hours')).first()).toBeVisible();
        await quick.getByText(msg(lang, 'Footer.quickLinks')).first().click();
        await expect(first).toBeVisible();
        await first.click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/?(#home)?$`));
      });
    });
  });
}
