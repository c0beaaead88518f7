import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { siteUrl } from '@/content/practice';
import { routing, type Locale } from '@/i18n/routing';
import { factArgs } from './facts';
import { localizePath } from '@/i18n/navigation';

import type en from '@/messages/en.json';

/** A page's entry under `Metadata` in the messages: its title and description. */
export type MetadataKey = Exclude<
  keyof (typeof en)['Metadata'],
  'siteName' | 'titleTemplate' | 'titleTemplateShort'
>;

/** Namespaces of pages that carry their own `meta`. */
export type PageNamespace = {
  [K in keyof typeof en]: (typeof en)[K] extends { meta: { title: string } } ? K : never;
}[keyof typeof en];

const ogLocale: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/** Absolute URL of a site path in a language. */
export function absoluteUrl(path: string, locale: Locale): string {
  return `${siteUrl}${localizePath(path, locale)}`;
}

/** The social card of a language (drawn by `npm run images`). */
export const socialImage = (locale: Locale) => `${siteUrl}/og/${locale}.png`;

/** hreflang alternates of a page: each language, and English as the default. */
export function alternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) languages[locale] = absoluteUrl(path, locale);
  languages['x-default'] = absoluteUrl(path, routing.defaultLocale);
  return languages;
}

/** Where a page's title comes from: its own namespace's `meta`, its `Metadata` entry, or as given. */
export type TitleSource = { namespace: PageNamespace } | { key: MetadataKey } | { title: string };

/** A page's title in the current language, from wherever its source says. */
export async function pageTitle(source: TitleSource): Promise<string> {
  if ('title' in source) return source.title;
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  return 'namespace' in source
    ? t(`${source.namespace}.meta.title`, factArgs(locale))
    : t(`Metadata.${source.key}.title`);
}

async function pageDescription(source: TitleSource & { description?: string }) {
  if (source.description !== undefined || 'title' in source) return source.description;
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  return 'namespace' in source
    ? t(`${source.namespace}.meta.description`, factArgs(locale))
    : t(`Metadata.${source.key}.description`);
}

/**
 * The one metadata builder every page uses: title and description from the messages (or given,
 * for articles), canonical URL and hreflang alternates from the page's unprefixed path, in the
 * language of the page being built.
 */
export async function pageMetadata(
  page: TitleSource & { path: string; description?: string; type?: 'website' | 'article' },
): Promise<Metadata> {
  const { path, type } = page;
  const [t, locale, pageTitleText, description] = await Promise.all([
    getTranslations('Metadata'),
    getLocale(),
    pageTitle(page),
    pageDescription(page),
  ]);
  // Search results show about 65 characters: the brand shortens, then goes, for long titles.
  const fullTitle =
    path === '/'
      ? pageTitleText
      : ([
          t('titleTemplate', { title: pageTitleText }),
          t('titleTemplateShort', { title: pageTitleText }),
        ].find((candidate) => candidate.length <= 65) ?? pageTitleText);
  const image = {
    url: socialImage(locale),
    width: 1200,
    height: 630,
    alt: t('siteName'),
  };
  return {
    metadataBase: new URL(siteUrl),
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: absoluteUrl(path, locale), languages: alternates(path) },
    openGraph: {
      type: type ?? 'website',
      title: fullTitle,
      description,
      url: absoluteUrl(path, locale),
      siteName: t('siteName'),
      locale: ogLocale[locale],
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => ogLocale[l]),
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [image.url],
    },
  };
}
