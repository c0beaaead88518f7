import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  missingLanguages,
  relatedPosts,
  sortPosts,
  validateMeta,
  type PostMeta,
} from '@/lib/blog-index';

const root = path.join(__dirname, '../../content/blog');
const locales = ['en', 'es'] as const;

/**
 * A post's `meta`, checked as the site's loader (content/blog.ts) checks it. Jest imports the MDX
 * file as a module (tests/mdx-transform.mjs compiles it), so this is the very object the build
 * reads.
 */
function readMeta(slug: string, locale: (typeof locales)[number]): PostMeta {
  const file = `${slug}/${locale}.mdx`;
  const { meta } = jest.requireActual<{ meta?: unknown }>(path.join(root, file));
  return validateMeta(meta, file);
}

const slugs = readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe('blog content', () => {
  it('has posts: every folder of content/blog', () => {
    expect(slugs.length).toBeGreaterThan(0);
  });

  it.each(slugs)('%s exists in both languages with complete, matching meta', (slug) => {
    expect(missingLanguages(readdirSync(path.join(root, slug)), locales)).toEqual([]);
    const [en, es] = locales.map((l) => readMeta(slug, l));
    expect(en!.slug).toBe(slug);
    expect(es!.slug).toBe(slug);
    expect(es!.id).toBe(en!.id);
    expect(es!.date).toBe(en!.date);
    expect(en!.readTime).toMatch(/^\d+ min read$/);
    expect(es!.readTime).toMatch(/^\d+ min de lectura$/);
  });

  it('sorts newest first, every post once', () => {
    const metas = slugs.map((slug) => readMeta(slug, 'en'));
    const sorted = sortPosts(metas);
    expect(sorted.map((m) => m.slug).sort()).toEqual([...slugs].sort());
    const dates = sorted.map((m) => m.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('suggests the same other posts after each article in both languages', () => {
    const metas = Object.fromEntries(
      locales.map((l) => [l, slugs.map((slug) => readMeta(slug, l))]),
    ) as Record<(typeof locales)[number], PostMeta[]>;
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
  const good: PostMeta = {
    id: 1,
    slug: 'a',
    title: 'T',
    excerpt: 'E',
    date: '2024-01-15',
    readTime: '5 min read',
    tags: ['x'],
  };

  it('rejects a post that lacks a meta field', () => {
    for (const field of Object.keys(good)) {
      const broken: Record<string, unknown> = { ...good };
      delete broken[field];
      expect(() => validateMeta(broken, 'post.mdx')).toThrow(`meta.${field}`);
    }
    expect(() => validateMeta(undefined, 'post.mdx')).toThrow('export const meta');
    expect(() => validateMeta({ ...good, date: 'Jan 15' }, 'post.mdx')).toThrow('YYYY-MM-DD');
    expect(validateMeta(good, 'post.mdx')).toEqual(good);
  });

  it('names a missing language', () => {
    expect(missingLanguages(['en.mdx'], locales)).toEqual(['es']);
    expect(missingLanguages(['es.mdx', 'en.mdx'], locales)).toEqual([]);
  });

  it('breaks date ties by id', () => {
    const posts = [
      { date: '2024-01-01', id: 1 },
      { date: '2024-02-01', id: 2 },
      { date: '2024-01-01', id: 3 },
    ];
    expect(sortPosts(posts).map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('relates posts by shared tags first, then the newest, never the post itself', () => {
    const post = (id: number, date: string, tags: string[]) => ({ id, slug: `p${id}`, date, tags });
    const current = post(1, '2024-03-01', ['braces', 'teens']);
    const posts = [
      current,
      post(2, '2024-02-01', ['sleep']),
      post(3, '2023-01-01', ['braces']),
      post(4, '2024-01-01', ['braces', 'teens']),
      post(5, '2024-02-15', ['food']),
    ];
    expect(relatedPosts(current, posts, 3).map((p) => p.id)).toEqual([4, 3, 5]);
    expect(relatedPosts(current, posts, 2).map((p) => p.id)).toEqual([4, 3]);
    expect(relatedPosts(post(9, '2024-01-01', ['none']), posts, 2).map((p) => p.id)).toEqual([
      1, 5,
    ]);
  });
});
