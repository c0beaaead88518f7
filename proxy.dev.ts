import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { redirectFor } from '@/scripts/site-config.mjs';

// Next's proxy (formerly middleware), for `next dev` only: the `.dev.ts` name is a page
// extension there alone (next.config.ts), so the build never sees this file. The built site is
// plain files that scripts/build/postbuild.mjs lays out the same way
// (docs/architecture.md#two-languages-one-route-tree); here
// next-intl serves English at `/about` by rewriting it to the `[locale]` route `/en/about`.
const intl = createMiddleware({
  ...routing,
  // The built site picks no language from the browser or a cookie (its language memory is the
  // small script in lib/language-memory.ts) and sends no alternate-links header: nor does dev.
  // Set here, not in i18n/routing.ts, because that object ships in the pages' scripts.
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

export default function proxy(request: NextRequest) {
  // The spec's rule comes first: every /en path goes to the English home with a 301, as the
  // built site's servers do (scripts/site-config.mjs). next-intl alone would send /en/about to
  // /about, a page that exists, and hide that production answers differently.
  const redirect = redirectFor(request.nextUrl.pathname);
  if (redirect) {
    return NextResponse.redirect(new URL(redirect.location, request.url), redirect.status);
  }
  return intl(request);
}

export const config = {
  // Pages only: not Next's own files nor public/ files (their names have a dot). But every path
  // under /en is redirected, and one under /es is Spanish even with a dot (its 404 page), as on
  // the built site; public/ has nothing there.
  matcher: ['/((?!_next|.*\\..*).*)', '/en/:path*', '/es/:path*'],
};
