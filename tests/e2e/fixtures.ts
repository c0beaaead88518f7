import { test as base, expect } from '@playwright/test';
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
  page: async ({ page, blockedRequests, cspViolations }, provide) => {
    void blockedRequests;
    void cspViolations;
    await provide(page);
  },
});

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
