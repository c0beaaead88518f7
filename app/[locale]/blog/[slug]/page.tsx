import type { Metadata } from 'next';
import { JsonLd } from '@/components/site/JsonLd';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { Article } from '@/components/sections/blog/Article';
import { loadPost, postSlugs } from '@/content/blog';
import { getLocale } from 'next-intl/server';
import { blogPostingJsonLd } from '@/lib/structured-data';
import { pageMetadata } from '@/lib/metadata';

// Every article is built in both languages; any other slug is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return postSlugs().map((slug) => ({ slug }));
}

async function post({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const [{ slug }, locale] = await Promise.all([params, getLocale()]);
  return { locale, ...(await loadPost(slug, locale)) };
}

export async function generateMetadata(
  props: PageProps<'/[locale]/blog/[slug]'>,
): Promise<Metadata> {
  const { meta } = await post(props);
  return pageMetadata({
    path: `/blog/${meta.slug}`,
    title: meta.title,
    description: meta.excerpt,
    type: 'article',
  });
}

export default async function ArticlePage(props: PageProps<'/[locale]/blog/[slug]'>) {
  const { locale, meta } = await post(props);
  return (
    <>
      <Breadcrumb
        trail={[
          { path: '/blog', namespace: 'Blog' },
          { path: `/blog/${meta.slug}`, title: meta.title },
        ]}
      />
      <JsonLd data={blogPostingJsonLd(locale, meta)} />
      <Article slug={meta.slug} />
    </>
  );
}
