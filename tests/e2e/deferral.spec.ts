// The framework's scripts load after the page has painted (scripts/build/next-adapter.mjs,
// docs/performance.md). What a visitor must see either way: before the scripts, a page of plain
// HTML that works; after, a hydrated page. Tests of the deferral itself skip, saying why, on a
// build made with DEFER_SCRIPTS=off; the rest hold on both builds.
import type { Page, Route } from '@playwright/test';
import { test, expect, scriptsReady } from './fixtures';
import { menuToggle } from './locate';
import { msg } from './messages';
import {
  builtPages,
  fullTier,
  isOfflinePage,
  layoutShifts,
  screens,
  scriptsDeferred,
  templatePages,
} from './site';

const deferred = scriptsDeferred();
const offDeferral = 'this build ships Next’s own script tags (DEFER_SCRIPTS=off)';

/**
 * Holds every script chunk and every router-data file until `release()`: the page stays as
 * first painted, with either build.
 */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_next\/static\/chunks\/.+\.js$|\.txt$/, (route) =>
    released ? route.continue() : void held.push(route),
  );
  return {
    held,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Pages with scripts (the offline pages have none), one of each template unless full. */
const pagesWithScripts = (fullTier ? builtPages() : templatePages()).filter(
  (path) => !isOfflinePage(path),
);

test('every kind of page hydrates', async ({ sharedPage: page }) => {
  test.setTimeout(fullTier ? 240_000 : 60_000);
  for (const path of pagesWithScripts) {
    // The fixture's goto waits for <html data-hydrated>, set once React has run.
    await page.goto(path);
    expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset), path).toBe(
      true,
    );
  }
});

test('no script nor router data is requested before the page has loaded and painted', async ({
  page,
}) => {
  test.skip(!deferred, offDeferral);
  for (const path of ['/', '/es/faqs', '/appointment']) {
    await page.goto(path);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const late = performance
        .getEntriesByType('resource')
        .filter((e) => /\/_next\/static\/chunks\/.+\.js$|\.txt$/.test(new URL(e.name).pathname))
        .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime }));
      return { loaded: nav.loadEventEnd, paint, late };
    });
    expect(timing.paint, `${path}: first contentful paint`).toBeGreaterThan(0);
    expect(timing.late.length, `${path}: scripts loaded at all`).toBeGreaterThan(1);
    for (const entry of timing.late) {
      expect(entry.start, `${path} ${entry.name}`).toBeGreaterThanOrEqual(timing.loaded);
      expect(entry.start, `${path} ${entry.name}`).toBeGreaterThan(timing.paint!);
    }
  }
});

test('once hydrated, links navigate on the client', async ({ page }) => {
  await page.goto('/es/faqs');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 5));
  await page.getByRole('contentinfo').locator('a[href="/es/privacy"]').click();
  await expect(page).toHaveURL(/\/es\/privacy$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(5);
});

test('a click before the scripts have run is a normal page load', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  if (deferred) await page.waitForLoadState('load');
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 5));
  await page.getByRole('contentinfo').locator('a[href="/privacy"]').click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.waitForLoadState('domcontentloaded');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
    undefined,
  );
  await scripts.release();
});

test('router data from another build leaves the page as plain HTML, and says so', async ({
  page,
}) => {
  test.skip(!deferred, offDeferral);
  const scripts: string[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route(/\/contact\.txt$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()} ` });
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
  expect(scripts.filter((url) => url.includes('/_next/static/chunks/'))).toEqual([]);
  await expect.poll(() => warnings.join('\n')).toContain('/contact.txt');
  // Everything still works as plain HTML.
  await page.getByRole('contentinfo').locator('a[href="/privacy"]').click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test.describe('on a phone, before the scripts have run', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu opens and its links load pages', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/es/about', { waitUntil: 'domcontentloaded' });
    await menuToggle(page, 'es').tap();
    const menu = page.getByRole('navigation', { name: msg('es', 'Header.mobileNav') });
    await expect(menu).toBeVisible();
    await menu.locator('a[href="/es/faqs"]').tap();
    await expect(page).toHaveURL(/\/es\/faqs$/);
  });
});

test('FAQ: answers open as <details> before the scripts, then the accordion takes over in place', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/faqs', { waitUntil: 'domcontentloaded' });
  // The first group of questions, by its heading (its <details> go when the accordion comes).
  const title = await page
    .locator('section', { has: page.locator('details[data-faq-item]') })
    .first()
    .getByRole('heading', { level: 2 })
    .first()
    .innerText();
  const group = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: title, exact: true }),
  });
  const questions = group.locator('summary');
  const count = await questions.count();
  expect(count, 'questions in the first group').toBeGreaterThan(1);
  const last = count - 1;
  await questions.nth(0).click();
  await questions.nth(last).click();
  // One open at a time, natively (<details name>).
  await expect(group.locator('details[open]')).toHaveCount(1);
  await expect(group.locator('details').nth(last)).toHaveAttribute('open', '');
  const before = await group.boundingBox();
  const answerText = await group.locator('details').nth(last).locator('p').first().innerText();

  await scripts.release();
  await scriptsReady(page);
  const triggers = group.getByRole('heading', { level: 3 }).getByRole('button');
  await expect(triggers).toHaveCount(count);
  await expect(page.locator('details[data-faq-item]')).toHaveCount(0);
  // The answer the visitor opened stays open; the others are closed but findable.
  await expect(triggers.nth(last)).toHaveAttribute('aria-expanded', 'true');
  await expect(group.locator('[data-faq-answer][data-state="open"]')).toContainText(answerText);
  await expect(group.locator('[data-faq-answer][hidden="until-found"]')).toHaveCount(count - 1);
  expect(await group.boundingBox()).toEqual(before);
  // The accordion's keyboard moves between questions.
  await triggers.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(triggers.nth(1)).toBeFocused();
});

for (const screen of screens)
  test.describe(`on a ${screen.name}`, () => {
    test.use(screen.use);

    // This walk is also the proof that no page breaks the Content-Security-Policy: the fixture
    // fails the test on any violation, up to the idle network after the scripts have taken over.
    test('nothing moves, and the policy blocks nothing, while a page loads and its scripts take over', async ({
      page,
    }) => {
      test.setTimeout(fullTier ? 240_000 : 90_000);
      await page.goto('/privacy');
      for (const path of fullTier ? builtPages() : templatePages()) {
        await page.goto(path, { waitUntil: 'networkidle' });
        const { total, moved } = await layoutShifts(page);
        expect(total, `${path}\n${moved.join('\n')}`).toBe(0);
      }
    });
  });
