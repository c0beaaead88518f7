import { readFileSync } from 'node:fs';
import path from 'node:path';
import { postMeta, postSlugs } from '../../content/blog';
import { officeHours, type HoursRow } from '../../content/practice';
import { sortPosts, type PostMeta } from '../../lib/blog-index';
import { formatLongDate, formatTime, weekdayName } from '../../lib/dates';
import { msg, type Lang } from './messages';

/**
 * Content the pages show, read from where the office edits it (content/*, messages/*.json) and
 * put in the words a page uses, so a spec never types an hour, a date or a title of its own.
 */

/** How an office-hours list reads a row: its days ("Monday – Thursday") and its value. */
export type HoursLine = { row: HoursRow; days: string; value: string };

/**
 * The office hours of content/practice.ts, row by row, as the hours lists print them (`long`)
 * or as a line of text names the days (`short`: "Mon – Thu"; a narrow list capitalizes them).
 */
export function hoursLines(
  lang: Lang,
  width: 'long' | 'short' = 'long',
  capitalize = width === 'long',
): HoursLine[] {
  return officeHours.map((row) => {
    const first = weekdayName(row.days[0], lang, capitalize, width);
    const last = row.days.at(-1)!;
    const days =
      row.days.length > 1
        ? msg(lang, 'Hours.range', { from: first, to: weekdayName(last, lang, false, width) })
        : first;
    const value =
      'note' in row
        ? msg(lang, `Hours.${row.note}`)
        : msg(lang, 'Hours.time', {
            opens: formatTime(row.opens, lang),
            closes: formatTime(row.closes, lang),
          });
    return { row, days, value };
  });
}

export type { PostMeta };

const blogDir = path.resolve(__dirname, '../../content/blog');

/**
 * Every blog post in a language, read by the site's own loader (content/blog.ts: the front
 * matter, the reading time), in the order the blog lists them: newest first, then by slug.
 */
export function blogPosts(lang: Lang): PostMeta[] {
  return sortPosts(postSlugs().map((slug) => postMeta(slug, lang)));
}

/**
 * What an article's MDX file says below its front matter: how many sections (`## ` headings), how many
 * links to the site's own pages (`](/…)`) and about how many words of prose, leaving out comments, pictures, the markup and the fact components
 * (`<Phone />`), which render as words of their own.
 */
export function postBody(
  slug: string,
  lang: Lang,
): { sections: number; words: number; links: number } {
  const body = readFileSync(path.join(blogDir, slug, `index.${lang}.mdx`), 'utf8').replace(
    /^---\n[\s\S]*?\n---\n/,
    '',
  );
  const prose = body
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/<[A-Z][^>]*\/>/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^\s*(#+|[-*]|\d+\.|\|)\s/gm, '')
    .replace(/[|*_`#>[\]]+/g, ' ')
    .replace(/(^|\s)[-:]+(?=\s|$)/g, ' ');
  return {
    sections: body.match(/^## /gm)?.length ?? 0,
    links: body.match(/\]\(\/[^)]*\)/g)?.length ?? 0,
    words: prose.split(/\s+/).filter(Boolean).length,
  };
}

/** A post's date as its card and its article print it: "January 15, 2024". */
/** A post's date, or the day it was updated, as the page writes it. */
export const postDate = (post: PostMeta, lang: Lang, which: 'date' | 'updated' = 'date') =>
  formatLongDate(post[which] ?? post.date, lang);

/**
 * The parts a notice of privacy practices must hold (45 CFR 164.520(b)(1), HHS's model notice),
 * in the order content/legal/privacy-practices/<lang>.mdx gives them, each marked there by a
 * `{/* part: <name> *\/}` comment before its heading (or, for the header statement and the
 * effective date, before its paragraph).
 */
export const noticeParts = [
  'header',
  'effective-date',
  'rights',
  'representatives',
  'choices',
  'authorization',
  'uses',
  'duties',
  'complaints',
  'changes',
] as const;

/**
 * Each marked part of the notice in a language, read from its MDX source: the heading that opens
 * it (`## …`), or the paragraph that holds it, as plain text (bold marks dropped).
 */
export function noticePartsIn(lang: Lang): { part: string; heading?: string; text: string }[] {
  const source = readFileSync(
    path.resolve(__dirname, `../../content/legal/privacy-practices/${lang}.mdx`),
    'utf8',
  );
  return [...source.matchAll(/^\{\/\* part: ([\w-]+) \*\/\}\n\n(.+)$/gm)].map(([, part, line]) => {
    const text = line!.replace(/^## /, '').replace(/\*\*/g, '').trim();
    return { part: part!, ...(line!.startsWith('## ') && { heading: text }), text };
  });
}
