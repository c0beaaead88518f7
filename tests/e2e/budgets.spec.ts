import zlib from 'node:zlib';
import { test, expect, firstVisit } from './fixtures';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import faqs from '@/content/faqs.json';
import { practice, reviewProfileUrl } from '@/content/practice';
import { reviews } from '@/content/reviews';
import { builtPages, isOfflinePage, outDir, scriptsDeferred } from './site';

/**
 * Budgets per page on first view, on a phone and on a laptop (KiB = 1024 bytes, gzip level 6).
 * The two lay the page out differently (the phone's header picture is a small spot, the laptop's
 * a large one, and each loads its own scripts), so both are measured.
 */
const KiB = 1024;
const budget = { total: 250 * KiB, image: 100 * KiB };
/**
 * JavaScript on first view: 150 KiB on a phone, 160 KiB on a laptop (docs/performance.md#budgets).
 * The laptop's Radix navigation menu is not part of first view: it loads when the pointer or the
 * keyboard first reaches the bar; with it, a laptop page may weigh 162 KiB.
 */
const screens = [
  {
    name: 'phone',
    script: 150 * KiB,
    withMenu: undefined,
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
  {
    name: 'laptop',
    script: 160 * KiB,
    withMenu: 162 * KiB,
    use: { viewport: { width: 1280, height: 800 } },
  },
];

for (const screen of screens)
  test.describe(`performance budgets on a ${screen.name}`, () => {
    test.use(screen.use);
    const pages = [...builtPages(), '/no-such-page'];
    const rows: string[] = [];

    for (const path of pages) {
      test(`${path} stays within its budgets`, async ({ sharedPage: page, baseURL }) => {
        // A first view: nothing comes from the cache the worker's tabs share.
        await firstVisit(page);
        const origin = new URL(baseURL!).origin;
        const sizes: Array<{ url: string; type: string; gzip: number; raw: number }> = [];
        const pending: Promise<void>[] = [];
        page.on('response', (response) => {
          if (!response.url().startsWith(origin)) return;
          pending.push(
            response
              .body()
              .then((body) => {
                sizes.push({
                  url: response.url(),
                  type: response.request().resourceType(),
                  gzip: zlib.gzipSync(body, { level: 6 }).length,
                  raw: body.length,
                });
              })
              .catch(() => undefined),
          );
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        await Promise.all(pending);
        // Every file came over the wire (a cache hit transfers 0 bytes), the page itself too.
        const cached = await page.evaluate(() =>
          [
            ...performance.getEntriesByType('navigation'),
            ...performance.getEntriesByType('resource'),
          ]
            .filter((entry) => (entry as PerformanceResourceTiming).transferSize === 0)
            .map((entry) => entry.name),
        );
        expect(cached, 'a first view: nothing from the cache').toEqual([]);

        const sum = (filter: (s: (typeof sizes)[number]) => boolean) =>
          sizes.filter(filter).reduce((total, s) => total + s.gzip, 0);
        const script = sum((s) => s.type === 'script');
        const total = sum(() => true);
        rows.push(
          `${path}: js ${(script / KiB).toFixed(1)} KiB, total ${(total / KiB).toFixed(1)} KiB`,
        );
        console.log(rows.at(-1));

        expect(script, 'JavaScript (gzip)').toBeLessThanOrEqual(screen.script);
        // The offline pages have no scripts: their menu is the plain HTML one.
        if (screen.withMenu && path !== '/no-such-page' && !isOfflinePage(path)) {
          const before = sizes.length;
          await page.getByRole('navigation', { name: /^(Main|Principal)$/ }).hover();
          await expect(page.locator('[data-dropdown]')).toHaveCount(1);
          await page.waitForLoadState('networkidle');
          await Promise.all(pending);
          expect(sizes.length, 'the menu loads its code on first reach').toBeGreaterThan(before);
          const withMenu = sum((s) => s.type === 'script');
          console.log(`${path}: with the menu, js ${(withMenu / KiB).toFixed(1)} KiB`);
          expect(withMenu, 'JavaScript with the menu (gzip)').toBeLessThanOrEqual(screen.withMenu);
        }
        expect(total, 'first-view transfer (gzip)').toBeLessThanOrEqual(budget.total);
        for (const image of sizes.filter((s) => s.type === 'image')) {
          expect(image.raw, image.url).toBeLessThanOrEqual(budget.image);
        }

        // Nothing from another host may block rendering.
        const blocking = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLScriptElement>(
              'head script[src]:not([async]):not([defer]):not([nomodule])',
            ),
            ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
          ]
            .map((el) => ('src' in el && el.src ? el.src : (el as HTMLLinkElement).href))
            .filter((url) => new URL(url).origin !== location.origin),
        );
        expect(blocking).toEqual([]);

        // Only what the first screen uses is preloaded (docs/performance.md#budgets): each preloaded font is one
        // the page loads, in use on the screen once loaded. No web font is swapped in after the
        // first paint (font-display optional), so none can move the page.
        const fonts = sizes.filter((s) => s.type === 'font').map((s) => new URL(s.url).pathname);
        const preloaded = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
            (l) => new URL(l.href).pathname,
          ),
        );
        expect(fonts.length).toBeGreaterThan(0);
        expect(preloaded.length).toBeGreaterThan(0);
        for (const font of preloaded) expect(fonts, font).toContain(font);
        const displays = await page.evaluate(() =>
          [...document.styleSheets].flatMap((sheet) =>
            [...sheet.cssRules]
              .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
              // Size-adjusted local() fallbacks download nothing; only web fonts have a display.
              .filter((rule) => rule.style.getPropertyValue('src').includes('url('))
              .map((rule) => rule.style.getPropertyValue('font-display')),
          ),
        );
        expect(displays.length).toBeGreaterThan(0);
        expect(new Set(displays)).toEqual(new Set(['optional']));
      });
    }
  });

