import { routing, type Locale } from '@/i18n/routing';

const prefixed = routing.locales.filter((l) => l !== routing.defaultLocale);
const anyPrefix = new RegExp(`^/(?:${routing.locales.join('|')})(?=/|$|#|\\?)`);

/** The language a path belongs to: Spanish under /es, English everywhere else. */
export function localeFromPath(pathname: string): Locale {
  const match = prefixed.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`));
  return match ?? routing.defaultLocale;
}

/** Removes a leading /es or /en segment: `/es/about` → `/about`, `/es` → `/`. */
export function stripLocale(path: string): string {
  const rest = path.replace(anyPrefix, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The one helper that turns a site path (always written unprefixed, as English) into the path
 * of the same page in `locale`. Spanish home is `/es/`, as the spec writes it.
 * Hash and query are kept: `/#home` → `/es/#home`.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const bare = stripLocale(path);
  if (locale === routing.defaultLocale) return bare;
  return `/${locale}${bare}`;
}

/** Whether a path is a page of this site (not an external URL, mail or phone link). */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * Spec 2.2: strip a leading /es or /en, then an item is active when the current path starts
 * with the item's path. Home is active on the home page only.
 */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  const current = stripLocale(currentPath).split(/[?#]/)[0] || '/';
  const item = itemPath.split(/[?#]/)[0] || '/';
  if (item === '/') return current === '/';
  return current === item || current.startsWith(`${item}/`);
}

/** The route built once per language and moved to the 404 files by scripts/postbuild.mjs. */
export const notFoundRoute = '/not-found-page';
