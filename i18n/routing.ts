import { defineRouting } from 'next-intl/routing';

/** The one place the site's languages are defined. English has no prefix; Spanish lives under /es. */
export const routing = defineRouting({
  locales: ['en', 'es'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: unknown): value is Locale {
  return routing.locales.includes(value as Locale);
}
