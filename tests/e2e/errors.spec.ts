import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { msg } from './messages';

const cases = [
  { path: '/no-such-page', lang: 'en', href: '/' },
  { path: '/es/no-existe', lang: 'es', href: /^\/es\/?$/ },
] as const;

test.describe('404 page', () => {
  for (const c of cases) {
    test(`unknown paths get the 404 page in their language (${c.lang})`, async ({ page }) => {
      const logs: string[] = [];
      page.on('console', (m) => logs.push(m.text()));
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      await expect(page.getByText(msg(c.lang, 'NotFound.code'), { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        msg(c.lang, 'NotFound.title'),
      );
      await expect(
        page.getByRole('main').getByRole('link', { name: msg(c.lang, 'NotFound.home') }),
      ).toHaveAttribute('href', c.href);
      expect(logs.some((l) => l.includes(c.path))).toBe(true);
      // The switcher, named for the other language, leads to its home page.
      await expect(
        page.getByRole('banner').getByRole('link', { name: msg(c.lang, 'LanguageSwitcher.label') }),
      ).toHaveAttribute('href', c.lang === 'en' ? '/es/' : '/');
    });
  }
});

test.describe('/en', () => {
  test('/en/x goes to / and leaves no history entry', async ({ page }) => {
    await page.goto('/privacy');
    await page.goto('/en/x');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('/en goes to / too', async ({ page }) => {
    const response = await page.goto('/en');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(response?.status()).toBe(200);
  });

  test('on a host without redirects, the 404 page itself sends /en/… to /', async ({ page }) => {
    const notFound = readFileSync(path.resolve(__dirname, '../../out/404.html'), 'utf8');
    await page.route('**/en/about', (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: notFound }),
    );
    await page.goto('/terms');
    await page.goto('/en/about');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/terms$/);
  });
});
