import type { LocalePrefixMode } from 'next-intl/routing';
import { routing, type Locale } from './routing';

const config = routing.localePrefix;
const mode = (typeof config === 'object' ? config.mode : config) ?? 'always';

/** Whether a locale's paths carry its prefix, under each of next-intl's modes. */
function hasPrefix(prefixMode: LocalePrefixMode, locale: Locale): boolean {
  if (prefixMode === 'never') return false;
  return prefixMode === 'always' || locale !== routing.defaultLocale;
}

/** Whether a path is a page of this site (not an external URL, mail or phone link). */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * The one helper that turns a site path (always written unprefixed, as English) into the path
 * of the same page in `locale`, following next-intl's `localePrefix` ('as-needed': English
 * unprefixed, `/about` → `/es/about`), query and hash kept. The Spanish home is `/es/`, the
 * address hosts serve without a redirect (docs/product.md#canonical-urls), where next-intl
 * writes `/es`. Anything not a path of this site (`https:`, `tel:`, `//host`) passes unchanged.
 *
 * next-intl's `createNavigation(routing).getPathname` gives the same paths, and
 * tests/unit/paths.test.ts holds this function to it for every page in both languages. It is
 * not called here because importing createNavigation into any component makes the bundler ship
 * its client `Link` and ICU formatter to every page (12.5 KiB gzip, measured), rendered or not.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!isInternalPath(path)) return path;
  return hasPrefix(mode, locale) ? `/${locale}${path}` : path;
}
