import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { officeHours, type HoursRow } from '../../content/practice';
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
 * or as a line of text names the days (`short`: "Mon – Thu").
 */
export function hoursLines(lang: Lang, width: 'long' | 'short' = 'long'): HoursLine[] {
  return officeHours.map((row) => {
    const first = weekdayName(row.days[0], lang, width === 'long', width);
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

/** A blog post's `meta`, as its MDX file exports it. */
export type PostMeta = {
  id: number;
  slug: string;
  title: string;
  date: string;
  readTime: string;
  tags: string[];
};

const blogDir = path.resolve(__dirname, '../../content/blog');

/** The `export const meta = { … };` object literal of an MDX file, evaluated on its own. */
function readMeta(file: string): PostMeta {
  const literal = /^export const meta = (\{[\s\S]*?\n\});/m.exec(readFileSync(file, 'utf8'))?.[1];
  if (!literal) throw new Error(`${file}: no \`export const meta = { … };\``);
  return vm.runInNewContext(`(${literal})`) as PostMeta;
}

/**
 * Every blog post in a language (a folder of content/blog each), newest first, the id breaking
 * ties: the order the blog lists them in.
 */
export function blogPosts(lang: Lang): PostMeta[] {
  return readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => readMeta(path.join(blogDir, entry.name, `${lang}.mdx`)))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/**
 * What an article's MDX file says below its `meta`: how many sections (`## ` headings), how many
 * links to the site's own pages (`](/…)`) and about how many words of prose, leaving out comments, pictures, the markup and the fact components
 * (`<Phone />`), which render as words of their own.
 */
export function postBody(
  slug: string,
  lang: Lang,
): { sections: number; words: number; links: number } {
  const body = readFileSync(path.join(blogDir, slug, `${lang}.mdx`), 'utf8').replace(
    /^export const meta = \{[\s\S]*?\n\};/m,
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
export const postDate = (post: PostMeta, lang: Lang) => formatLongDate(post.date, lang);
