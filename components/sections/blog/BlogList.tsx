import { noWidow } from '@/lib/typography';
import { listPosts } from '@/content/blog';
import { cn } from '@/lib/cn';
import { SiteLink } from '@/components/site/SiteLink';
import { pageText } from '@/lib/page-text';
import { Icon } from '@/components/ui/Icon';
import { PageHero } from '../shared/PageHero';
import { BlogCover } from './BlogCover';
import { formatLongDate } from '@/lib/dates';
import { PostMetaLine, Tags } from './PostMetaLine';

/**
 * docs/product.md#blog: five cards, newest first, each linking to its article, each with its cover.
 * The newest spans the row (cover beside the text on wide screens), so no card is left alone.
 */
export async function BlogList() {
  const { text, rich, locale } = await pageText('Blog');
  const posts = await listPosts(locale);
  // When every article was updated the same day, that is said once, in the hero: the same
  // "Updated" date on every card reads as a machine's stamp. Otherwise each card says its own
  // (docs/decisions/0026-the-look-measured.md).
  /** A card's level of the subgrid its row shares (from two columns up). */
  const sharedRows = 'md:grid md:grid-rows-subgrid md:gap-y-0';
  const updates = new Set(posts.map((post) => post.updated));
  const allUpdated = updates.size === 1 ? [...updates][0] : undefined;
  return (
    <>
      {/* When the articles were last reviewed is said in the hero, before a card's date of
          publication ("January 2024") can make them look old; a line between the hero and the
          cards floated above the first card. */}
      <PageHero
        text={text}
        art="header/blog"
        lead={
          allUpdated && (
            <p className="flex items-start gap-2 font-bold text-brand-deep sm:basis-full">
              <Icon name="check" className="mt-1 size-5 shrink-0 text-leaf" />
              <span>
                {rich(
                  'allUpdated',
                  { time: (chunks) => <time dateTime={allUpdated}>{chunks}</time> },
                  { date: formatLongDate(allUpdated, locale) },
                )}
              </span>
            </p>
          )
        }
      />
      <section aria-label={text('hero.eyebrow')} className="container-page py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {posts.map((post, index) => {
            const featured = index === 0 && posts.length % 2 === 1;
            return (
              // Two cards side by side stand their parts on rows they share (a subgrid through
              // the card: cover, title, date, words, tags, link), so their dates and words start
              // level however their titles wrap.
              <li
                key={post.slug}
                className={cn(
                  featured ? 'md:col-span-2' : sharedRows,
                  !featured && 'md:row-span-6',
                )}
              >
                <article
                  className={cn(
                    'flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-soft',
                    featured ? 'lg:grid lg:grid-cols-2' : [sharedRows, 'md:row-span-6'],
                  )}
                >
                  <BlogCover
                    slug={post.slug}
                    locale={locale}
                    className={cn(
                      'aspect-[40/21] h-auto w-full shrink-0 bg-brand-soft object-cover',
                      // Beside the text, the featured cover keeps its own shape, inset and
                      // centred (filling the card's height cropped its sun and sparkles); the
                      // others sit above their text.
                      featured && 'lg:ml-8 lg:w-[calc(100%-2rem)] lg:self-center lg:rounded-2xl',
                    )}
                  />
                  <div
                    className={cn(
                      'flex flex-1 flex-col p-6 sm:p-8',
                      !featured && [sharedRows, 'md:row-span-5'],
                    )}
                  >
                    {/* The title first, then one line of details: every article is by the
                        same dentist, and when it was updated is on the article itself. */}
                    <h2 className="text-2xl leading-snug font-black text-brand-deep">
                      {noWidow(post.title)}
                    </h2>
                    <div className="mt-2">
                      <PostMetaLine meta={post} locale={locale} brief={!!allUpdated} />
                    </div>
                    <p className="mt-3 flex-1">{post.excerpt}</p>
                    <div className="mt-4">
                      <Tags tags={post.tags} label={text('tags')} />
                    </div>
                    <SiteLink
                      href={`/blog/${post.slug}`}
                      className="mt-5 inline-block min-h-11 self-start py-2.5 font-extrabold text-brand underline underline-offset-4 hover:text-brand-deep"
                    >
                      {text('readMore')}
                      <span className="sr-only">: {post.title}</span>
                    </SiteLink>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
