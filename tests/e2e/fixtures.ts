import { test as base, expect, type Page } from '@playwright/test';
import { languages } from './messages';

/**
 * Every test runs offline: requests to any host but the local server are aborted, and counted
 * so a test can assert what the page tried to reach. Every test also fails if the page reports
 * a Content-Security-Policy violation, so all behaviour is proven under the real policy.
 */
export const test = base.extend<{ blockedRequests: string[]; cspViolations: string[] }>({
  blockedRequests: async ({ context, baseURL }, provide) => {
    const blocked: string[] = [];
    const origin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => {
        blocked.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
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
