import { readFileSync } from 'node:fs';
import path from 'node:path';
import { postMeta, postSlugs } from '@/content/blog';
import { missingLanguages, readingMinutes, relatedPosts, sortPosts } from '@/lib/blog-index';

const root = path.join(__dirname, '../../content/blog');
const locales = ['en', 'es'] as const;
const slugs = postSlugs();

describe('blog content', () => {
  it('has posts: every folder of content/blog', () => {
    expect(slugs.length).toBeGreaterThan(0);
  });

  it.each(slugs)('%s exists in both languages, on the same date, read in minutes', (slug) => {
    const [en, es] = locales.map((l) => postMeta(slug, l));
    expect(en!.slug).toBe(slug);
    expect(es!.date).toBe(en!.date);
    expect(es!.tags).toHaveLength(en!.tags.length);
    for (const meta of [en!, es!]) expect(meta.readMinutes).toBeGreaterThanOrEqual(1);
  });

  it('sorts newest first, every post once', () => {
    const sorted = sortPosts(slugs.map((slug) => postMeta(slug, 'en')));
    expect(sorted.map((m) => m.slug).sort()).toEqual([...slugs].sort());
    const dates = sorted.map((m) => m.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('suggests the same other posts after each article in both languages', () => {
    const metas = Object.fromEntries(
      locales.map((l) => [l, slugs.map((slug) => postMeta(slug, l))]),
    ) as Record<(typeof locales)[number], ReturnType<typeof postMeta>[]>;
    for (const current of metas.en) {
      const pick = (l: (typeof locales)[number]) =>
        relatedPosts(
          metas[l].find((m) => m.slug === current.slug)!,
          metas[l],
          2,
        ).map((m) => m.slug);
      expect(pick('en')).toHaveLength(2);
      expect(pick('en')).not.toContain(current.slug);
      expect(pick('es')).toEqual(pick('en'));
    }
  });
});

describe('blog rules', () => {
  it('counts reading minutes from the words, not the front matter or the tags', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'palabra').join(' ');
    expect(readingMinutes(words(228 * 5), 'en')).toBe(5);
    expect(readingMinutes(words(218 * 5), 'es')).toBe(5);
    expect(readingMinutes(`---\ntitle: ${words(5000)}\n---\n${words(10)}`, 'en')).toBe(1);
    const article = readFileSync(path.join(root, slugs[0]!, 'index.en.mdx'), 'utf8');
    expect(readingMinutes(article, 'en')).toBe(postMeta(slugs[0]!, 'en').readMinutes);
  });

  it('names a missing language', () => {
    expect(missingLanguages(['index.en.mdx'], locales)).toEqual(['es']);
    expect(missingLanguages(['index.es.mdx', 'index.en.mdx'], locales)).toEqual([]);
  });

  it('breaks date ties by slug', () => {
    const posts = [
      { date: '2024-01-01', slug: 'b' },
      { date: '2024-02-01', slug: 'c' },
      { date: '2024-01-01', slug: 'a' },
    ];
    expect(sortPosts(posts).map((p) => p.slug)).toEqual(['c', 'a', 'b']);
  });

  it('relates posts by shared tags first, then the newest, never the post itself', () => {
    const post = (id: number, date: string, tags: string[]) => ({ slug: `p${id}`, date, tags });
    const current = post(1, '2024-03-01', ['braces', 'teens']);
    const posts = [
      current,
      post(2, '2024-02-01', ['sleep']),
      post(3, '2023-01-01', ['braces']),
      post(4, '2024-01-01', ['braces', 'teens']),
      post(5, '2024-02-15', ['food']),
    ];
    const slugsOf = (list: { slug: string }[]) => list.map((p) => p.slug);
    expect(slugsOf(relatedPosts(current, posts, 3))).toEqual(['p4', 'p3', 'p5']);
    expect(slugsOf(relatedPosts(current, posts, 2))).toEqual(['p4', 'p3']);
    expect(slugsOf(relatedPosts(post(9, '2024-01-01', ['none']), posts, 2))).toEqual(['p1', 'p5']);
  });
});
