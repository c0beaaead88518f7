import { noWidow } from '@/lib/typography';
import { loadPost } from '@/content/blog';
import { dentistName } from '@/content/practice';
import { IconLink } from '@/components/site/SiteLink';
import { pageText } from '@/lib/page-text';
import { CtaBand } from '../shared/CtaBand';
import { AuthorCard } from './AuthorCard';
import { BlogCover } from './BlogCover';
import { PostMetaLine, Tags } from './PostMetaLine';
import { RelatedPosts } from './RelatedPosts';

/**
 * An article (docs/product.md#blog): back link, title, meta line, tags, the MDX body; then who
 * wrote it, two other articles to read and a call to action.
 */
export async function Article({ slug }: { slug: string }) {
  const { text, locale } = await pageText('Blog');
  const { Content, meta } = await loadPost(slug, locale);
  return (
    <>
      <div className="container-page max-w-[calc(68ch+4rem)] pt-8 pb-10 sm:pt-10 sm:pb-14">
        <article>
          <IconLink
            href="/blog"
            className="inline-flex min-h-11 items-center gap-1 font-extrabold text-brand underline underline-offset-4"
            icon="chevron-down"
            iconClassName="size-5 rotate-90"
          >
            {text('back')}
          </IconLink>
          <header className="mt-4 border-b border-brand-soft pb-6">
            <h1 className="text-doc-title font-black text-brand-deep">{noWidow(meta.title)}</h1>
            <div className="mt-3">
              <PostMetaLine
                meta={meta}
                locale={locale}
                by={text('by', { author: dentistName(locale) })}
              />
            </div>
            <div className="mt-3">
              <Tags tags={meta.tags} label={text('tags')} />
            </div>
            <BlogCover
              slug={slug}
              locale={locale}
              priority
              className="mt-6 aspect-[40/21] h-auto w-full rounded-3xl bg-brand-soft"
            />
          </header>
          <div data-content className="prose-site mt-8 text-lg">
            <Content />
          </div>
          <AuthorCard text={text} locale={locale} />
        </article>
        <RelatedPosts current={meta} locale={locale} title={text('related.title')} />
      </div>
      <CtaBand text={text} />
    </>
  );
}
