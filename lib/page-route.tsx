import type { ComponentType } from 'react';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata, type PageNamespace } from './metadata';

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
      return <Sections locale={locale} />;
    },
  };
}
