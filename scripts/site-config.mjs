// @ts-check
// The one description of how the built site is served: redirects, 404 pages, response headers
// and the Content-Security-Policy. scripts/serve/serve.mjs applies it locally; scripts/build/postbuild.mjs
// writes it for static hosts (out/_headers, out/_redirects) and into each page (CSP meta);
// scripts/tools/nginx.mjs writes deploy/nginx.conf from it.
import { readFileSync } from 'node:fs';

/**
 * The outside services the pages use (content/endpoints.json) and the local inbox's path.
 * @type {typeof import('../content/endpoints.json')}
 */
export const endpoints = JSON.parse(
  readFileSync(new URL('../content/endpoints.json', import.meta.url), 'utf8'),
);

/** `/en` and anything under it go to the English home (docs/product.md#route-table, docs/product.md#errors). */
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
 * One address per page (docs/product.md#canonical-urls): the page in `X.html` is `X`, the home page
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

/** The paths in Spanish: the Spanish home and everything below it. Every other path is English. */
export const spanishPath = /^\/es(?:\/|$)/;

/**
 * The 404 page a missing path gets: Spanish under /es (the first rule that matches), English
 * for every other path. The path is the one a file would be looked up by: decoded and
 * normalised, so `/es%2Fnope` and `/x/../es/nope` get the Spanish page (as nginx reads `$uri`).
 */
export const notFoundPages = [{ prefix: '/es/', pattern: spanishPath, page: '/es/404.html' }];
export const defaultNotFoundPage = '/404.html';

/**
 * @param {string} pathname
 * @returns {string}
 */
export function notFoundPageFor(pathname) {
  return notFoundPages.find((p) => p.pattern.test(pathname))?.page ?? defaultNotFoundPage;
}

/**
 * The language of a path: Spanish under /es, else English (also for no path at all).
 * @param {string | null} pathname
 * @returns {'en' | 'es'}
 */
export const languageOf = (pathname) =>
  pathname !== null && spanishPath.test(pathname) ? 'es' : 'en';

/**
 * The page that tells a visitor whose form could not be taken to call the office, in the
 * language of the page the form was on (the path of the Referer). The local inbox sends it with
 * its refusals (400, 413, 415) and when it cannot store a submission (500); nginx, which stores
 * nothing, answers every post to the inbox with it (503).
 */
export const formErrorPages = { en: '/form-error.html', es: '/es/form-error.html' };

/** The largest form body the local inbox reads; nginx refuses larger posts to it alike (413). */
export const inboxMaxBody = 32 * 1024;

/**
 * Files of out/ that are not pages of the site: the host configuration the build writes for
 * Netlify and Cloudflare Pages, which those hosts read and never serve. The local server and
 * nginx answer them 404, like any missing path.
 */
export const hostFiles = ['/_headers', '/_redirects'];

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
    // The offline-help service worker, /sw.js (scripts/build/offline.mjs).
    'worker-src': ["'self'"],
    'frame-src': [mapFrameSource],
    'form-action': formActionSources,
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  });
}

/**
 * The outside addresses the pages use, no wider than they use them. The map is the page
 * `${endpoints.map}/maps` in a frame (maps.embedUrl, content/practice.ts): a source with a path
 * that does not end in `/` allows that path only. Forms post to `${endpoints.formService}/f/<id>`
 * (formAction, components/forms/form-config.ts), or to the local inbox on this site: a path
 * ending in `/` allows what is below it. tests/unit/host-config.test.ts checks both against the
 * addresses the pages are built with.
 */
export const mapFrameSource = `${endpoints.map}/maps`;
export const formActionSources = ["'self'", `${endpoints.formService}/f/`];

/**
 * The office's editor (scripts/build/admin.mjs): out/admin/, served at /admin/. It is not a page
 * of the site: the page policy, the script deferral, offline help, the sitemap and the site-wide
 * tests leave it out (notPageDirs).
 */
export const adminDir = 'admin';

/** Folders of out/ that hold no page of the site: Next's files and the editor. */
export const notPageDirs = ['_next', adminDir];

