import { getLocale, getTranslations } from 'next-intl/server';
import { pageTitle, type TitleSource } from '@/lib/metadata';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { JsonLd } from './JsonLd';

type Crumb = TitleSource & { path: string };

/**
 * A page's place below Home for search engines (BreadcrumbList JSON-LD): the pages are shown
 * no visible trail, the navigation already says where the visitor is.
 */
export async function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const [nav, locale, titles] = await Promise.all([
    getTranslations('Nav'),
    getLocale(),
    Promise.all(trail.map(pageTitle)),
  ]);
  const items = trail.map((crumb, index) => ({ name: titles[index] ?? '', path: crumb.path }));
  return <JsonLd data={breadcrumbJsonLd(locale, [{ name: nav('home'), path: '/' }, ...items])} />;
}
