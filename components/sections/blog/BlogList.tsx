import { listPosts } from '@/content/blog';
import { dentistName } from '@/content/practice';
import type { Locale } from '@/i18n/routing';
import { SiteLink } from '@/components/site/SiteLink';
import { pageText } from '@/lib/page-text';
import { PageHero } from '../shared/PageHero';
import { PostMetaLine, Tags } from './PostMetaLine';

/** Spec 2.17: five cards, newest first, each linking to its article. */
export async function BlogList({ locale }: { locale: Locale }) {
  const [{ text }, posts] = await Promise.all([pageText('Blog'), listPosts(locale)]);
  return (
    <>
      <PageHero text={text} art="header/blog" />
      <section aria-label={text('hero.eyebrow')} className="container-page py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-soft sm:p-8">
                <PostMetaLine
                  meta={post}
                  locale={locale}
                  by={text('by', { author: dentistName(locale) })}
                />
                <h2 className="mt-3 text-2xl font-black leading-snug text-brand-deep">
                  {post.title}
                </h2>
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
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
