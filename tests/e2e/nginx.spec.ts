// deploy/nginx.conf in a real nginx over the same out/, answering path by path exactly as the
// local server (the Playwright webServer) does: status, Location, Content-Type, Cache-Control,
// the security headers and the body. The rest of the suite proves the local server, so a host
// configuration that answers the same inherits those proofs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { test, expect } from './fixtures';
import { headerValues, rawGet, rawRequest } from './raw-get';

const root = path.resolve(__dirname, '../..');
const out = path.join(root, 'out');

/** Debian's nginx is /usr/sbin/nginx, often not on a user's PATH; elsewhere it is `nginx`. */
const nginxBinary =
  process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** `nginx -V` (on stderr), or a clear failure when nginx is not installed. */
function nginxBuildInfo(): string {
  const result = spawnSync(nginxBinary, ['-V'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(
      `nginx not found (${nginxBinary}); this spec runs deploy/nginx.conf in it. ` +
        'Debian: sudo apt-get install nginx · macOS: brew install nginx · or set NGINX_PATH',
    );
  }
  return result.stderr + result.stdout;
}

/** The brotli_static module deploy/nginx.conf needs, or a clear failure when it is missing. */
function brotliModule(info: string): string {
  const modules = info.match(/--modules-path=(\S+)/)?.[1] ?? '/usr/lib/nginx/modules';
  const file = path.join(modules, 'ngx_http_brotli_static_module.so');
  if (!existsSync(file)) {
    throw new Error(
      `${file} not found; deploy/nginx.conf serves the precompressed .br files with it. ` +
        'Debian: sudo apt-get install libnginx-mod-http-brotli-static',
    );
  }
  return file;
}

/** The generated server block, wrapped in the smallest nginx.conf a host would have around it. */
function nginxConf(dir: string, port: number): string {
  const info = nginxBuildInfo();
  // The distribution's mime.types sits beside its nginx.conf; it is what the including
  // http block must provide (deploy/nginx.conf says so).
  const confPath = info.match(/--conf-path=(\S+)/)?.[1] ?? '/etc/nginx/nginx.conf';
  const serverBlock = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const substituted = serverBlock
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root \/var\/www\/sunnysteps\/out;$/m, `$1root ${out};`);
  expect(substituted, 'deploy/nginx.conf has `listen 80;` and the documented root').not.toMatch(
    /listen 80;|\/var\/www\/sunnysteps/,
  );
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    // As Debian's /etc/nginx/modules-enabled/50-mod-http-brotli-static.conf loads it.
    `load_module ${brotliModule(info)};`,
    'daemon off;',
    // Workers of a master started by root run as an unprivileged user, which may not enter the
    // folder of this checkout (a clone in a private temporary folder): here they run as the
    // user that runs the tests, as they do anyway when that user is not root.
    ...(process.getuid?.() === 0 ? [`user ${os.userInfo().username};`] : []),
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `    include ${path.join(path.dirname(confPath), 'mime.types')};`,
    '    default_type application/octet-stream;',
    '    access_log off;',
    `    ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    substituted,
    '}',
    '',
  ].join('\n');
}

/** A hashed file Next wrote, by extension, to compare an asset that exists. */
function hashedAsset(folder: string, extension: string): string {
  const name = readdirSync(path.join(out, '_next/static', folder)).find((f) =>
    f.endsWith(extension),
  );
  expect(name, `a ${extension} file in out/_next/static/${folder}`).toBeDefined();
  return `/_next/static/${folder}/${name}`;
}

const paths = [
  // pages, their duplicates and the home pages
  '/',
  '/?thank-you=true',
  '/about',
  '/about?ref=a&x=1',
  '/about/',
  '/about/?ref=a',
  '/about.html',
  '/about.html?ref=a',
  '/es/faqs',
  '/es/faqs/',
  '/es/about.html?ref=a',
  '/blog',
  '/blog/',
  '/index.html',
  '/index.html?ref=a',
  '/index',
  '/es',
  '/es?ref=a',
  '/es/',
  '/es/index.html',
  '/es/index.html?ref=a',
  '/es/index',
  '/es.html',
  '/blog/index',
  '/%61bout.html',
  '/about%2F',
  // the office's editor: its page, its configuration (a type neither server names) and its code
  '/admin',
  '/admin/',
  '/admin/index.html',
  '/admin/config.yml',
  '/admin/cms/editor.js',
  // the spec's /en redirects
  '/en',
  '/en/',
  '/en/about',
  '/en/es/faqs?ref=a',
  // unknown paths in each language
  '/nothing-here',
  '/nothing-here/',
  '/nothing-here.html',
  '/es/nada',
  '/es/nada/',
  '/es/nada.html',
  '/404',
  '/404.html',
  '/es/404.html',
  // files
  '/_next/static/chunks/missing.js',
  '/_next/static/media/missing.woff2',
  '/_next/static/',
  '/_next/static/chunks/',
  '/_next/static/chunks/missing.js/',
  '/manifest.webmanifest',
  '/sitemap.xml',
  '/robots.txt',
  '/icon.svg',
  '/apple-touch-icon.png',
  '/about.txt',
  // precompressed copies are never URLs of their own
  '/about.html.br',
  '/about.txt.gz',
  '/es/index.html.gz',
  // the offline-help worker, revalidated at each use, and other files that are not pages
  '/sw.js',
  '/es/about.txt',
  '/art/header/about.svg',
  // a new-patient form's PDF in each language, and one that does not exist
  '/forms/health-history.pdf',
  '/es/forms/health-history.pdf',
  '/forms/no-such-form.pdf',
  // the host configuration the build writes beside the pages is not a page
  '/_headers',
  '/_redirects',
  // paths are compared decoded and normalised
  '/es%2Fnada',
  '/es%2fabout',
  '/.%2f%2fabout%2f',
  '/about%2f%2f',
  '/es/.%2ffaqs',
  '/x/..%2fabout',
];

/** Media type and charset, with the two names of JavaScript counted as one. */
function contentType(response: APIResponse): string | undefined {
  const value = response.headers()['content-type'];
  if (!value) return undefined;
  const [media, ...params] = value.toLowerCase().split(';');
  const charset = params.map((p) => p.trim()).find((p) => p.startsWith('charset='));
  const type = media!.trim() === 'text/javascript' ? 'application/javascript' : media!.trim();
  return charset ? `${type}; ${charset}` : type;
}

let nginx: ChildProcess | undefined;
let dir = '';
let nginxOrigin = '';
let nginxLog = '';

test.describe('deploy/nginx.conf in nginx', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sunny-steps-nginx-'));
    // nginx takes over a socket this process opened on a port the system picked (nginx inherits
    // the sockets named in its NGINX variable, as in a binary upgrade): the port is never free
    // in between, so no other test or run can take it.
    const socket = net.createServer();
    await new Promise<void>((resolve) => socket.listen(0, '127.0.0.1', resolve));
    const { port } = socket.address() as net.AddressInfo;
    // The descriptor of a listening socket has no public accessor in Node.
    const fd = (socket as unknown as { _handle: { fd: number } })._handle.fd;
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(dir, port));
    nginxOrigin = `http://127.0.0.1:${port}`;
    try {
      nginx = spawn(
        nginxBinary,
        ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
        // The socket is the child's descriptor 3.
        { stdio: ['ignore', 'pipe', 'pipe', fd], env: { ...process.env, NGINX: '3;' } },
      );
    } finally {
      // nginx has its own copy of the socket; this process must not accept on it.
      socket.close();
    }
    nginx.stderr!.on('data', (chunk) => (nginxLog += chunk));
    nginx.stdout!.on('data', (chunk) => (nginxLog += chunk));
    const exited = new Promise<never>((_, reject) =>
      nginx!.once('exit', (code) =>
        reject(new Error(`nginx exited (${code}): ${nginxLog}${errorLog()}`)),
      ),
    );
    const ready = (async () => {
      for (let i = 0; i < 100; i++) {
        try {
          await fetch(`${nginxOrigin}/robots.txt`);
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      throw new Error(`nginx did not answer on ${nginxOrigin}: ${errorLog()}`);
    })();
    await Promise.race([ready, exited]);
  });

  test.afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const stopped = new Promise((r) => nginx!.once('exit', r));
      nginx.kill('SIGQUIT');
      await stopped;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('answers every path as the local server does', async ({ request }) => {
    const { securityHeaders } = await import('../../scripts/site-config.mjs');
    const table = [
      ...paths,
      hashedAsset('chunks', '.js'),
      hashedAsset('chunks', '.css'),
      hashedAsset('media', '.woff2'),
    ];
    const differences: string[] = [];
    for (const p of table) {
      const local = await request.get(p, { maxRedirects: 0 });
      const remote = await request.get(`${nginxOrigin}${p}`, { maxRedirects: 0 });
      const differ = (what: string, a: unknown, b: unknown) => {
        if (a !== b) differences.push(`${p} ${what}: local ${String(a)} · nginx ${String(b)}`);
      };
      differ('status', local.status(), remote.status());
      differ('Location', local.headers()['location'], remote.headers()['location']);
      // A redirect's body (and so its type) is only what the server prints for old clients.
      if (local.status() < 300 || local.status() >= 400) {
        differ('Content-Type', contentType(local), contentType(remote));
        differ('body', (await local.body()).equals(await remote.body()), true);
      }
      differ('Cache-Control', local.headers()['cache-control'], remote.headers()['cache-control']);
      for (const name of Object.keys(securityHeaders)) {
        differ(name, local.headers()[name.toLowerCase()], remote.headers()[name.toLowerCase()]);
      }
    }
    expect(differences).toEqual([]);
  });

  test('unknown paths get the 404 page of their language, uncached, on both', async ({
    request,
  }) => {
    // The page's text without the markup inside its heading (noWidow keeps the last two words in
    // a span of their own); the <html> tag is checked on the raw body.
    const text = (body: string) => body.replace(/<[^>]*>/g, '').replace(/\u00a0|&nbsp;/g, ' ');
    for (const [p, lang, title] of [
      ['/nothing-here', 'en', 'Oops! Page not found'],
      ['/es/nada', 'es', '¡Uy! Página no encontrada'],
      ['/_next/static/chunks/missing.js', 'en', 'Oops! Page not found'],
    ] as const) {
      for (const url of [p, `${nginxOrigin}${p}`]) {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(404);
        const body = await response.text();
        expect(body, url).toContain(`<html lang="${lang}"`);
        expect(text(body), url).toContain(title);
        expect(response.headers()['cache-control'], url).not.toMatch(/immutable|max-age=[1-9]/);
      }
    }
  });

  test('other methods are refused alike and never cached, on both', async ({ request }) => {
    const asset = hashedAsset('chunks', '.js');
    for (const p of ['/about', asset, '/_next/static/chunks/missing.js']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
        for (const url of [p, `${nginxOrigin}${p}`]) {
          const response = await request.fetch(url, { method, maxRedirects: 0 });
          expect(response.status(), `${method} ${url}`).toBe(405);
          expect(response.headers()['allow'], `${method} ${url}`).toBe('GET, HEAD');
          expect(response.headers()['cache-control'], `${method} ${url}`).toBe('no-cache');
        }
      }
    }
  });

  test('paths that normalise to another are answered as it; paths that climb, 400', async ({
    baseURL,
  }) => {
    const local = new URL(baseURL!).origin;
    // Targets a URL parser would rewrite before sending: sent exactly as written.
    for (const target of ['//about', '/about//', '///es//faqs', '/x/../about', '/es/./faqs/']) {
      const [a, b] = await Promise.all(
        [local, nginxOrigin].map((origin) =>
          rawRequest(origin, target, { headers: { 'Accept-Encoding': 'identity' } }),
        ),
      );
      expect(a!.status, target).toBe(b!.status);
      expect(a!.status, target).toBeLessThan(400);
      expect(a!.headers.location, target).toBe(b!.headers.location);
      expect(a!.headers['cache-control'], target).toBe(b!.headers['cache-control']);
      if (a!.status === 200) expect(a!.body.equals(b!.body), target).toBe(true);
    }
    const { fileCsp } = await import('../../scripts/site-config.mjs');
    for (const target of [
      '/..%2fout%2fabout',
      '/..%2fnot-out%2fabout',
      '/%2e%2e%2fout%2fes%2f',
      '/../package.json',
      '/es/../../package.json',
      '/_next/%2e%2e/%2e%2e/package.json',
    ]) {
      for (const origin of [local, nginxOrigin]) {
        const r = await rawRequest(origin, target);
        expect(r.status, `${origin}${target}`).toBe(400);
        expect(r.headers['cache-control'], `${origin}${target}`).toBe('no-cache');
        expect(r.headers['content-security-policy'], `${origin}${target}`).toBe(fileCsp);
      }
    }
  });

  test("a post to the inbox: the form-error page in the visitor's language, never cached", async ({
    baseURL,
  }) => {
    const local = new URL(baseURL!).origin;
    const form = {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Accept-Encoding': 'identity',
    };
    const page = (file: string) => readFileSync(path.join(out, file));
    // nginx stores nothing: every post gets the page that says to call, in place of a 405.
    for (const [referer, file] of [
      [`${nginxOrigin}/es/contact?x=1`, 'es/form-error.html'],
      ['/es/', 'es/form-error.html'],
      [`${nginxOrigin}/es`, 'es/form-error.html'],
      [`${nginxOrigin}/contact`, 'form-error.html'],
      [`${nginxOrigin}/espanol`, 'form-error.html'],
      ['http://[', 'form-error.html'],
      [undefined, 'form-error.html'],
    ] as const) {
      const r = await rawRequest(nginxOrigin, '/__inbox', {
        method: 'POST',
        headers: { ...form, ...(referer && { Referer: referer }) },
        body: 'Message=hi&Language=English',
      });
      expect(r.status, String(referer)).toBe(503);
      expect(r.headers['content-type'], String(referer)).toMatch(/^text\/html/);
      expect(r.headers['cache-control'], String(referer)).toMatch(/^no-(?:cache|store)$/);
      expect(r.body.equals(page(file)), `${referer} → ${file}`).toBe(true);
    }
    // What both refuse, they refuse alike: a body over the inbox's limit (413, with the page),
    // another method (405, Allow: POST).
    const { inboxMaxBody } = await import('../../scripts/site-config.mjs');
    for (const origin of [local, nginxOrigin]) {
      const big = await rawRequest(origin, '/__inbox', {
        method: 'POST',
        headers: { ...form, Referer: `${origin}/es/contact` },
        body: `Message=${'x'.repeat(inboxMaxBody)}`,
      });
      expect(big.status, origin).toBe(413);
      expect(big.headers['cache-control'], origin).toBe('no-cache');
      expect(big.body.equals(page('es/form-error.html')), origin).toBe(true);
      for (const method of ['GET', 'HEAD', 'PUT']) {
        const r = await rawRequest(origin, '/__inbox', { method });
        expect(r.status, `${method} ${origin}`).toBe(405);
        expect(r.headers.allow, `${method} ${origin}`).toBe('POST');
        expect(r.headers['cache-control'], `${method} ${origin}`).toBe('no-cache');
      }
    }
  });

  test('each answer has the header policy of what it carries, on both', async ({ baseURL }) => {
    const local = new URL(baseURL!).origin;
    const { fileCsp, headerCsp } = await import('../../scripts/site-config.mjs');
    const js = hashedAsset('chunks', '.js');
    for (const [target, policy] of [
      ['/about', headerCsp],
      ['/es/', headerCsp],
      ['/nothing-here', headerCsp],
      ['/icon.svg', fileCsp],
      ['/art/header/about.svg', fileCsp],
      ['/sw.js', fileCsp],
      ['/manifest.webmanifest', fileCsp],
      ['/es/about.txt', fileCsp],
      ['/robots.txt', fileCsp],
      [js, fileCsp],
      ['/about/', fileCsp],
      ['/en', fileCsp],
    ] as const) {
      for (const origin of [local, nginxOrigin]) {
        const r = await rawRequest(origin, target);
        expect(headerValues(r, 'content-security-policy'), `${origin}${target}`).toEqual([policy]);
        // A revalidated page keeps its policy: a 304's headers replace the cached ones.
        if (r.headers.etag && r.status === 200) {
          const again = await rawRequest(origin, target, {
            headers: { 'If-None-Match': r.headers.etag },
          });
          expect(again.status, `${origin}${target} revalidated`).toBe(304);
          expect(
            headerValues(again, 'content-security-policy'),
            `${origin}${target} revalidated`,
          ).toEqual([policy]);
        }
      }
    }
    for (const origin of [local, nginxOrigin]) {
      const worker = await rawRequest(origin, '/sw.js');
      expect(worker.headers['cache-control'], origin).toBe('no-cache');
    }
  });

  test('errors are never cached: 404, 405, 416, oversized headers; If-Modified-Since is exact', async ({
    baseURL,
  }) => {
    const local = new URL(baseURL!).origin;
    const js = hashedAsset('chunks', '.js');
    for (const origin of [local, nginxOrigin]) {
      const past = await rawRequest(origin, js, {
        headers: { 'Accept-Encoding': 'identity', Range: 'bytes=99999999-' },
      });
      expect(past.status, origin).toBe(416);
      const cache = headerValues(past, 'cache-control');
      // nginx 1.22 sends the headers of a 416 twice, the file's Cache-Control beside no-cache
      // (deploy/nginx.conf says why); no-cache prevails. The local server sends it once.
      if (origin === local) expect(cache).toEqual(['no-cache']);
      else expect(cache, origin).toContain('no-cache');
      for (const [target, headers] of [
        ['/_next/static/chunks/missing.js', {}],
        ['/nothing-here', {}],
        ['/', { 'X-Big': 'x'.repeat(20_000) }],
      ] as const) {
        const r = await rawRequest(origin, target, { headers });
        expect(r.status, `${origin}${target}`).toBeGreaterThanOrEqual(400);
        expect(headerValues(r, 'cache-control'), `${origin}${target}`).toEqual(['no-cache']);
      }
      const r = await rawRequest(origin, '/about', { method: 'DELETE' });
      expect(headerValues(r, 'cache-control'), `DELETE ${origin}`).toEqual(['no-cache']);

      // 304 only for the time the file was sent with, as nginx's `if_modified_since exact`.
      const page = await rawRequest(origin, '/about', { headers: { 'Accept-Encoding': 'br' } });
      const since = (date: string) =>
        rawRequest(origin, '/about', {
          headers: { 'Accept-Encoding': 'br', 'If-Modified-Since': date },
        });
      expect((await since(page.headers['last-modified']!)).status, origin).toBe(304);
      expect((await since('Wed, 21 Oct 2099 07:28:00 GMT')).status, origin).toBe(200);
      expect((await since('Thu, 01 Jan 2015 00:00:00 GMT')).status, origin).toBe(200);
    }
  });

  test('precompressed copies: same encoding, Vary and bytes on both, one ETag per encoding', async ({
    baseURL,
  }) => {
    const local = new URL(baseURL!).origin;
    // Request path → the file on disk, for each kind of file that has copies, and the 404 page.
    const files: [string, string, number][] = [
      ['/about', 'about.html', 200],
      ['/es/', 'es/index.html', 200],
      ['/es/about.txt', 'es/about.txt', 200],
      ['/sitemap.xml', 'sitemap.xml', 200],
      ['/manifest.webmanifest', 'manifest.webmanifest', 200],
      ['/icon.svg', 'icon.svg', 200],
      ['/es/nada', 'es/404.html', 404],
      ...(['.js', '.css'] as const).map((ext): [string, string, number] => {
        const asset = hashedAsset('chunks', ext);
        return [asset, asset.slice(1), 200];
      }),
    ];
    const accepts: [string, string | undefined, string][] = [
      ['gzip, deflate, br, zstd', 'br', '.br'],
      ['gzip, deflate', 'gzip', '.gz'],
      ['br;q=0, gzip', 'gzip', '.gz'],
      ['identity', undefined, ''],
    ];
    for (const [p, file, status] of files) {
      for (const origin of [local, nginxOrigin]) {
        const etags = new Map<string, string>();
        for (const [accept, encoding, suffix] of accepts) {
          const where = `${origin}${p} (${accept})`;
          const r = await rawGet(`${origin}${p}`, { 'Accept-Encoding': accept });
          expect(r.status, where).toBe(status);
          expect(r.headers['content-encoding'], where).toBe(encoding);
          expect(r.headers.vary, where).toBe('Accept-Encoding');
          expect(r.body.equals(readFileSync(path.join(out, file + suffix))), where).toBe(true);
          etags.set(suffix, r.headers.etag!);
          if (status !== 200) continue;
          const again = await rawGet(`${origin}${p}`, {
            'Accept-Encoding': accept,
            'If-None-Match': r.headers.etag!,
          });
          expect(again.status, `${where} revalidated`).toBe(304);
        }
        expect(new Set(etags.values()).size, `${origin}${p}: ${[...etags.values()]}`).toBe(3);
      }
    }
    // Fonts and pictures are compressed already: sent as they are, without Vary.
    const font = hashedAsset('media', '.woff2');
    for (const origin of [local, nginxOrigin]) {
      const r = await rawGet(`${origin}${font}`, { 'Accept-Encoding': 'gzip, br' });
      expect(r.headers['content-encoding'], origin).toBeUndefined();
      expect(r.headers.vary, origin).toBeUndefined();
    }
    // Ranges: of the file itself; a compressed copy is always sent whole.
    const css = hashedAsset('chunks', '.css');
    const bytes = readFileSync(path.join(out, css));
    for (const origin of [local, nginxOrigin]) {
      const part = await rawGet(`${origin}${css}`, {
        'Accept-Encoding': 'identity',
        Range: 'bytes=10-19',
      });
      expect(part.status, origin).toBe(206);
      expect(part.headers['content-range'], origin).toBe(`bytes 10-19/${bytes.length}`);
      expect(part.body.equals(bytes.subarray(10, 20)), origin).toBe(true);
      const whole = await rawGet(`${origin}${css}`, {
        'Accept-Encoding': 'br',
        Range: 'bytes=10-19',
      });
      expect(whole.status, origin).toBe(200);
      expect(whole.headers['content-encoding'], origin).toBe('br');
      expect(whole.body.equals(readFileSync(path.join(out, `${css}.br`))), origin).toBe(true);
    }
  });

  test('redirects stay on the site, relative, without loops', async ({ request }) => {
    for (const p of paths) {
      let url = p;
      for (let hop = 0; hop < 3; hop++) {
        const response = await request.get(`${nginxOrigin}${url}`, { maxRedirects: 0 });
        const location = response.headers()['location'];
        if (!location) break;
        expect(location, `${url} → ${location}`).toMatch(/^\/(?![/\\])/);
        expect(location, `${url} redirects to itself`).not.toBe(url);
        expect(hop, `${p} takes more than one redirect`).toBe(0);
        url = location;
      }
    }
  });
});

function errorLog(): string {
  const file = path.join(dir, 'error.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}
