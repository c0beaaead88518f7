import { test as base, expect, type Page } from '@playwright/test';
import { languages } from './messages';

/**
 * Every test runs offline: the browser reaches no host but the local server (playwright.config.ts
 * sends everything else to a proxy that is not there, so it fails before it leaves the machine;
 * loopback addresses never use a proxy). Requests to other hosts are still counted, so a test can
 * assert what the page tried to reach. Every test also fails if the page reports a
 * Content-Security-Policy violation, so all behaviour is proven under the real policy.
 */
export const test = base.extend<{ blockedRequests: string[]; cspViolations: string[] }>({
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
    const violations: string[] = [];
    await context.exposeBinding('reportCspViolation', (_source, text: string) => {
      violations.push(text);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (t: string) => void })
          .reportCspViolation;
        report(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${location.pathname}`,
        );
      });
    });
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await provide(violations);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  // The framework's scripts load after the first paint (scripts/late-scripts.mjs), so `load`
  // no longer means the page is hydrated. `page.goto` waits for that too, as a visitor would
  // before using what scripts add, unless the test asks for an earlier moment (`commit`,
  // `domcontentloaded`) or runs without JavaScript. Tests of the moment before use those.
  page: async ({ page, blockedRequests, cspViolations, javaScriptEnabled }, provide) => {
    void blockedRequests;
    void cspViolations;
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
      if (javaScriptEnabled && !early) await scriptsReady(page);
      return response;
    };
    await provide(page);
  },
});

/** Marks the inline loader the build puts in every page with scripts (scripts/late-scripts.mjs). */
const loaderStart = '(function(c){';

/**
 * Waits until a page that loads scripts is hydrated (`<html data-hydrated>`,
 * components/site/HydratedMark.tsx); a page without them (the offline pages) is ready as it is.
 */
export async function scriptsReady(page: Page) {
  await page.waitForFunction(
    (start) =>
      'hydrated' in document.documentElement.dataset ||
      ![...document.scripts].some((s) => s.textContent?.startsWith(start)),
    loaderStart,
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
