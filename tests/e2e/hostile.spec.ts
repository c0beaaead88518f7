import net from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { rawGet } from './raw-get';

type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Sends bytes exactly as given (no client-side normalisation) and reads the whole answer. */
function raw(port: number, requestLine: string, extraHeaders = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout: ${requestLine}`)));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(
      Buffer.from(
        `${requestLine}\r\nHost: 127.0.0.1:${port}\r\n${extraHeaders}Connection: close\r\n\r\n`,
        'latin1',
      ),
    );
  });
}

const traversal = [
  '/../package.json',
  '/../../../../etc/passwd',
  '/..%2fpackage.json',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/package.json',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%252e%252e/package.json',
  '/..%5cpackage.json',
  '/..\\package.json',
  '/....//....//package.json',
  '/_next/../../package.json',
  '/_next/%2e%2e/%2e%2e/package.json',
  '/es/../../package.json',
  '/es/%2e%2e%2f%2e%2e%2fpackage.json',
  '/%c0%ae%c0%ae/package.json',
  '/%c0%af../package.json',
  '/.%2e/.%2e/package.json',
  '/privacy/../../package.json',
  '/.env',
  '/.env.local',
  '/.git/config',
  '/.git/HEAD',
  '/package.json',
  '/scripts/serve/serve.mjs',
  '/node_modules/next/package.json',
  '/content/practice.ts',
  '/.inbox/submissions.jsonl',
  '/out/index.html',
  '/%2fetc%2fpasswd',
  '//etc/passwd',
];
const listings = [
  '/_next',
  '/_next/',
  '/_next/static',
  '/_next/static/',
  '/_next/static/chunks/',
  '/_next/static/media/',
  '/es/_next/',
  '/.git/',
];
const odd = [
  '/' + 'a'.repeat(2000),
  '/' + 'a/'.repeat(1000),
  '/es/' + 'x'.repeat(8000),
  '/' + '%41'.repeat(3000),
  '/%00',
  '/privacy%00.html',
  '/a%00b',
  '/%0d%0aSet-Cookie:%20x=1',
  '/%0aLocation:%20http://evil.example',
  '/%ff',
  '/%c3',
  '/%e2%80%ae',
  '/%F0%9F%A6%B7',
  '/es/%C3%B1',
  '/ni%C3%B1os',
  '/%',
  '/%%',
  '/%zz',
  '/%u002e',
  '//',
  '///',
  '//es',
  '//privacy',
  '/es//privacy',
  '///privacy',
  '//evil.example',
  '//evil.example/',
  '///evil.example/%2f..',
  '/\\evil.example',
  '/es/',
  '/es',
  '/ES',
  '/Es/privacy',
  '/es/es/privacy',
  '/es/en/x',
  '/en',
  '/en/',
  '/EN',
  '/En/about',
  '/en//x',
  '/en%2fx',
  '/enx',
  '/english',
  '/en/../../package.json',
  '/privacy/',
  '/privacy.html',
  '/privacy.txt',
  '/privacy/index.html',
  '/index.html',
  '/index',
  '/404',
  '/404.html',
  '/es/404.html',
  '/_headers',
  '/_redirects',
  '/favicon.ico',
  '/robots.txt',
  '/sitemap.xml',
  '/?',
  '/??',
  '/#x',
  '/;jsessionid=1',
  '/privacy;x',
  '/privacy?x=1&x=2',
  '/*',
  '/~',
  '/.',
  '/..',
  '/...',
  '/ /',
  '/%20',
  '/+',
];
const markup = [
  '/?q=<script>alert(1)</script>',
  '/?thank-you=<script>alert(1)</script>',
  '/privacy?x="><img src=x onerror=alert(1)>',
  '/no-such-page?<script>alert(1)</script>',
  '/es/no-existe?q=<svg onload=alert(1)>',
  '/?\'"><script>alert(1)</script>',
  '/<script>alert(1)</script>',
  '/es/<img src=x onerror=alert(1)>',
  '/%3Cscript%3Ealert(1)%3C/script%3E',
  '/es/%3Csvg%20onload%3Dalert(1)%3E',
  '/?x=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '/javascript:alert(1)',
];
const methods = [
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'MKCOL',
  'FOO',
  'CONNECT',
];

function assertSafe(r: RawResponse, request: string) {
  const label = request.length > 120 ? `${request.slice(0, 120)}…` : request;
  expect(r.status, label).toBeGreaterThanOrEqual(200);
  expect(r.status, label).toBeLessThan(500);
  // Markers of files outside out/ and of directory listings; booleans keep failures readable.
  expect(r.body.includes('"name": "sunny-steps-site"'), `${label} leaks package.json`).toBe(false);
  expect(r.body.includes('root:x:0:0'), `${label} leaks /etc/passwd`).toBe(false);
  expect(r.body.includes('[core]'), `${label} leaks .git`).toBe(false);
  expect(/Index of|Directory listing/i.test(r.body), `${label} lists a directory`).toBe(false);
  expect(
    /<script>alert\(1\)|<img src=x onerror|<svg onload/i.test(r.body),
    `${label} echoes markup`,
  ).toBe(false);
  const location = r.headers['location'];
  if (location) expect(location, `${label} redirects off-site`).toMatch(/^\/(?![/\\])/);
}

test.describe('hostile and odd requests', () => {
  test('never a 5xx, a file outside out/, a listing, an off-site redirect or echoed markup', async ({
    baseURL,
  }) => {
    const port = Number(new URL(baseURL!).port);
    let sent = 0;
    const paths = [...traversal, ...listings, ...odd, ...markup];
    for (const p of paths) {
      for (const method of ['GET', 'HEAD']) {
        const r = await raw(port, `${method} ${p} HTTP/1.1`);
        sent++;
        assertSafe(r, `${method} ${p}`);
        expect(r.body, `${method} ${p}`).not.toMatch(
          /<script>alert\(1\)|<img src=x onerror|<svg onload/i,
        );
      }
    }
    for (const p of listings) {
      const r = await raw(port, `GET ${p} HTTP/1.0`);
      expect(r.status, p).toBe(404);
    }
    for (const p of traversal) {
      const r = await raw(port, `GET ${p} HTTP/1.0`);
      // Never a redirect: a `.html` spelling is only redirected when the page exists in out/.
      expect([400, 404], p).toContain(r.status);
    }
    for (const method of methods) {
      for (const p of ['/', '/privacy', '/es/', '/_next/static/']) {
        const r = await raw(port, `${method} ${p} HTTP/1.1`, 'Content-Length: 0\r\n');
        sent++;
        assertSafe(r, `${method} ${p}`);
        expect(r.status, `${method} ${p}`).toBeGreaterThanOrEqual(400);
      }
    }
    // Raw control bytes and broken request lines, which the HTTP parser itself must refuse.
    for (const line of [
      'GET /\x00 HTTP/1.1',
      'GET /\x01\x02 HTTP/1.1',
      'GET /a b HTTP/1.1',
      'GET / HTTP/9.9',
      'GET',
      '\x16\x03\x01',
    ]) {
      const r = await raw(port, line).catch(() => ({ status: 400, headers: {}, body: '' }));
      sent++;
      if (r.status) assertSafe(r, JSON.stringify(line));
    }
    expect(sent).toBeGreaterThanOrEqual(200);

    const home = await raw(port, 'GET / HTTP/1.0');
    expect(home.status).toBe(200);
    expect(home.body.includes('<h1')).toBe(true);
  });

  test('the 404 page answers unknown paths under the right language', async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port);
    const en = await raw(port, 'GET /nothing-here HTTP/1.0');
    const es = await raw(port, 'GET /es/nada HTTP/1.0');
    // The heading's text, read without its markup (noWidow keeps the last two words together
    // in a span of their own).
    const text = (body: string) => body.replace(/<[^>]*>/g, '').replace(/\u00a0|&nbsp;/g, ' ');
    expect(en.status).toBe(404);
    expect(text(en.body).includes('Oops! Page not found')).toBe(true);
    expect(es.status).toBe(404);
    expect(text(es.body).includes('¡Uy! Página no encontrada')).toBe(true);
  });

  test('a page opened with markup in thank-you renders none of it', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto('/?thank-you=<script>alert(1)</script><img src=x onerror=alert(2)>');
    await page.waitForLoadState('networkidle');
    expect(dialogs).toEqual([]);
    expect(await page.content()).not.toContain('<img src="x"');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});

test('no path tells which names exist above out/, and decoded paths pick the 404 language', async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port);
  // The folder that holds out/ and one that does not: the same refusal for both, never a page.
  for (const p of [
    '/..%2fout%2fabout',
    '/..%2fnot-out%2fabout',
    '/%2e%2e%2fout%2fes%2f',
    '/%2e%2e%2fnot-out%2fes%2f',
    '/..%2fout%2fabout.html',
    '/..%2f..%2fmain%2fout%2fabout',
    '/es/..%2f..%2fout%2fabout',
  ]) {
    const r = await raw(port, `GET ${p} HTTP/1.1`);
    expect(r.status, p).toBe(400);
    expect(r.headers['location'], p).toBeUndefined();
    expect(r.headers['cache-control'], p).toBe('no-cache');
  }
  // A path that normalises to another is answered as that one: never a Location with `//` or `.`.
  for (const [p, status, location] of [
    ['/.%2f%2fabout%2f', 308, '/about'],
    ['/about//', 308, '/about'],
    ['//about', 200, undefined],
    ['/es/./about', 200, undefined],
    ['/x/..%2fabout.html', 308, '/about'],
  ] as const) {
    const r = await raw(port, `GET ${p} HTTP/1.1`);
    expect(r.status, p).toBe(status);
    expect(r.headers['location'], p).toBe(location);
  }
  for (const [p, lang] of [
    ['/es%2Fnope', 'es'],
    ['/es%2fnope', 'es'],
    ['/x/..%2fes/nope', 'es'],
    ['/es/..%2fnope', 'en'],
  ] as const) {
    const r = await raw(port, `GET ${p} HTTP/1.1`);
    expect(r.status, p).toBe(404);
    expect(r.body, p).toContain(`<html lang="${lang}"`);
  }
});

