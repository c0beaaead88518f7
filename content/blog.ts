import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import YAML from 'yaml';
import { routing, type Locale } from '@/i18n/routing';
import { missingLanguages, readingMinutes, sortPosts, type PostMeta } from '@/lib/blog-index';
import { parseContent, postFrontMatter } from './schema';

/**
 * The one loader of the blog: every folder in content/blog is a post, with `index.en.mdx` and
 * `index.es.mdx`, each starting with YAML front matter (title, excerpt, date, tags; the slug is
 * the folder's name). It feeds the list, the article pages and the sitemap. Adding a post is
 * adding a folder (or an article in the editor); a post without both languages or with bad front
 * matter fails the build, naming the file and the field.
 */
const root = path.join(process.cwd(), 'content/blog');

export function postSlugs(): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const missing = missingLanguages(readdirSync(path.join(root, entry.name)), routing.locales);
      if (missing.length)
        throw new Error(
          `content/blog/${entry.name}: missing ${missing.map((l) => `index.${l}.mdx`).join(', ')}`,
        );
      return entry.name;
    })
    .sort();
}

/** A post's front matter and reading time, read from its file. */
export function postMeta(slug: string, locale: Locale): PostMeta {
  const file = `content/blog/${slug}/index.${locale}.mdx`;
  const text = readFileSync(path.join(root, slug, `index.${locale}.mdx`), 'utf8');
  const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!front) throw new Error(`${file}: the article must start with its front matter (---)`);
  const data = parseContent(file, postFrontMatter, YAML.parse(front[1]!));
  return { slug, ...data, readMinutes: readingMinutes(text, locale) };
}

export async function loadPost(
  slug: string,
  locale: Locale,
): Promise<{ Content: ComponentType; meta: PostMeta }> {
  const mod = await import(`./blog/${slug}/index.${locale}.mdx`);
  return { Content: mod.default, meta: postMeta(slug, locale) };
}

/** Every post's meta in a language, newest first. */
export async function listPosts(locale: Locale): Promise<PostMeta[]> {
  return sortPosts(postSlugs().map((slug) => postMeta(slug, locale)));
}
