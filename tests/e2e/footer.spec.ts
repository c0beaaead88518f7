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

      test('leaves out the hours (and on /contact the address) where a page shows its own, its other columns sharing the row; says the cities served where the page has its own map', async ({
        page,
      }) => {
        // The footer's columns: each visible heading's left edge and width.
        const columns = async (path: string) => {
          await page.goto(`${prefix}${path}`);
          const footer = page.locator(`#${footerId}`);
          await footer.scrollIntoViewIfNeeded();
          const boxes = await Promise.all(
            (await footer.locator(':scope > div:first-child > :visible').all()).map(
              async (column) => (await column.boundingBox())!,
            ),
          );
          return boxes.filter((box) => box.height > 0);
        };
        const footer = page.locator(`#${footerId}`);
        const hours = footer.getByRole('heading', { name: msg(lang, 'Footer.hours'), exact: true });
        const areas = footer.getByRole('heading', { name: msg(lang, 'Footer.areas'), exact: true });
        const contactUs = footer.getByRole('heading', {
          name: msg(lang, 'Footer.contactUs'),
          exact: true,
        });

        const here = await columns(page$);
        expect(here).toHaveLength(4);
        await expect(hours).toBeVisible();
        await expect(contactUs).toBeVisible();
        await expect(areas).toBeHidden();

        // /contact shows the hours, the map and its address and directions (twice) itself, not
        // the cities served.
        const contact = await columns('/contact');
        await expect(page.getByRole('main').locator('[data-office-hours]').first()).toBeVisible();
        await expect(page.getByRole('main').locator('[data-map]').first()).toBeVisible();
        await expect(page.getByRole('main').locator('[data-contact]').first()).toBeVisible();
        await expect(hours).toBeHidden();
        await expect(contactUs).toBeHidden();
        await expect(
          footer.getByRole('link', { name: msg(lang, 'Footer.getDirections') }),
        ).toHaveCount(0);
        await expect(
          footer.getByRole('heading', { name: msg(lang, 'Footer.mapFold') }),
        ).toBeHidden();
        await expect(areas).toBeVisible();
        await expect(footer.locator('[data-footer-areas]:visible')).toHaveCount(1);
        // Two columns of one width across the row, none left empty.
        expect(contact).toHaveLength(2);
        const widths = contact.map((box) => Math.round(box.width));
        expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(2);
        for (const [i, box] of contact.entries())
          if (i > 0) expect(box.y).toBeCloseTo(contact[0]!.y, 0);
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
