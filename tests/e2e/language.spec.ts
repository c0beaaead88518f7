import type { Page, Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { test, expect, scriptsReady } from './fixtures';
import { escapeRegExp } from './locate';
import { msg } from './messages';
import { builtFile, footerId } from './site';

/** A place in the privacy page: its first section's heading, by its id in the built page. */
const section = `#${/<h2\b[^>]*\sid="([^"]+)"/.exec(readFileSync(builtFile('/privacy'), 'utf8'))![1]}`;
/** A URL that ends with `path` and the section's hash. */
const at = (path: string) => new RegExp(`${escapeRegExp(path + section)}$`);

/** The header's switcher on a page in `lang`, named for the other language. */
const switcher = (page: Page, lang: 'en' | 'es') =>
  page.getByRole('banner').getByRole('link', { name: msg(lang, 'LanguageSwitcher.label') });

/** The language the site remembers for this browser (docs/architecture.md#language-memory). */
const remembered = (page: Page) => page.evaluate(() => localStorage.getItem('preferred-language'));

/** A visitor who chose `lang` earlier, seen on `path`. */
async function rememberOn(page: Page, path: string, lang: 'en' | 'es') {
  await page.goto(path);
  await page.evaluate((l) => localStorage.setItem('preferred-language', l), lang);
}

test.describe('language', () => {
  test('English pages are unprefixed, Spanish ones under /es, and <html lang> follows', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/es/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      msg('es', 'Home.hero.title'),
    );
    await page.goto('/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the switcher goes to the twin page, keeps the hash and remembers the choice', async ({
    page,
  }) => {
    await page.goto(`/privacy${section}`);
    await switcher(page, 'en').click();
    await expect(page).toHaveURL(at('/es/privacy'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await remembered(page)).toBe('es');

    // The switch was a page load: the hash is kept by the scripts, which load after it.
    await scriptsReady(page);
    await switcher(page, 'es').click();
    await expect(page).toHaveURL(at('/privacy'));
    expect(new URL(page.url()).pathname).toBe('/privacy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await remembered(page)).toBe('en');
  });

  test('before the scripts load, the switcher keeps the hash too', async ({ page }) => {
    // The framework never arrives: the click can only be the plain link's page load.
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto(`/privacy${section}`, {
      waitUntil: 'domcontentloaded',
    });
    await switcher(page, 'en').click();
    await expect(page).toHaveURL(at('/es/privacy'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The choice is written by the inline script in <head>, which the parser runs before it
    // reaches the stylesheet; the document is read once it is parsed.
    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
    expect(await remembered(page)).toBe('es');
  });

  test('the switcher is a plain link to the twin page', async ({ page }) => {
    await page.goto('/es/terms');
    await expect(switcher(page, 'es')).toHaveAttribute('href', '/terms');
    await page.goto('/');
    await expect(switcher(page, 'en')).toHaveAttribute('href', '/es/');
  });

  test('a stored Spanish preference opens the Spanish twin without a history entry', async ({
    page,
  }) => {
    await rememberOn(page, '/es/accessibility', 'es');
    await page.goto('/terms?x=1#top');
    await expect(page).toHaveURL(/\/es\/terms\?x=1#top$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goBack();
    await expect(page).toHaveURL(/\/es\/accessibility$/);
  });

  test.describe('while the stylesheet is still on its way', () => {
    // The stylesheet is held until the test lets it go. A route turns the browser's cache off,
    // so it is requested on every page; a service worker would answer it unseen.
    test.use({ serviceWorkers: 'block' });
    const holdStylesheets = async (page: Page) => {
      const held: Route[] = [];
      await page.route(/\.css$/, (route) => void held.push(route));
      // A stylesheet of a page the visitor was sent on from can no longer be let through.
      const release = () => Promise.all(held.map((route) => route.continue().catch(() => {})));
      return { held, release };
    };

    test('a stored Spanish preference sends the visitor on without waiting for it', async ({
      page,
    }) => {
      await rememberOn(page, '/es/accessibility', 'es');
      const stylesheets = await holdStylesheets(page);
      await page.goto('/terms?x=1', { waitUntil: 'commit' });
      // An inline script after the stylesheet would run only once it had arrived: never, here.
      await expect(page).toHaveURL(/\/es\/terms\?x=1$/);
      expect(stylesheets.held.length).toBeGreaterThan(0);
      await stylesheets.release();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });

    test('the parser reads the page up to its closing scripts meanwhile, and waits there', async ({
      page,
    }) => {
      const stylesheets = await holdStylesheets(page);
      for (const path of ['/', '/es/appointment']) {
        await page.goto(path, { waitUntil: 'commit' });
        // Parsed up to the footer while the stylesheet loads; DOMContentLoaded waits for it, so
        // the layout Chromium forces then is of the styled page, not of the bare HTML.
        await expect(page.locator(`#${footerId}`)).toBeAttached();
        // The first of the closing scripts (Turbopack's list of chunks) is in the page: the parser
        // has reached it and waits to run it.
        await expect(page.locator('script#_R_')).toBeAttached();
        expect(await page.evaluate(() => document.readyState), path).toBe('loading');
        expect(stylesheets.held.length, path).toBeGreaterThan(0);
        await stylesheets.release();
        await page.waitForLoadState('domcontentloaded');
        stylesheets.held.length = 0;
      }
    });
  });

  test('choosing English before scripts load is not undone by the stored Spanish choice', async ({
    page,
  }) => {
    await rememberOn(page, '/es/privacy', 'es');
    // What a click on the plain switcher link does before hydration: a normal navigation.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load is the point
    await page.evaluate(() => (window.location.href = '/privacy'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe('/privacy');
    await expect.poll(() => remembered(page)).toBe('en');
  });

  test('choosing Spanish before scripts load is remembered too', async ({ page }) => {
    await rememberOn(page, '/privacy', 'en');
    // A plain-link click on "Español" before hydration: a normal navigation to the twin.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load is the point
    await page.evaluate(() => (window.location.href = '/es/privacy'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect.poll(() => remembered(page)).toBe('es');
    await page.goto('/terms');
    await expect(page).toHaveURL(/\/es\/terms$/);
  });

  test('moving between Spanish pages, or arriving from elsewhere, stores nothing', async ({
    page,
  }) => {
    await page.goto('/es/privacy');
    expect(await remembered(page)).toBeNull();
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load is the point
    await page.evaluate(() => (window.location.href = '/es/terms'));
    await expect(page).toHaveURL(/\/es\/terms$/);
    await page.waitForLoadState();
    expect(await remembered(page)).toBeNull();
  });

  test('a stored English preference leaves English pages alone, and /es is always Spanish', async ({
    page,
  }) => {
    await rememberOn(page, '/', 'en');
    await page.goto('/terms');
    await expect(page).toHaveURL(/\/terms$/);
    await page.goto('/es/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('internal links keep the page language', async ({ page }) => {
    await page.goto('/es/privacy');
    const hrefs = await page
      .locator('a[href^="/"]:not([hreflang])')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href).toMatch(/^\/es(\/|#|$)/);
  });
});
