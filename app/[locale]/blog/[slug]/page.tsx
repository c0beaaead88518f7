import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JsonLd } from '@/components/site/JsonLd';
import { Article } from '@/components/sections/blog/Article';
import { loadPost, postSlugs } from '@/content/blog';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/structured-data';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

// Every article is built in both languages; any other slug is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return postSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const { meta } = await loadPost(slug, locale);
  return pageMetadata({
    locale,
    path: `/blog/${slug}`,
    title: meta.title,
    description: meta.excerpt,
    type: 'article',
  });
}

export default async function ArticlePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const [{ meta }, nav, blog] = await Promise.all([
    loadPost(slug, locale),
    getTranslations({ locale, namespace: 'Nav' }),
    getTranslations({ locale, namespace: 'Blog' }),
  ]);
  const trail = [
    { name: nav('home'), path: '/' },
    { name: blog('meta.title'), path: '/blog' },
    { name: meta.title, path: `/blog/${slug}` },
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(locale, trail)} />
      <JsonLd data={blogPostingJsonLd(locale, meta)} />
      <Article slug={slug} locale={locale} />
    </>
  );
}
