import { useLocale, useTranslations } from 'next-intl';
import { figures, reviewProfileUrl } from '@/content/practice';
import type { Review } from '@/content/reviews';
import { cn } from '@/lib/cn';
import { formatMonthYear } from '@/lib/dates';
import { useFactArgs } from '@/lib/facts';
import { initials, initialsColor } from '@/lib/initials';
import { onOneLine, keepNames } from '@/lib/typography';
import { SiteLink } from '@/components/site/SiteLink';
import { ArrowText } from '@/components/ui/ArrowText';
import { textLinkClass } from '@/components/ui/button';
import { ExternalButton } from './ExternalLink';
import { Stars } from './Stars';

/**
 * One parent's review, as every page shows it: stars, words, parent, child and month. The
 * reviewer is shown by initials in a coloured circle, as the review profile shows them, never by
 * a drawn face; a review read in translation says so. The card is as tall as its words.
 * `teaser` (the home page's row to swipe on phones): there the words stop after four lines, and a
 * link leads to the whole review on the reviews page, so the cards side by side are about one
 * height (a short review stood above a hole as tall as the longest one's extra lines).
 */
export function ReviewCard({
  review,
  className,
  flat = false,
  teaser = false,
}: {
  review: Review;
  className?: string;
  /** Inside a card of its own (the special-needs page): the words alone, no second card. */
  flat?: boolean;
  teaser?: boolean;
}) {
  const locale = useLocale();
  const t = useTranslations('Reviews');
  return (
    <figure
      className={cn('flex flex-col', !flat && 'rounded-3xl bg-white p-6 shadow-soft', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <Stars rating={5} className="whitespace-nowrap" />
        <time dateTime={review.date} className="text-base text-muted">
          {formatMonthYear(review.date, locale)}
        </time>
      </div>
      <blockquote className="mt-3">
        <p className={cn(teaser && 'max-md:line-clamp-4')}>“{keepNames(review.text[locale])}”</p>
      </blockquote>
      {review.language !== locale && (
        <p className="mt-2 text-base text-muted italic">
          {t('translated', { language: review.language })}
        </p>
      )}
      {teaser && (
        <SiteLink
          href={`/reviews#${reviewAnchor(review)}`}
          // Positioned, so its hidden words stay inside the row that scrolls sideways (placed
          // by the page, they widened it to 1,641 px when a section was the page's target).
          className={cn(textLinkClass, 'relative self-start md:hidden')}
        >
          <span className="sr-only">{review.parent}: </span>
          <ArrowText>{t('readWhole')}</ArrowText>
        </SiteLink>
      )}
      <figcaption className="mt-4 flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-12 shrink-0 items-center justify-center rounded-full text-lg font-black text-white',
            initialsColor(review.id),
          )}
        >
          {initials(review.parent)}
        </span>
        <span>
          <span className="block font-extrabold text-brand-deep">{review.parent}</span>
          <span className="text-base text-muted">
            {/* "Mom of Sofía," / "age 4": each part of the caption reads whole. */}
            {t('caption', { role: review.parentRole, child: review.child, age: review.age })
              .split(', ')
              .map(onOneLine)
              .join(', ')}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * Under the reviews a page shows: they are a selection, and all of them are on the review
 * profile (the FTC's rule on consumer reviews asks not to suggest the shown ones are all).
 */
export function ReviewsSelection({ className }: { className?: string }) {
  const t = useTranslations('Reviews');
  const facts = useFactArgs();
  return (
    <div className={cn('mt-6 flex flex-wrap items-center gap-x-4 gap-y-3', className)}>
      <p>{t('selection')}</p>
      <ExternalButton href={reviewProfileUrl}>{t('readAll', facts)}</ExternalButton>
    </div>
  );
}

/** The rating and review count: one reading on every page (content/practice.ts `figures`). */
export function RatingSummary({ className }: { className?: string }) {
  const t = useTranslations('Reviews');
  const facts = useFactArgs();
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl bg-white px-4 py-2 font-extrabold shadow-soft',
        className,
      )}
    >
      <Stars rating={figures.rating} className="whitespace-nowrap" />
      <span>
        {t.rich('summary', {
          ...facts,
          // The rating can be checked where it was read.
          profile: (chunks) => (
            <a
              href={reviewProfileUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="underline decoration-sun decoration-2 underline-offset-4 hover:text-brand"
            >
              {chunks}
            </a>
          ),
          // "(as of November 2026)" never breaks inside ("(as / of November 2026)").
          when: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
        })}
      </span>
    </p>
  );
}

/** Where a review stands on the reviews page. */
export const reviewAnchor = (review: Review) => `review-${review.id}`;