test('If-Modified-Since answers 304 only for the exact Last-Modified', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const first = await rawGet(`${origin}/about`, { 'Accept-Encoding': 'identity' });
  const since = async (date: string) =>
    (await rawGet(`${origin}/about`, { 'Accept-Encoding': 'identity', 'If-Modified-Since': date }))
      .status;
  expect(await since(first.headers['last-modified']!)).toBe(304);
  expect(await since('Wed, 21 Oct 2099 07:28:00 GMT')).toBe(200);
  expect(await since(new Date(Date.now() + 86_400_000).toUTCString())).toBe(200);
});

test('every refusal of the server is never cached', async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port);
  for (const [label, line, headers] of [
    ['400, a path that climbs', 'GET /../x HTTP/1.1', ''],
    ['400, a path with NUL', 'GET /about%00 HTTP/1.1', ''],
    ['404', 'GET /nothing-here HTTP/1.1', ''],
    ['405', 'DELETE /about HTTP/1.1', ''],
    ['405, CONNECT', 'CONNECT 127.0.0.1:1 HTTP/1.1', ''],
    ['400 from the parser', 'GET / HTTP/1.1\r\nBad Header', ''],
    ['431', 'GET / HTTP/1.1', `X-Big: ${'x'.repeat(20_000)}\r\n`],
  ] as const) {
    const r = await raw(port, line, headers);
    expect(r.status, label).toBeGreaterThanOrEqual(400);
    expect(r.headers['cache-control'], label).toBe('no-cache');
    expect(r.headers['x-content-type-options'], label).toBe('nosniff');
  }
});

