import { test as base, expect } from '@playwright/test';

/**
 * Every test runs offline: requests to any host but the local server are aborted, and counted
 * so a test can assert what the page tried to reach.
 */
export const test = base.extend<{ blockedRequests: string[] }>({
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
  page: async ({ page, blockedRequests }, provide) => {
    void blockedRequests;
    await provide(page);
  },
});

export { expect };
