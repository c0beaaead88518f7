/** Pure rules of the blog's content: what a post's front matter holds, and the order of posts. */

export type PostMeta = {
  /** The post's folder in content/blog, and its URL. */
  slug: string;
  title: string;
  excerpt: string;
  /** ISO calendar date, e.g. 2024-01-15. */
  date: string;
  /** The day it was last reviewed and changed, if it was. */
  updated?: string;
  /** Minutes to read, counted from the text (readingMinutes). */
  readMinutes: number;
  tags: string[];
};

/**
 * Silent reading speed of adults, words per minute, by language (Trauzettel-Klosinski and
 * Dietz, 2012: English 228, Spanish 218), so both languages count the same way.
 */
const wordsPerMinute = { en: 228, es: 218 } as const;

/** Minutes to read a text, rounded to the nearest minute, at least one. */
export function readingMinutes(text: string, locale: keyof typeof wordsPerMinute): number {
  const words = text
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/<[^>]+>/g, ' x ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / wordsPerMinute[locale]));
}

/** Newest first; the slug breaks ties so the order never depends on the file system. */
export function sortPosts<T extends Pick<PostMeta, 'date' | 'slug'>>(posts: T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** The languages a post folder lacks, given the files in it. */
export function missingLanguages(files: string[], locales: readonly string[]): string[] {
  return locales.filter((locale) => !files.includes(`index.${locale}.mdx`));
}

/**
 * The posts to suggest after one: those sharing the most tags with it first, then the newest,
 * never the post itself. Tags are translated one for one, so both languages pick the same posts.
 */
export function relatedPosts<T extends Pick<PostMeta, 'slug' | 'tags' | 'date'>>(
  current: Pick<PostMeta, 'slug' | 'tags'>,
  posts: T[],
  count: number,
): T[] {
  const shared = (post: T) => post.tags.filter((tag) => current.tags.includes(tag)).length;
  return sortPosts(posts.filter((post) => post.slug !== current.slug))
    .map((post, order) => ({ post, order, score: shared(post) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ post }) => post);
}