test('no browser code carries the practice facts module (its module-level work ships with it)', () => {
  const chunks = path.join(outDir, '_next/static/chunks');
  const street = practice.address.street;
  const carriers = readdirSync(chunks).filter((name) =>
    readFileSync(path.join(chunks, name), 'utf8').includes(street),
  );
  expect(carriers).toEqual([]);
});

test("no browser code carries the office's data files (only the hours and closed days, as props)", () => {
  const chunks = path.join(outDir, '_next/static/chunks');
  // A sentence of a review and of an FAQ answer, and the review profile's address: what only the
  // data files hold.
  const markers = [
    reviews[0]!.text.en.slice(0, 40),
    faqs.groups[0]!.items[0]!.q.en,
    reviewProfileUrl,
  ];
  const carriers = readdirSync(chunks).flatMap((name) => {
    const code = readFileSync(path.join(chunks, name), 'utf8');
    return markers.filter((marker) => code.includes(marker)).map((marker) => `${name}: ${marker}`);
  });
  expect(carriers).toEqual([]);
});

test('no page refers to the image optimizer, which a static host does not have', async ({
  request,
}) => {
  for (const path of builtPages()) {
    expect(await (await request.get(path)).text(), path).not.toContain('/_next/image');
  }
});

test('offline help: the registration script is under 1 KiB, the worker at most 15 KiB gzip', async ({
  request,
}) => {
  // The one script every page loads for it, as the pages name it.
  const html = readFileSync(path.join(outDir, 'about.html'), 'utf8');
  const src = /<script src="(\/_next\/static\/offline\/register-[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(src, 'the registration script tag').toBeTruthy();
  const register = await (await request.get(src!)).body();
  expect(register.length).toBeLessThan(KiB);
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  // Revalidated at each use, said outright so that no cache in front can keep an old worker.
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(zlib.gzipSync(await worker.body(), { level: 6 }).length).toBeLessThanOrEqual(15 * KiB);
});

// The first round trip of a new connection carries about 14 KiB: with its router data in a file
// of its own, every page fits in it (docs/performance.md#budgets).
test('each page fits the first round trip: at most 14 KiB of brotli', async ({ request }) => {
  test.skip(
    !scriptsDeferred(),
    'with DEFER_SCRIPTS=off the router data is inline, as Next writes it',
  );
  for (const path of builtPages()) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers()['content-encoding'], path).toBe('br');
    expect(Number(response.headers()['content-length']), path).toBeLessThanOrEqual(14 * 1024);
  }
});

// A first paint may come while the parser is still in the page. The fixed call bar at the bottom
// of a phone's screen, painted half-parsed, would then grow and move: it comes whole right after
// the header, before the main content. On a page in emergency mode the bar that shows is its
// own, first in its main content (the layout's bar is hidden there, and its saved offline copies
// leave it out).
test('the call bar is parsed whole with the top of every page, before the main content', async ({
  request,
}) => {
  for (const path of builtPages()) {
    const html = await (await request.get(path)).text();
    const main = html.indexOf('<main');
    const emergency = html.indexOf('<nav data-call-bar="emergency"');
    const start = emergency >= 0 ? emergency : html.indexOf('<nav data-call-bar');
    expect(start, path).toBeGreaterThan(html.indexOf('</header>'));
    const end = html.indexOf('</nav>', start);
    expect(end, path).toBeGreaterThan(start);
    if (emergency < 0) expect(end, path).toBeLessThan(main);
    else {
      expect(start, path).toBeGreaterThan(main);
      // Nothing a visitor sees comes before it: only the page's structured data.
      const before = html
        .slice(html.indexOf('>', main) + 1, start)
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<[^>]+>/g, '')
        .trim();
      expect(before, path).toBe('');
    }
  }
});
