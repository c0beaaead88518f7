import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteUrl } from '@/content/practice';
import { routing, type Locale } from '@/i18n/routing';
import { factArgs } from './facts';
import { localizePath } from './paths';

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

/**
 * The one metadata builder every page uses: title and description from the messages,
 * canonical URL and hreflang alternates from the page's unprefixed path.
 */
export async function pageMetadata({
  locale,
  path,
  key,
  namespace,
  title,
  description,
  type,
}: {
  locale: Locale;
  path: string;
  /** An entry of the `Metadata` messages… */
  key?: MetadataKey;
  /** …or a page namespace with its own `meta.title` and `meta.description`. */
  namespace?: PageNamespace;
  title?: string;
  description?: string;
  type?: 'website' | 'article';
}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const own = namespace ? await getTranslations({ locale, namespace }) : null;
  const fromPage = (field: 'title' | 'description') =>
    own
      ? (own(`meta.${field}` as Parameters<typeof own>[0], factArgs(locale) as never) as string)
      : undefined;
  const pageTitle = title ?? fromPage('title') ?? (key ? t(`${key}.title`) : t('siteName'));
  // Search results show about 65 characters: the brand shortens, then goes, for long titles.
  const fullTitle =
    path === '/'
      ? pageTitle
      : ([
          t('titleTemplate', { title: pageTitle }),
          t('titleTemplateShort', { title: pageTitle }),
        ].find((candidate) => candidate.length <= 65) ?? pageTitle);
  const pageDescription =
    description ?? fromPage('description') ?? (key ? t(`${key}.description`) : undefined);
  const image = {
    url: socialImage(locale),
    width: 1200,
    height: 630,
    alt: t('siteName'),
  };
  return {
    metadataBase: new URL(siteUrl),
    title: { absolute: fullTitle },
    description: pageDescription,
    alternates: { canonical: absoluteUrl(path, locale), languages: alternates(path) },
    openGraph: {
      type: type ?? 'website',
      title: fullTitle,
      description: pageDescription,
      url: absoluteUrl(path, locale),
      siteName: t('siteName'),
      locale: ogLocale[locale],
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => ogLocale[l]),
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: pageDescription,
      images: [image.url],
    },
  };
}
