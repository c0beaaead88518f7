import { outsideSiteLanguages } from '@/content/practice';
import type { Locale } from '@/i18n/routing';

/**
 * The language of an outside page, when it differs from the page that links to it (`en` from a
 * Spanish page), else undefined. A host that content/practice.ts does not list stops the build,
 * naming it: someone must say in which language the site answers.
 */
export function outsideLanguage(href: string, pageLocale: Locale): 'en' | undefined {
  const host = new URL(href).host;
  const language = outsideSiteLanguages[host];
  if (!language)
    throw new Error(
      `A link goes to ${host}, which content/practice.ts does not list in outsideSiteLanguages: add it with its language ('en', or 'any' when the site follows the visitor's).`,
    );
  return language === 'any' || language === pageLocale ? undefined : language;
}
