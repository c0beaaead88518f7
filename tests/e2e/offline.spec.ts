// Offline help (docs/architecture.md#offline-help), proven against a server this spec starts and stops itself: stopping it
// is what going offline means to the service worker (context.setOffline does not reach the
// worker's own requests). The server serves a copy of out/, so a test can change a file the way
// a new deploy would without touching what the rest of the suite reads.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { Page } from '@playwright/test';
import { patientFormPdfPath, patientFormSlugs } from '../../content/patient-forms';
import { practice } from '../../content/practice';
import { test, expect } from './fixtures';
import { family, field, fillForm, optionValues } from './forms';
import { msg } from './messages';
import { freePort } from './ports';
import { outDir, telHref } from './site';

let port = 0;
let origin = '';
const root = path.resolve(__dirname, '../..');
let site = '';
let inbox = '';
let server: ChildProcess | undefined;

async function startServer() {
  server = spawn(process.execPath, [path.join(root, 'scripts/serve/serve.mjs')], {
    env: { ...process.env, PORT: String(port), OUT_DIR: site, INBOX_FILE: inbox },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the offline spec's server did not start on ${origin}`);
}

async function stopServer() {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  await new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill();
  });
}

test.describe.configure({ mode: 'serial' });
// The origin is known once beforeAll has picked the port; each test reads it then.
test.use({ serviceWorkers: 'allow', baseURL: async ({}, provide) => provide(origin) });

test.beforeAll(async () => {
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  site = mkdtempSync(path.join(os.tmpdir(), 'sunny-offline-'));
  cpSync(outDir, site, { recursive: true });
  inbox = path.join(site, 'inbox.jsonl');
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  rmSync(site, { recursive: true, force: true });
});

