import { SiteLink } from '@/components/site/SiteLink';
import { listPosts } from '@/content/blog';
import type { Locale } from '@/i18n/routing';
import { relatedPosts, type PostMeta } from '@/lib/blog-index';
import { noWidow } from '@/lib/typography';
import { BlogCover } from './BlogCover';
import { PostMetaLine } from './PostMetaLine';

/**
 * Two other articles in the page's language, by the rule of `relatedPosts`. Two, so the cards
 * pair up in the article's column instead of leaving one alone on a row.
 */
export async function RelatedPosts({
  current,
  locale,
  title,
}: {
  current: PostMeta;
  locale: Locale;
  title: string;
}) {
  const posts = relatedPosts(current, await listPosts(locale), 2);
  return (
    <section aria-labelledby="related-title" className="mt-12">
      <h2 id="related-title" className="text-section font-black text-brand-deep">
        {noWidow(title)}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {posts.map((post) => {
          return (
            <li
              key={post.slug}
              className="relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-soft sm:row-span-3 sm:grid sm:grid-rows-subgrid sm:gap-y-0"
            >
              <BlogCover
                slug={post.slug}
                locale={locale}
                className="aspect-[40/21] h-auto w-full bg-brand-soft object-cover"
              />
              {/* Side by side, the two cards' titles and dates stand on rows they share (a
                  subgrid), so the dates start level however the titles wrap. */}
              <div className="flex flex-1 flex-col gap-2 p-5 sm:row-span-2 sm:grid sm:grid-rows-subgrid">
                <h3 className="text-xl leading-snug font-black text-brand-deep">
                  {/* The link covers the card, so the whole card is one large target. */}
                  <SiteLink
                    href={`/blog/${post.slug}`}
                    className="flex min-h-11 items-center underline-offset-4 after:absolute after:inset-0 after:rounded-3xl hover:underline"
                  >
                    {noWidow(post.title)}
                  </SiteLink>
                </h3>
                <PostMetaLine meta={post} locale={locale} brief />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
