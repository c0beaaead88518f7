// @ts-check
// The one description of how the built site is served: redirects, 404 pages, response headers
// and the Content-Security-Policy. scripts/serve.mjs applies it locally; scripts/postbuild.mjs
// writes it for static hosts (out/_headers, out/_redirects) and into each page (CSP meta);
// scripts/nginx.mjs writes deploy/nginx.conf from it.
import { readFileSync } from 'node:fs';

/**
 * The outside services the pages use (content/endpoints.json) and the local inbox's path.
 * @type {typeof import('../content/endpoints.json')}
 */
export const endpoints = JSON.parse(
  readFileSync(new URL('../content/endpoints.json', import.meta.url), 'utf8'),
);

/** `/en` and anything under it go to the English home (spec 2.1, 8). */
export const redirects = [{ pattern: /^\/en(?:\/|$)/, source: '/en', location: '/', status: 301 }];

/**
 * @param {string} pathname
 * @returns {{ location: string, status: number } | null}
 */
export function redirectFor(pathname) {
  const rule = redirects.find((r) => r.pattern.test(pathname));
  return rule ? { location: rule.location, status: rule.status } : null;
}

/**
 * One address per page (DECISIONS "Canonical URLs"): the page in `X.html` is `X`, the home page
 * of a folder (`X/index.html`) is `X/`. Any other spelling of a page that exists answers 308 to
 * its address, keeping the query: `/about/` and `/about.html` → `/about`; `/index.html` and
 * `/index` → `/`; `/es`, `/es.html`, `/es/index.html` → `/es/`. `isFile(path)` says whether
 * out/ holds that file. Spellings of missing pages are not redirected: they are 404s.
 */
export const canonicalStatus = 308;

/** The home pages: English at the root, Spanish in its folder (`out/es/index.html`). */
export const homePages = ['/', '/es/'];

/**
 * @param {string} pathname
 * @param {(file: string) => boolean} isFile
 * @returns {string | null}
 */
export function canonicalPathFor(pathname, isFile) {
  // A Location starting `//` or `/\` would name another host.
  if (!/^\/(?![/\\])/.test(pathname)) return null;
  // Each group below starts with `/`, so a match is never an empty string.
  const folder = pathname.match(/^(\/(?:.*\/)?)index(?:\.html)?$/)?.[1];
  if (folder) return isFile(`${folder}index.html`) ? folder : null;
  const htmlPage = pathname.match(/^(\/.+)\.html$/)?.[1];
  if (htmlPage) {
    if (isFile(pathname)) return htmlPage;
    return isFile(`${htmlPage}/index.html`) ? `${htmlPage}/` : null;
  }
  const slashed = pathname.match(/^(\/.+)\/$/)?.[1];
  if (slashed) return isFile(`${slashed}.html`) ? slashed : null;
  if (pathname !== '/' && !isFile(`${pathname}.html`) && isFile(`${pathname}/index.html`)) {
    return `${pathname}/`;
  }
  return null;
}

/** Paths that can only name a page's file; when no page answers to them they are 404s. */
export const fileSpelling = /(?:\.html|\/index)$/;

/**
 * The 404 page a missing path gets: Spanish under /es (the first rule that matches), English
 * for every other path.
 */
export const notFoundPages = [{ prefix: '/es/', pattern: /^\/es(?:\/|$)/, page: '/es/404.html' }];
export const defaultNotFoundPage = '/404.html';

/**
 * @param {string} pathname
 * @returns {string}
 */
export function notFoundPageFor(pathname) {
  return notFoundPages.find((p) => p.pattern.test(pathname))?.page ?? defaultNotFoundPage;
}

/**
 * The policy of every page. Script hashes are per page (Next inlines its router payload), so
 * the full policy goes into each page's <meta http-equiv> at build time; the header carries the
 * directives a meta tag cannot (frame-ancestors) and repeats the ones that must hold even for
 * responses without one. Both are enforced together.
 * @param {string[]} scriptHashes base64 SHA-256 of each inline script
 * @param {string[]} [styleAttributeHashes] the same of each style attribute's value
 * @returns {string}
 */
export function pageCsp(scriptHashes, styleAttributeHashes = []) {
  return serializeCsp({
    'default-src': ["'none'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'sha256-${h}'`)],
    'style-src': ["'self'"],
    // Only the exact style attributes the page was built with ('unsafe-hashes' is CSP's word
    // for allowing hashed attribute values, never arbitrary ones).
    ...(styleAttributeHashes.length && {
      'style-src-attr': ["'unsafe-hashes'", ...styleAttributeHashes.map((h) => `'sha256-${h}'`)],
    }),
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    // The offline-help service worker, /sw.js (scripts/offline.mjs).
    'worker-src': ["'self'"],
    'frame-src': [endpoints.map],
    'form-action': ["'self'", endpoints.formService],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  });
}

export const headerCsp = serializeCsp({
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'", endpoints.formService],
});

/**
 * @param {Record<string, string[]>} directives
 * @returns {string}
 */
function serializeCsp(directives) {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const securityHeaders = {
  'Content-Security-Policy': headerCsp,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Hashed build assets never change; everything else is revalidated on each visit. Error answers
 * (404 pages, refusals) are never cached as they are: a hashed name that is missing now (an
 * upload in progress, a rollback) must not stay missing in a browser for a year.
 */
export const immutablePrefix = '/_next/static/';
export const cacheImmutable = 'public, max-age=31536000, immutable';
export const cacheRevalidate = 'public, max-age=0, must-revalidate';
export const cacheError = 'no-cache';

/**
 * @param {string} pathname
 * @returns {string}
 */
export function cacheControlFor(pathname) {
  return pathname.startsWith(immutablePrefix) ? cacheImmutable : cacheRevalidate;
}

/**
 * Offline help (README "Offline help"): a service worker keeps the emergency page and an
 * offline page in each language, and answers with them when a page cannot load. Turn it off
 * here (or build with OFFLINE=off): the next build ships a worker that removes itself.
 */
export const offline = {
  enabled: process.env.OFFLINE !== 'off',
  /** The script-free pages the worker keeps, with the stylesheet, font and icon they name. */
  pages: ['/offline', '/offline/emergency', '/es/offline', '/es/offline/emergency'],
  /** Which kept page answers a path that cannot load: the first whose pattern matches. */
  fallbacks: [
    { pattern: /^\/es\/emergency$/, page: '/es/offline/emergency' },
    { pattern: /^\/emergency$/, page: '/offline/emergency' },
    { pattern: /^\/es(?:\/|$)/, page: '/es/offline' },
    { pattern: /^\//, page: '/offline' },
  ],
  cachePrefix: 'sunny-steps',
  /** Where the registration script goes, under its content hash (immutable, like Next's files). */
  registerDir: '_next/static/offline',
  /** Issue 17: bytes over the wire, gzip for the worker, raw for the registration script. */
  budgets: { precache: 100 * 1024, worker: 15 * 1024, register: 1024 },
};

/**
 * Precompressed copies (scripts/precompress.mjs) for the servers that send files as they are:
 * scripts/serve.mjs and nginx (deploy/nginx.conf). Left out of a build on Netlify, Cloudflare
 * Pages or Vercel (their build sets NETLIFY, CF_PAGES or VERCEL): those hosts compress by
 * themselves and would publish `X.br` as a URL of its own. `PRECOMPRESS=off` leaves them out too.
 */
export const precompress = {
  enabled:
    process.env.PRECOMPRESS !== 'off' &&
    !['NETLIFY', 'CF_PAGES', 'VERCEL'].some((name) => process.env[name]),
};