/** The worker's precache list, as out/sw.js carries it. */
const precached = () =>
  [...readFileSync(path.join(site, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);

/** The bytes of a response's body as sent, before the client decompresses it. */
function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${url}`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        let length = 0;
        response.on('data', (chunk: Buffer) => (length += chunk.length));
        response.on('end', () => resolve(length));
      })
      .on('error', reject);
  });
}

/** Opens the home page and waits until the worker controls it (it registers after `load`). */
async function controlled(page: Page, home = '/') {
  await page.addInitScript(() => {
    const w = window as unknown as { registeredWhen?: DocumentReadyState };
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      w.registeredWhen ??= document.readyState;
      return register.apply(this, args);
    };
  });
  await page.goto(home);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** Errors the page logs or throws, from now on. */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Requests that failed or answered with an error, while `run` runs. */
async function failuresDuring(page: Page, run: () => Promise<void>) {
  const failed: string[] = [];
  const onFailed = (request: { url(): string; failure(): { errorText: string } | null }) =>
    failed.push(`${request.url()} ${request.failure()?.errorText}`);
  const onResponse = (response: { url(): string; status(): number }) => {
    if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
  };
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  await run();
  page.off('requestfailed', onFailed);
  page.off('response', onResponse);
  return failed;
}

test('registers after the page has loaded, keeps only the offline files, within budget', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await controlled(page);
  expect(errors, 'console errors').toEqual([]);
  expect(await page.evaluate(() => (window as { registeredWhen?: string }).registeredWhen)).toBe(
    'complete',
  );
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        urls.push(new URL(request.url).pathname);
      }
    }
    return urls.sort();
  });
  const list = precached();
  expect(list).toEqual(
    expect.arrayContaining([
      '/offline',
      '/offline/emergency',
      '/es/offline',
      '/es/offline/emergency',
    ]),
  );
  // The home page's own scripts may be cached once fetched (hashed, cache-first); no page is.
  expect(
    cached.filter((url) => !url.startsWith('/_next/static/chunks/') || url.endsWith('.css')),
  ).toEqual([...list].sort());
  // Over the wire as the server sends them (compressed where it compresses).
  let bytes = 0;
  for (const url of list) bytes += await wireBytes(url);
  expect(bytes, 'precache over the wire').toBeLessThanOrEqual(100 * 1024);
});

test('with the server stopped: the emergency pages from the cache, the offline page elsewhere', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await controlled(page);
  await stopServer();
  try {
    for (const { lang, path: emergency } of [
      { lang: 'en', path: '/emergency' },
      { lang: 'es', path: '/es/emergency' },
    ] as const) {
      const failed = await failuresDuring(page, async () => {
        const response = await page.goto(emergency);
        expect(response?.fromServiceWorker(), emergency).toBe(true);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          msg(lang, 'EmergencyPage.hero.title'),
        );
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // "Saved copy from <date>", and the number to call, which needs no internet.
        await expect(page.getByRole('main')).toContainText(
          msg(lang, 'OfflinePage.savedCopy', { date: 'DATE' }).split('DATE')[0]!.trim(),
        );
        const call = page
          .getByRole('link', {
            name: msg(lang, 'EmergencyPage.call', { phone: practice.phone.display }),
          })
          .first();
        await expect(call).toHaveAttribute('href', telHref);
        await expect(call).toBeVisible();
        // In emergency mode as online: its own red call bar, no strip leading to this page, and
        // the office's hours in words where no script will write the status.
        await expect(page.locator('[data-call-bar="emergency"]')).toHaveCount(1);
        await expect(
          page.locator('[data-emergency-strip], [data-call-bar="standard"]'),
        ).toHaveCount(0);
        await expect(page.locator('[data-status-text="hours"]').first()).toBeVisible();
        await expect(page.locator('[data-status-room]')).toHaveCount(0);
        // The stylesheet and the font came from the cache too.
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
          /nunito/i,
        );
        await page.evaluate(() => document.fonts.ready);
        expect(
          await page.evaluate(() => [...document.fonts].some((f) => f.status === 'loaded')),
        ).toBe(true);
      });
      expect(failed, `${emergency}: failed requests`).toEqual([]);
    }

    for (const { lang, path: never } of [
      { lang: 'en', path: '/about' },
      { lang: 'en', path: '/blog/no-such-article' },
      { lang: 'es', path: '/es/insurance' },
      { lang: 'es', path: '/es/' },
    ] as const) {
      const failed = await failuresDuring(page, async () => {
        await page.goto(never);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          msg(lang, 'OfflinePage.hero.title'),
        );
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(
          page.getByRole('link', {
            name: msg(lang, 'OfflinePage.call', { phone: practice.phone.display }),
          }),
        ).toHaveAttribute('href', telHref);
        await expect(page.getByRole('main')).toContainText(practice.address.street);
        await expect(
          page.getByRole('heading', { name: msg(lang, 'EmergencyPage.steps.title') }),
        ).toBeVisible();
        // No map: it could not load without the internet.
        await expect(page.locator('[data-footer-map]')).toHaveCount(0);
      });
      expect(failed, `${never}: failed requests`).toEqual([]);
    }

    // From the offline page, its link to the saved emergency page works.
    await page.getByRole('link', { name: msg('es', 'OfflinePage.saved.link') }).click();
    await expect(page).toHaveURL(`${origin}/es/emergency`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      msg('es', 'EmergencyPage.hero.title'),
    );
    expect(errors, 'console errors').toEqual([]);
    // A file that is no page (a form's PDF) is left to the browser: never a saved page in its
    // place, which a download would keep as the PDF.
    const pdf = await page.goto(patientFormPdfPath(patientFormSlugs[0]!)).then(
      (response) => response?.fromServiceWorker() ?? false,
      () => false,
    );
    expect(pdf, 'a PDF answered by the worker').toBe(false);
  } finally {
    await startServer();
  }
});

test('back online, every page comes from the network: a changed file is served fresh', async ({
  page,
}) => {
  await controlled(page);
  // Each page's policy hashes its inline scripts: a changed page gets its new policy.
  const { withCspMeta } = await import('../../scripts/build/csp.mjs');
  const { routerIntegrity } = await import('../../scripts/build/next-adapter.mjs');
  const { precompressFile } = await import('../../scripts/build/precompress.mjs');
  for (const name of ['about', 'emergency']) {
    // A deploy that changes the page's title: in the HTML and in its router data (the .txt the
    // page loads after its first paint, whose integrity the page's loader names).
    const pageFile = path.join(site, `${name}.html`);
    const data = path.join(site, `${name}.txt`);
    const html = readFileSync(pageFile, 'utf8');
    const text = readFileSync(data, 'utf8');
    // The title's first run of text (noWidow puts its last two words in a span of their own).
    const title = /<h1[^>]*>(?:<[^>]+>)*([^<]+)/.exec(html)?.[1] ?? '';
    expect(title.trim().length, `${name}: a title found`).toBeGreaterThan(5);
    expect(text, `${name}: the title in the router data`).toContain(title);
    const newText = text.replaceAll(title, 'Deployed just now');
    const changed = html
      .replaceAll(title, 'Deployed just now')
      .replace(`"i":"${routerIntegrity(text)}"`, `"i":"${routerIntegrity(newText)}"`)
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    expect(changed, `${name}: the loader names the new data`).toContain(routerIntegrity(newText));
    // New files, as a deploy writes them (not the ones the cached copy was read from), with
    // their precompressed copies.
    for (const [file, content] of [
      [pageFile, withCspMeta(changed)],
      [data, newText],
    ] as const) {
      rmSync(file);
      writeFileSync(file, content);
      await precompressFile(file);
    }
  }
  for (const fresh of ['/about', '/emergency']) {
    const response = await page.goto(fresh);
    expect(response?.status()).toBe(200);
    // The title's first words, as the deploy changed them (its last two are left as they were).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Deployed just now/);
  }
});

test('a form post goes to the server once, and is neither cached nor sent again', async ({
  page,
}) => {
  await controlled(page);
  const form = page.locator('form#request');
  const fillRequest = async () =>
    fillForm(form, {
      ...family('Offline Test Parent', {
        name: 'Offline Child',
        phone: '(909) 555-0100',
        age: '7',
        email: 'parent@example.com',
      }),
      'Appointment Type': (await optionValues(field(form, 'Appointment Type'))).find(Boolean)!,
    });
  await fillRequest();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    form.getByRole('button', { name: msg('en', 'Common.request') }).click(),
  ]);
  expect(response.status()).toBeLessThan(400);
  await page.waitForLoadState();
  // This spec's server writes its own inbox.
  const recorded = () =>
    readFileSync(inbox, 'utf8')
      .split('\n')
      .filter((line) => line.includes('Offline Test Parent')).length;
  expect(recorded()).toBe(1);
  expect(
    await page.evaluate(async () => {
      const keys: string[] = [];
      for (const name of await caches.keys()) {
        for (const r of await (await caches.open(name)).keys()) keys.push(r.url);
      }
      return keys.filter((url) => url.includes('__inbox'));
    }),
  ).toEqual([]);
  // Sent without a connection, the post fails as it would with no worker (the browser's own
  // error, not a page from the cache), and nothing sends it later.
  await page.goto('/');
  await fillRequest();
  await stopServer();
  try {
    await form.getByRole('button', { name: msg('en', 'Common.request') }).click();
    await page.waitForURL((url) => url.protocol === 'chrome-error:' || url.pathname === '/__inbox');
    await expect(
      page.getByRole('heading', { name: msg('en', 'OfflinePage.hero.title') }),
    ).toHaveCount(0);
  } finally {
    await startServer();
  }
  await page.goto('/');
  await page.waitForTimeout(1000);
  expect(recorded()).toBe(1);
});

test('a new build replaces the old caches', async ({ page }) => {
  await controlled(page);
  const names = () => page.evaluate(() => caches.keys());
  const old = await names();
  expect(old.length).toBeGreaterThan(0);
  // The caches are named `sunny-steps-<build>-…`; a new deploy's worker names another build.
  const version = /^sunny-steps-([0-9a-f]{12})-/.exec(old[0]!)?.[1];
  expect(version, `the build in ${old[0]}`).toBeTruthy();
  expect(
    old.every((name) => name.includes(version!)),
    old.join(' '),
  ).toBe(true);
  const worker = path.join(site, 'sw.js');
  const source = readFileSync(worker, 'utf8');
  expect(source).toContain(version);
  rmSync(worker);
  writeFileSync(worker, source.replaceAll(version!, 'feedfacecafe'));
  // With its precompressed copies, as the build writes them (the server sends those).
  const { precompressFile } = await import('../../scripts/build/precompress.mjs');
  await precompressFile(worker);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect
    .poll(async () => (await names()).every((name) => name.includes('feedfacecafe')), {
      timeout: 10_000,
    })
    .toBe(true);
  expect((await names()).length).toBeGreaterThan(0);
});

test.describe('when the visitor asked to save data', () => {
  test('no worker is registered', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0);
  });
});

test('a server that never answers: the offline page after about 10 seconds', async ({ page }) => {
  test.setTimeout(45_000);
  await controlled(page);
  await stopServer();
  // Connections are accepted and never answered: one bar of signal.
  const hanging = http.createServer(() => undefined);
  await new Promise<void>((resolve) => hanging.listen(port, '127.0.0.1', resolve));
  try {
    const started = Date.now();
    await page.goto('/es/about', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      msg('es', 'OfflinePage.hero.title'),
    );
    const waited = Date.now() - started;
    expect(waited, 'waited for the network').toBeGreaterThanOrEqual(9_000);
    expect(waited, 'gave up on it').toBeLessThan(20_000);
  } finally {
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
    await startServer();
  }
});