/**
 * The editor's own policy, in a <meta> of out/admin/index.html (the header's directives apply
 * too). Scripts from the site only, never inline or eval. Styles allow 'unsafe-inline': the
 * editor sets inline styles throughout, and a strict style-src breaks its forms. GitHub's API
 * (saving), its status page and its avatars are the only outside addresses; `data:` is the
 * editor fetching its own logo, `blob:` its previews. The interface library also names fonts on
 * a CDN, which this policy blocks: the editor uses the copies beside it.
 */
export const adminCsp = serializeCsp({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", 'data:', 'https://api.github.com', 'https://www.githubstatus.com'],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'frame-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
  'object-src': ["'none'"],
});

/** The directives every answer's header carries (frame-ancestors cannot go in a <meta>). */
const headerDirectives = {
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'form-action': formActionSources,
};

/** The header policy of the site's pages, which restrict every fetch in their <meta> policy. */
export const headerCsp = serializeCsp(headerDirectives);

/**
 * The header policy of every other answer: files that are not pages (pictures, scripts, router
 * data, the manifest, the worker), redirects and refusals. Opened as a document, such a file
 * loads nothing but the site's own styles, pictures and fonts: the ones a 404 page needs on a
 * host that sends this policy with it by the requested name (`/missing.svg` on Netlify or
 * Cloudflare Pages, see hostHeaders). `connect-src 'self'` is the offline-help worker's: /sw.js
 * runs under this policy and fetches the site's pages (scripts/build/offline.mjs). A file a page
 * fetches (router data, the manifest, a picture) is governed by the page's policy, not this one.
 */
export const fileCsp = serializeCsp({
  'default-src': ["'none'"],
  'connect-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  ...headerDirectives,
});

/**
 * The header policy of an answer carrying this file of out/ (its name): the pages' for an
 * HTML page (a page, the 404 page, the form-error page), the files' for any other.
 * @param {string} file
 * @returns {string}
 */
export const headerCspFor = (file) => (/\.html$/i.test(file) ? headerCsp : fileCsp);

/**
 * @param {Record<string, string[]>} directives
 * @returns {string}
 */
function serializeCsp(directives) {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The headers of every answer. The Content-Security-Policy here is the pages'; an answer
 * without a page replaces it with fileCsp (headerCspFor).
 */
export const securityHeaders = {
  'Content-Security-Policy': headerCsp,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Not `same-origin`: the editor's sign-in popup (GitHub, then the OAuth helper) hands the
  // token back through `window.opener`, which `same-origin` cuts (docs/deploying.md#office-editing).
  // Public pages open no cross-origin window that keeps its opener.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/**
 * The media types of the files the site has, by extension; anything else is served as bytes.
 * nginx reads its own mime.types (deploy/nginx.conf types the two it names differently).
 * @type {Record<string, string>}
 */
export const mediaTypes = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
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
 * The offline-help worker (scripts/build/offline.mjs) is revalidated at each use, said outright
 * so that no cache in front of the server (a CDN rule that caches everything) can keep an old
 * worker, and with it the visitors, on a former build.
 */
export const serviceWorkerPath = '/sw.js';
export const cacheWorker = 'no-cache';

/**
 * @param {string} pathname
 * @returns {string}
 */
export function cacheControlFor(pathname) {
  if (pathname === serviceWorkerPath) return cacheWorker;
  return pathname.startsWith(immutablePrefix) ? cacheImmutable : cacheRevalidate;
}

/**
 * Offline help (docs/architecture.md#offline-help): a service worker keeps the emergency page and an
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
  /** Budgets: bytes over the wire, gzip for the worker, raw for the registration script. */
  budgets: { precache: 100 * 1024, worker: 15 * 1024, register: 1024 },
};

/**
 * Precompressed copies (scripts/build/precompress.mjs) for the servers that send files as they are:
 * scripts/serve/serve.mjs and nginx (deploy/nginx.conf). Left out of a build on Netlify, Cloudflare
 * Pages or Vercel (their build sets NETLIFY, CF_PAGES or VERCEL): those hosts compress by
 * themselves and would publish `X.br` as a URL of its own. `PRECOMPRESS=off` leaves them out too.
 */
export const precompress = {
  enabled:
    process.env.PRECOMPRESS !== 'off' &&
    !['NETLIFY', 'CF_PAGES', 'VERCEL'].some((name) => process.env[name]),
};
