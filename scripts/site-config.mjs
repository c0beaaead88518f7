// The one description of how the built site is served: redirects and response headers.
// scripts/serve.mjs applies it locally; scripts/postbuild.mjs writes it for static hosts.

/** `/en` and anything under it go to the English home (spec 2.1, 8). */
export function redirectFor(pathname) {
  if (/^\/en(?:\/|$)/.test(pathname)) return { location: '/', status: 301 };
  return null;
}

/** The 404 page a missing path gets: Spanish under /es, English elsewhere. */
export function notFoundPageFor(pathname) {
  return /^\/es(?:\/|$)/.test(pathname) ? '/es/404.html' : '/404.html';
}

export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Hashed build assets never change; everything else is revalidated on each visit. */
export function cacheControlFor(pathname) {
  return pathname.startsWith('/_next/static/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}
