import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { languages } from './messages';

/**
 * Every test runs offline: the browser reaches no host but the local server (playwright.config.ts
 * sends everything else to a proxy that is not there, so it fails before it leaves the machine;
 * loopback addresses never use a proxy). Requests to other hosts are still counted, so a test can
 * assert what the page tried to reach. Every test also fails if the page reports a
 * Content-Security-Policy violation, so all behaviour is proven under the real policy.
 *
 * `sharedPage` is for the checks that only read a page (layout, axe, pictures, budgets) and run
 * on every page of the site: a new tab of a browser context the worker keeps (one for a laptop,
 * one for a phone's touch screen), whose cache the pages share like a visitor's, under the same
 * policy watch and waiting the same way. A fresh context costs this 2-core machine about as much
 * as loading and hydrating the page in it. `firstVisit(page)` turns the cache off for one such
 * tab, and `withoutWebFonts(page)` refuses it the fonts too. Tests that depend on storage,
 * cookies or what the browser kept from an earlier page use `page`, which has its own context.
 */
export const test = base.extend<
  { blockedRequests: string[]; cspViolations: string[]; sharedPage: Page },
  { sharedContexts: (phone: boolean) => Promise<BrowserContext> }
>({
  blockedRequests: async ({ context, baseURL }, provide) => {
    const blocked: string[] = [];
    const origin = new URL(baseURL!).origin;
    // Listening, not routing: a route would pause every request for the test process to look at
    // and turn off the browser's cache (most of a page load's cost here, and the returning
    // visitor's cache is part of what the suite checks).
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && url.origin !== origin) blocked.push(request.url());
    });
    await provide(blocked);
  },
  cspViolations: async ({ context }, provide) => {
    const violations = await watchPolicy(context);
    await provide(violations);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  // The framework's scripts load after the first paint (scripts/build/next-adapter.mjs), so `load`
  // does not mean the page is hydrated. `page.goto` waits for that too, as a visitor would
  // before using what scripts add, unless the test asks for an earlier moment (`commit`,
  // `domcontentloaded`) or runs without JavaScript. Tests of the moment before use those.
  page: async ({ page, blockedRequests, cspViolations, javaScriptEnabled }, provide) => {
    void blockedRequests;
    void cspViolations;
    waitForScriptsOnGoto(page, javaScriptEnabled ?? true);
    await provide(page);
  },
  sharedContexts: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor } = workerInfo.project.use;
      const made = new Map<boolean, Promise<BrowserContext>>();
      await provide((phone) => {
        if (!made.has(phone))
          made.set(
            phone,
            browser.newContext({
              baseURL,
              viewport,
              userAgent,
              deviceScaleFactor,
              isMobile: phone,
              hasTouch: phone,
              serviceWorkers: 'block',
            }),
          );
        return made.get(phone)!;
      });
      for (const context of made.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
  sharedPage: async (
    { sharedContexts, viewport, isMobile, hasTouch, javaScriptEnabled },
    provide,
  ) => {
    // A tab with scripts, at the test's viewport, on a laptop or on a phone (meta viewport and
    // touch): a test that asks for one without the other, or for no scripts, needs its own
    // context.
    if (Boolean(isMobile) !== Boolean(hasTouch) || javaScriptEnabled === false)
      throw new Error(
        'sharedPage is a laptop or a phone tab with scripts: use `page` for this test',
      );
    const page = await (await sharedContexts(Boolean(isMobile))).newPage();
    if (viewport) await page.setViewportSize(viewport);
    const violations = await watchPolicy(page);
    waitForScriptsOnGoto(page, true);
    await provide(page);
    await page.close();
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

const watched = new WeakMap<BrowserContext | Page, string[]>();

/** What the policy blocked so far in a test's `page` (its context) or `sharedPage`. */
export const policyViolations = (page: Page) =>
  watched.get(page) ?? watched.get(page.context()) ?? [];

/**
 * A first visit in a shared tab: nothing comes from the browser's caches (memory and disk), as
 * in a fresh context, until the tab is closed.
 */
export async function firstVisit(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  return session;
}

/** A first visit in a shared tab whose web fonts never arrive: the page shows its fallback font. */
export async function withoutWebFonts(page: Page) {
  const session = await firstVisit(page);
  await session.send('Network.setBlockedURLs', { urls: ['*.woff2'] });
}

/**
 * Collects the policy violations a context's or a page's documents report (the editor's spec,
 * admin.spec.ts, watches its own page with it and allows the few it expects).
 */
export async function watchPolicy(target: BrowserContext | Page) {
  const violations: string[] = [];
  watched.set(target, violations);
  await target.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void })
        .reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${location.pathname}`,
      );
    });
  });
  const onConsole = (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  };
  if ('goto' in target) target.on('console', onConsole);
  else target.on('console', onConsole);
  return violations;
}

function waitForScriptsOnGoto(page: Page, javaScriptEnabled: boolean) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
    if (javaScriptEnabled && !early) await scriptsReady(page);
    return response;
  };
}

/**
 * Waits until a page that loads scripts is hydrated (`<html data-hydrated>`,
 * components/site/HydratedMark.tsx); a page without them (the offline pages) is ready as it is.
 * A page loads scripts through the inline loader scripts/build/next-adapter.mjs puts in it, or,
 * built with DEFER_SCRIPTS=off, through Next's own script tags.
 */
export async function scriptsReady(page: Page) {
  await page.waitForFunction(
    () =>
      'hydrated' in document.documentElement.dataset ||
      ![...document.scripts].some(
        (s) => s.src.includes('/_next/static/') || s.textContent?.startsWith('(function(c){'),
      ),
  );
}

export { expect };

/** The same tests in each of the site's languages: one `describe` a language, `title (lang)`. */
export function describeEachLanguage(
  title: string,
  tests: (language: (typeof languages)[number]) => void,
) {
  for (const language of languages) {
    test.describe(`${title} (${language.lang})`, () => tests(language));
  }
}
