import type { Locale } from '@/i18n/routing';
import type { PostMeta } from '@/lib/blog-index';
import { formatLongDate } from '@/lib/dates';

/** Date (long form, in the page's language), read time and author. */
export function PostMetaLine({ meta, locale, by }: { meta: PostMeta; locale: Locale; by: string }) {
  return (
    <p className="flex flex-wrap gap-x-2 text-base text-muted">
      <time dateTime={meta.date}>{formatLongDate(meta.date, locale)}</time>
      <span aria-hidden="true">·</span>
      <span>{meta.readTime}</span>
      <span aria-hidden="true">·</span>
      <span>{by}</span>
    </p>
  );
}

export function Tags({ tags, label }: { tags: string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-soft px-3 py-1 text-sm font-bold text-brand-deep"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
