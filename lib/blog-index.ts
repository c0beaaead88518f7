/** Pure rules of the blog's content: what a post's `meta` must hold, and the order of posts. */

export type PostMeta = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO calendar date, e.g. 2024-01-15. */
  date: string;
  readTime: string;
  tags: string[];
};

const required = ['id', 'slug', 'title', 'excerpt', 'date', 'readTime', 'tags'] as const;

/** Throws with the file's name when a post's meta lacks a field or has the wrong shape. */
export function validateMeta(meta: unknown, file: string): PostMeta {
  const m = meta as Record<string, unknown> | null;
  if (!m || typeof m !== 'object') throw new Error(`${file}: no \`export const meta\``);
  for (const field of required) {
    if (m[field] === undefined || m[field] === '')
      throw new Error(`${file}: meta.${field} is missing`);
  }
  if (typeof m.id !== 'number') throw new Error(`${file}: meta.id must be a number`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(m.date)))
    throw new Error(`${file}: meta.date must be YYYY-MM-DD`);
  if (!Array.isArray(m.tags) || m.tags.length === 0)
    throw new Error(`${file}: meta.tags must list tags`);
  return m as PostMeta;
}

/** Newest first; the id breaks ties so the order never depends on the file system. */
export function sortPosts<T extends Pick<PostMeta, 'date' | 'id'>>(posts: T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** The languages a post folder lacks, given the files in it. */
export function missingLanguages(files: string[], locales: readonly string[]): string[] {
  return locales.filter((locale) => !files.includes(`${locale}.mdx`));
}

/**
 * The posts to suggest after one: those sharing the most tags with it first, then the newest,
 * never the post itself. Tags are translated one for one, so both languages pick the same posts.
 */
export function relatedPosts<T extends Pick<PostMeta, 'slug' | 'tags' | 'date' | 'id'>>(
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
