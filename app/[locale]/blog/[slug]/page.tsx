import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Article } from '@/components/sections/blog/Article';
import { loadPost, postSlugs } from '@/content/blog';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

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
  });
}

export default async function ArticlePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return <Article slug={slug} locale={locale} />;
}
