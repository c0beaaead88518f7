// The site's service worker (docs/architecture.md#offline-help), bundled by
// scripts/build/offline.mjs into out/sw.js after the build. It keeps the emergency steps and the
// phone number working without signal, and changes nothing else:
// - pages always come from the network; only when it fails, or gives no answer in 10 s, does the
//   visitor get the saved copy of the emergency page, or the offline page, in the request's
//   language;
// - hashed build files (/_next/static/…, never changed under one name) are served from the cache
//   once fetched;
// - everything else (form posts, /__inbox, images, files such as the forms' PDFs, other sites)
//   is left to the browser: a PDF that cannot load is never answered with a saved page.
import { CacheFirst, NetworkOnly, Serwist, type PrecacheEntry } from 'serwist';

declare const self: ServiceWorkerGlobalScope;
/** The files to keep (the offline pages, their stylesheet and font), from scripts/build/offline.mjs. */
declare const PRECACHE: PrecacheEntry[];
/** What this build keeps, as a hash: the caches' names, so a new build replaces them. */
declare const VERSION: string;
/** The start of every cache name the site's workers use (scripts/site-config.mjs). */
declare const CACHE_PREFIX: string;
/**
 * Which saved page answers which path, first match first (scripts/site-config.mjs): the emergency
 * page's saved copy for the emergency page, else the offline page of the path's language.
 */
declare const FALLBACKS: { pattern: string; page: string }[];

const prefix = CACHE_PREFIX;
const cacheId = `${prefix}-${VERSION}`;
const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** A file that is no page (`/forms/x.pdf`): pages have no extension but `.html`. */
const isFile = (url: URL) => /\.(?!html$)[^/.]+$/.test(url.pathname);

const serwist = new Serwist({
  precacheEntries: PRECACHE,
  // Named here: Serwist works out the precache's name before it reads `cacheId`.
  precacheOptions: { cacheName: `${cacheId}-precache` },
  cacheId,
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) =>
        request.mode === 'navigate' &&
        sameOrigin(url) &&
        !url.pathname.startsWith('/__') &&
        !isFile(url),
      handler: new NetworkOnly({ networkTimeoutSeconds: 10 }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({ cacheName: `${cacheId}-assets` }),
    },
  ],
  fallbacks: {
    entries: FALLBACKS.map(({ pattern, page }) => ({
      url: page,
      matcher: ({ request }) =>
        request.mode === 'navigate' && new RegExp(pattern).test(new URL(request.url).pathname),
    })),
  },
});

// Caches of other builds go once this one is in charge: no old hours, no old pages.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(`${prefix}-`) && !name.startsWith(`${cacheId}-`))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

serwist.addEventListeners();
