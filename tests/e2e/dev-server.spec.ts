import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import { freePort } from './ports';

// `npm run dev` must serve the production URL layout (docs/architecture.md): English at `/…`,
// Spanish at `/es/…`, `/en/…` redirected home, unknown paths on the 404 page of their language.
// This spec starts its own `next dev` (Next 16 keeps it in .next/dev, apart from the build) and
// asks it for a handful of pages only: every route compiles on first request, which takes tens
// of seconds on a small machine.

let base = '';
const root = path.resolve(__dirname, '../..');

let server: ChildProcess | undefined;
let log = '';

/** The document, without following redirects, so that their status and Location show. */
async function get(pathname: string) {
  const response = await fetch(base + pathname, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** Visible text of the first match of `pattern` (tags and React's comment markers removed). */
function textOf(html: string, pattern: RegExp): string {
  const match = html.match(pattern)?.[1] ?? '';
  return match
    .replace(/<!--.*?-->|<[^>]*>/g, '')
    .replace(/\u00a0|&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
const h1 = (html: string) => textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
const lang = (html: string) => html.match(/<html[^>]*\blang="([^"]+)"/)?.[1];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  // Its own process group, so that afterAll ends Next's workers too. No `-H 127.0.0.1`: Next
  // then calls itself `localhost` inside proxy.dev.ts but 127.0.0.1 outside, takes next-intl's
  // rewrites for another host's URLs and proxies them back to itself, through proxy.dev.ts again.
  server = spawn(
    process.execPath,
    [require.resolve('next/dist/bin/next'), 'dev', '-p', String(port)],
    { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  // Ready once it answers at all; the first answer also compiles the home page. It exits at
  // once if another `next dev` already runs in this folder (Next's lock on .next/dev).
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next dev exited:\n${log}`);
    try {
      await fetch(`${base}/`, { redirect: 'manual' });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`next dev did not answer:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
});

test.beforeEach(() => test.setTimeout(120_000));

for (const [label, locale, messages, paths] of [
  ['English pages at unprefixed paths', 'en', en, ['/', '/about']],
  ['Spanish pages under /es', 'es', es, ['/es', '/es/about']],
] as const) {
  test(label, async () => {
    const titles = [messages.Home.hero.title, messages.AboutPage.hero.title];
    for (const [i, pathname] of paths.entries()) {
      const page = await get(pathname);
      expect(page.status, `${pathname}\n${log}`).toBe(200);
      expect(lang(page.html), pathname).toBe(locale);
      expect(h1(page.html), pathname).toBe(titles[i]);
    }
  });
}

test('/en and everything under it go to the English home, as in production', async () => {
  for (const pathname of ['/en', '/en/about', '/en/no-such-page']) {
    const response = await get(pathname);
    expect(response.status, pathname).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', base).href, pathname).toBe(`${base}/`);
  }
});

test('no language redirect from the browser language or a cookie', async () => {
  const response = await fetch(`${base}/`, {
    redirect: 'manual',
    headers: { 'Accept-Language': 'es-MX,es;q=0.9', Cookie: 'NEXT_LOCALE=es' },
  });
  expect(response.status).toBe(200);
  expect(lang(await response.text())).toBe('en');
  expect(response.headers.get('set-cookie')).toBeNull();
});

test('unknown paths get the 404 page of their language', async () => {
  const english = await get('/no-such-page');
  expect(english.status).toBe(404);
  expect(lang(english.html)).toBe('en');
  expect(h1(english.html)).toContain(en.NotFound.title);

  const spanish = await get('/es/no-existe');
  expect(spanish.status).toBe(404);
  expect(lang(spanish.html)).toBe('es');
  expect(h1(spanish.html)).toContain(es.NotFound.title);
});

test("the home page's navigation links are unprefixed English paths that answer", async () => {
  const { html } = await get('/');
  const header = html.match(/<header[\s\S]*?<\/header>/)?.[0] ?? '';
  const links = [...header.matchAll(/href="(\/[^"#?]*)/g)].map((m) => m[1]!);
  const english = [...new Set(links.filter((href) => !/^\/es(\/|$)/.test(href)))];
  expect(english.length).toBeGreaterThan(5);
  for (const href of english) expect(href, href).not.toMatch(/^\/en(\/|$)/);
  // One route more than the ones above: each first request compiles its route (~30 s).
  const other = english.find((href) => href !== '/' && href !== '/about')!;
  expect((await get(other)).status, other).toBe(200);
});
