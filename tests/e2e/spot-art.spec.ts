import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * DESIGN.md "Pictures": the cards that explain things have spot art. Each card below (an item
 * of the page's card list, or a block that stands alone) shows a picture from /art/spot/ that
 * loads, is decorative and is at least 48 px on a laptop; on a phone it sits above the card's
 * heading, so the heading keeps the card's full width.
 */
type Cards = { name: string; cards: (page: Page) => Locator; count: number };

const list = (name: string, selector: string, count: number): Cards => ({
  name,
  cards: (page) => page.locator(selector),
  count,
});
const blocks = (name: string, headingIds: string[]): Cards => ({
  name,
  cards: (page) => page.locator(headingIds.map((id) => `section:has(#${id})`).join(', ')),
  count: headingIds.length,
});

const pages: Record<string, Cards[]> = {
  '/appointment': [list('types of visits', '#visits ~ ul > li', 4)],
  '/orthodontics': [list('treatment options', '#options ~ ul > li', 3)],
  '/sedation-dentistry': [
    blocks('nitrous oxide', ['nitrous']),
    list('safety cards', '#safety ~ ul > li', 4),
  ],
  '/special-needs': [list('how we make visits easier', '#benefits ~ ul > li', 4)],
  '/carecredit': [list('how it works', '#steps ~ ol > li', 3)],
  '/insurance': [blocks('PPO, Medi-Cal and financing', ['ppo', 'public', 'financing'])],
  '/new-patients': [
    list('what to bring', '#bring ~ ul > li', 6),
    list('the first visit, step by step', '#timeline ~ ol > li', 5),
  ],
};

for (const prefix of ['', '/es']) {
  for (const [path, groups] of Object.entries(pages)) {
    test(`${prefix}${path}: every explaining card has its spot art`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${prefix}${path}`);
      for (const { name, cards, count } of groups) {
        const all = cards(page);
        await expect(all, name).toHaveCount(count);
        for (let i = 0; i < count; i++) {
          const card = all.nth(i);
          const art = card.locator('img[src^="/art/spot/"]');
          await expect(art, `${name} ${i + 1}`).toHaveCount(1);
          await art.scrollIntoViewIfNeeded();
          await expect(art, `${name} ${i + 1}`).toBeVisible();
          await expect(art, `${name} ${i + 1}: decorative`).toHaveAttribute('alt', '');
          await expect
            .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
            .toBeGreaterThan(0);
          const box = (await art.boundingBox())!;
          expect(box.width, `${name} ${i + 1}: width`).toBeGreaterThanOrEqual(48);
          expect(box.height, `${name} ${i + 1}: height`).toBeGreaterThanOrEqual(48);
        }
      }

      // On a phone, the picture is above the heading, never beside it.
      await page.setViewportSize({ width: 320, height: 800 });
      for (const { name, cards, count } of groups) {
        for (let i = 0; i < count; i++) {
          const card = cards(page).nth(i);
          const heading = card.locator('h2, h3').first();
          if ((await heading.count()) === 0) continue;
          const art = (await card.locator('img[src^="/art/spot/"]').boundingBox())!;
          const title = (await heading.boundingBox())!;
          expect(art.y + art.height, `${name} ${i + 1}: picture above the heading`).toBeLessThan(
            title.y + 1,
          );
        }
      }
    });
  }
}
