import { defineRouting } from 'next-intl/routing';

/** The one place the site's languages are defined. English has no prefix; Spanish lives under /es. */
export const routing = defineRouting({
  locales: ['en', 'es'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
});

export type Locale = (typeof routing.locales)[number];

/** The language a page offers beside its own (header and footer switchers, the home's banner). */
export function otherLocale(locale: Locale): Locale {
  return routing.locales.find((l) => l !== locale) ?? routing.defaultLocale;
}
