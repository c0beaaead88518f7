import { localizePath } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';

const anyPrefix = new RegExp(`^/(?:${routing.locales.join('|')})(?=/|$|#|\\?)`);

/** Removes a leading /es or /en segment: `/es/about` → `/about`, `/es` → `/`. */
export function stripLocale(path: string): string {
  const rest = path.replace(anyPrefix, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The same page in the other language, for the language switcher (a plain link): next-intl's
 * `<Link locale>` would write `/en/about` for English, a prefix the site only answers with a
 * redirect, so the target is the current path without its prefix, localized again.
 */
export function switchPath(pathname: string, target: Locale): string {
  return localizePath(stripLocale(pathname), target);
}

/**
 * Pages the navigation does not list, and the entry a reader reached them from: financing from
 * insurance, the picture story from the first visit.
 */
const navParent: Record<string, string> = {
  '/carecredit': '/insurance',
  '/my-visit': '/new-patients',
};

/**
 * docs/product.md#navigation-bar: strip a leading /es or /en, then an item is active when the
 * current path (or the entry it belongs under, `navParent`) starts with the item's path. Home
 * is active on the home page only.
 */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  const path = stripLocale(currentPath).split(/[?#]/)[0] || '/';
  const current = navParent[path] ?? path;
  const item = itemPath.split(/[?#]/)[0] || '/';
  if (item === '/') return current === '/';
  return current === item || current.startsWith(`${item}/`);
}

/** The route built once per language and moved to the 404 files by scripts/build/postbuild.mjs. */
export const notFoundRoute = '/not-found-page';
