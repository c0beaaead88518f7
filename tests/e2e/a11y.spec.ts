import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { menuToggle, openServicesMenu } from './locate';
import { builtPages } from './site';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const pages = [...builtPages(), '/missing-page', '/es/pagina-que-no-existe'];

async function violations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test.describe('axe finds no WCAG 2.2 A/AA violation', () => {
  // axe reads every node of a page: the home page alone takes ~20 s on a busy 2-core machine.
  test.slow();
  for (const path of pages) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      // A message missing in both languages would show its key: none may.
      expect(await page.locator('body').innerText()).not.toMatch(
        /\b(?:[A-Z][A-Za-z]+Page|Forms|Home|Nav|Footer|Header|Common|Legal|Hours|Metadata)\.[a-z]/,
      );
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
