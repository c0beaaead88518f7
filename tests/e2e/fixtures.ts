import { test as base, expect } from '@playwright/test';

/**
 * Every test runs offline: requests to any host but the local server are aborted, and counted
 * so a test can assert what the page tried to reach.
 */
export const test = base.extend<{ blockedRequests: string[] }>({
  blockedRequests: async ({ context, baseURL }, use) => {
    const blocked: string[] = [];
    const origin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => {
        blocked.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    await use(blocked);
  },
  page: async ({ page, blockedRequests }, use) => {
    void blockedRequests;
    await use(page);
  },
});

export { expect };
