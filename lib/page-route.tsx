import type { ComponentType } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JsonLd } from '@/components/site/JsonLd';
import type { Locale } from '@/i18n/routing';
import { factArgs } from './facts';
import { pageMetadata, type PageNamespace } from './metadata';
import { breadcrumbJsonLd } from './structured-data';

type RouteProps = { params: Promise<{ locale: Locale }> };

/**
 * What a content page's route file exports: metadata from its namespace's `meta`, and a page
 * that renders its sections. Keeps every route file to three lines.
 */
export function contentRoute(
  path: string,
  namespace: PageNamespace,
  Sections: ComponentType<{ locale: Locale }>,
) {
  return {
    async generateMetadata({ params }: RouteProps) {
      const { locale } = await params;
      return pageMetadata({ locale, path, namespace });
    },
    async Page({ params }: RouteProps) {
      const { locale } = await params;
      setRequestLocale(locale);
      const own = await getTranslations({ locale, namespace });
      const nav = await getTranslations({ locale, namespace: 'Nav' });
      const name = own(
        'meta.title' as Parameters<typeof own>[0],
        factArgs(locale) as never,
      ) as string;
      return (
        <>
          <JsonLd
            data={breadcrumbJsonLd(locale, [
              { name: nav('home'), path: '/' },
              { name, path },
            ])}
          />
          <Sections locale={locale} />
        </>
      );
    },
  };
}