test('ranges are cut from the file itself; each encoding has its own ETag', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const get = (target: string, headers: Record<string, string>) =>
    rawGet(`${origin}${target}`, headers);
  const dir = path.resolve(__dirname, '../../out/_next/static/chunks');
  const [name] = readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => ({ f, size: readFileSync(path.join(dir, f)).length }))
    .sort((a, b) => b.size - a.size)
    .map((c) => c.f);
  const file = readFileSync(path.join(dir, name!));
  expect(file.length).toBeGreaterThan(5000);
  const url = `/_next/static/chunks/${name}`;
  for (const [start, end] of [
    [0, 99],
    [1000, 4999],
  ]) {
    const r = await get(url, {
      'Accept-Encoding': 'identity',
      Range: `bytes=${start}-${end}`,
    });
    expect(r.status, `bytes=${start}-${end}`).toBe(206);
    expect(r.headers['content-encoding'], `bytes=${start}-${end}`).toBeUndefined();
    expect(r.headers['content-range']).toBe(`bytes ${start}-${end}/${file.length}`);
    expect(r.headers['content-length']).toBe(String(end! - start! + 1));
    expect(r.body.equals(file.subarray(start, end! + 1)), `bytes=${start}-${end}`).toBe(true);
  }
  const past = await get(url, {
    'Accept-Encoding': 'identity',
    Range: `bytes=${file.length}-`,
  });
  expect(past.status).toBe(416);
  expect(past.headers['content-range']).toBe(`bytes */${file.length}`);
  // An error, never cached, though the file is cached for a year.
  expect(past.headers['cache-control']).toBe('no-cache');
  // A client that takes a compressed copy gets all of it (as from nginx's brotli_static and
  // gzip_static): a range of compressed bytes is of no use to a browser.
  const whole = await get(url, {
    'Accept-Encoding': 'gzip, deflate, br',
    Range: 'bytes=0-99',
  });
  expect(whole.status).toBe(200);
  expect(whole.headers['content-encoding']).toBe('br');
  expect(whole.headers['content-range']).toBeUndefined();
  expect(whole.body.equals(readFileSync(path.join(dir, `${name}.br`)))).toBe(true);

  const etags = new Set<string>();
  for (const encoding of ['identity', 'gzip', 'br']) {
    const r = await get(url, { 'Accept-Encoding': encoding });
    expect(r.status, encoding).toBe(200);
    expect(r.headers['content-encoding'] ?? 'identity', encoding).toBe(encoding);
    expect(r.headers.vary, encoding).toBe('Accept-Encoding');
    etags.add(r.headers.etag!);
    // Revalidating with the ETag that came with the encoding answers 304; another's, 200.
    const again = await get(url, {
      'Accept-Encoding': encoding,
      'If-None-Match': r.headers.etag!,
    });
    expect(again.status, `${encoding} revalidated`).toBe(304);
    expect(again.headers.etag, `${encoding} revalidated`).toBe(r.headers.etag);
  }
  expect(etags.size, [...etags].join(' ')).toBe(3);
  const [identityTag] = etags;
  const other = await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': identityTag! });
  expect(other.status).toBe(200);
});

test('the served files are exactly those of out/', () => {
  // A guard for the traversal checks: the body markers they look for really exist outside out/.
  expect(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')).toContain(
    '"name": "sunny-steps-site"',
  );
});
