import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import type { PostMeta } from '@/lib/blog-index';
import { formatLongDate } from '@/lib/dates';
import { Chips } from '../shared/Chips';

/**
 * Date (long form, in the page's language), the day it was updated if it was, read time and, where given, the author, separated
 * by dots. Each item carries its dot in front, and the row is shifted left by one dot's width
 * inside a clipping box: an item that starts a line has its dot clipped, so a wrapped line
 * never ends or starts with a stray "·".
 */
export function PostMetaLine({
  meta,
  locale,
  by,
  brief = false,
}: {
  meta: PostMeta;
  locale: Locale;
  by?: string;
  /**
   * The day the article was written and its read time only: the other articles under an
   * article, and the blog's list when every article was updated the same day (said once, under
   * the cards).
   */
  brief?: boolean;
}) {
  const t = useTranslations('Blog');
  const updated = meta.updated && t('updated', { date: formatLongDate(meta.updated, locale) });
  return (
    <p className="overflow-hidden text-base text-muted">
      <span className="-ml-5 flex flex-wrap">
        <Item>
          <time dateTime={meta.date}>{formatLongDate(meta.date, locale)}</time>
        </Item>
        {updated && !brief && <Item>{updated}</Item>}
        <Item>{t('readTime', { minutes: meta.readMinutes })}</Item>
        {by && <Item>{by}</Item>}
      </span>
    </p>
  );
}

function Item({ children }: { children: ReactNode }) {
  return (
    <span className="flex">
      <span aria-hidden="true" className="w-5 shrink-0 text-center">
        ·
      </span>
      <span>{children}</span>
    </span>
  );
}

/** An article's tags. */
export function Tags({ tags, label }: { tags: string[]; label: string }) {
  return (
    <Chips
      items={tags}
      label={label}
      chipClassName="rounded-full bg-brand-soft px-3 py-1 text-base font-bold text-brand-deep sm:text-sm"
    />
  );
}
