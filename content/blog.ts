import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { routing, type Locale } from '@/i18n/routing';
import { missingLanguages, sortPosts, validateMeta, type PostMeta } from '@/lib/blog-index';

/**
 * The one loader of the blog: every folder in content/blog is a post, with `en.mdx` and
 * `es.mdx` exporting `meta`. It feeds the list, the article pages and the sitemap. Adding a post
 * is adding a folder; a post without both languages or with incomplete meta fails the build.
 */
const root = path.join(process.cwd(), 'content/blog');

export function postSlugs(): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const missing = missingLanguages(readdirSync(path.join(root, entry.name)), routing.locales);
      if (missing.length)
        throw new Error(`content/blog/${entry.name}: missing ${missing.join(', ')}.mdx`);
      return entry.name;
    });
}

export async function loadPost(
  slug: string,
  locale: Locale,
): Promise<{ Content: ComponentType; meta: PostMeta }> {
  const mod = await import(`./blog/${slug}/${locale}.mdx`);
  const meta = validateMeta(mod.meta, `content/blog/${slug}/${locale}.mdx`);
  if (meta.slug !== slug)
    throw new Error(`content/blog/${slug}/${locale}.mdx: meta.slug is ${meta.slug}`);
  return { Content: mod.default, meta };
}

/** Every post's meta in a language, newest first. */
export async function listPosts(locale: Locale): Promise<PostMeta[]> {
  const metas = await Promise.all(
    postSlugs().map(async (slug) => (await loadPost(slug, locale)).meta),
  );
  return sortPosts(metas);
}
