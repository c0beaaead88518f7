import { createNavigation } from 'next-intl/navigation';
import { routing, type Locale } from './routing';

/**
 * next-intl's navigation for this routing. Only `getPathname` is used: its `Link` is a client
 * component that needs NextIntlClientProvider (and its JavaScript) on every page, so server
 * components link with `SiteLink` (next/link) and the paths made here.
 */
export const { getPathname } = createNavigation(routing);

/**
 * A site path (always written unprefixed, as English) in `locale`: `/about` → `/es/about`, with
 * query and hash kept. The Spanish home is `/es/`, the address the host serves without a
 * redirect (DECISIONS "Canonical addresses"), where getPathname writes `/es`. Anything that is
 * not a path of this site (`https:`, `tel:`, `//host`) is returned as it is.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const localized = getPathname({ href: path, locale });
  return localized.replace(/^(\/[a-z]{2})(?=$|[?#])/, '$1/');
}
