// deploy/nginx.conf in a real nginx over the same out/, answering path by path exactly as the
// local server (the Playwright webServer) does: status, Location, Content-Type, Cache-Control,
// the security headers and the body. The rest of the suite proves the local server, so a host
// configuration that answers the same inherits those proofs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { test, expect } from './fixtures';
import { rawGet } from './raw-get';

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

  test.beforeAll(async ({}, testInfo) => {
    const port = Number(process.env.NGINX_PORT ?? new URL(testInfo.project.use.baseURL!).port) + 1;
    dir = mkdtempSync(path.join(os.tmpdir(), 'sunny-steps-nginx-'));
    // Workers started by a root master run as an unprivileged user, which must reach the files.
    chmodSync(dir, 0o755);
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(dir, port));
    nginxOrigin = `http://127.0.0.1:${port}`;
    nginx = spawn(
      nginxBinary,
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
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
