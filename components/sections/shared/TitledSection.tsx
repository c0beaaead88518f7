import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import type { ArtName } from '@/content/art';
import { cn } from '@/lib/cn';
import { noWidow } from '@/lib/typography';
import { FoldSummary } from '@/components/ui/Fold';
import { ArtTitle } from './ArtTitle';
import { SectionTitle } from './SectionTitle';

/** The looks of a card or a box: rounded, roomier from tablets up. */
const looks = {
  white: 'rounded-3xl bg-white p-6 shadow-soft sm:p-8',
  sun: 'rounded-3xl bg-sun-soft p-6 sm:p-8',
  /** A box of text (costs, a policy) across the column; its paragraphs keep their own measure. */
  outline: 'rounded-3xl border-2 border-brand-soft bg-white p-6 sm:p-8',
  coral: 'rounded-3xl border-2 border-coral bg-coral-soft p-6 sm:p-8',
  /** Roomier still, for a section's one box with a full-size title. */
  feature: 'rounded-3xl bg-sun-soft p-6 sm:p-10',
} as const;
type Look = keyof typeof looks;

/**
 * A section labelled by its own h2, the id tying the two together. `column` sets it in the
 * page's column, `band` spans the page in white, `card` makes it a card; `box` puts its content
 * in a box inside it; cards and boxes have the smaller title. `className` adds spacing or
 * places it in a grid. `art` sets spot art beside the title.
 * The title is `title`, or the page's `<id>.title` message read through `text`.
 */
export function TitledSection<Id extends string>({
  id,
  title,
  text,
  art,
  titleClassName,
  band = false,
  column = false,
  card,
  box,
  size = card || box ? 'md' : 'lg',
  className,
  aside,
  fold,
  children,
}: {
  id: Id;
  title?: ReactNode;
  text?: (key: `${NoInfer<Id>}.title`) => string;
  size?: 'lg' | 'md' | 'sm';
  art?: ArtName;
  titleClassName?: string;
  band?: boolean;
  column?: boolean;
  card?: Look;
  box?: Look;
  className?: string;
  /**
   * Beside a box's words from laptops up, below them on phones: what fills the box's width (a
   * list, a call), where the words keep their own measure.
   */
  aside?: ReactNode;
  /**
   * On phones the section folds under its title (docs/architecture.md#layout-rules, "Phones fold,
   * laptops show"): the deeper reading of a long page. `row` for a section on the page or in a
   * band (its title a card of a row of its own), `card` for a section that is itself a card,
   * whose look then pads only from tablets up (`md:p-6`): the title and the words bring their
   * own on phones.
   */
  fold?: 'row' | 'card';
  children: ReactNode;
}) {
  const locale = useLocale();
  const titleText = title ?? text?.(`${id}.title`);
  const heading = (
    <SectionTitle id={id} size={size} className={titleClassName}>
      {titleText}
    </SectionTitle>
  );
  const titled = art ? (
    <ArtTitle art={art} locale={locale} beside>
      {heading}
    </ArtTitle>
  ) : (
    heading
  );
  const content = fold ? (
    <details className="fold group">
      <FoldSummary
        className={cn(
          'py-2 text-xl leading-snug font-black text-brand-deep',
          fold === 'row' ? 'rounded-2xl bg-white px-5 shadow-soft' : 'px-5',
        )}
        chevronClassName="ml-auto shrink-0 text-brand"
      >
        {typeof titleText === 'string' ? noWidow(titleText) : titleText}
      </FoldSummary>
      <div className="fold-title flex-col">{titled}</div>
      {fold === 'card' ? <div className="max-md:px-5 max-md:pb-5">{children}</div> : children}
    </details>
  ) : (
    <>
      {titled}
      {children}
    </>
  );
  // Folded on a phone, a section laid out late (app/globals.css, "Below the first screen") is
  // estimated at its folded height, not a whole block's.
  const folded = fold === 'row' && 'max-md:[--fold-estimate:4.5rem]';
  const placed =
    cn(column && 'container-page', className, fold === 'row' && 'max-md:py-2', folded) || undefined;
  const outer = band
    ? // Folded on a phone, a band's row stands on the page like any other, not in a strip of
      // its own.
      cn('bg-white py-12', fold === 'row' && 'max-md:bg-transparent max-md:py-2', folded)
    : card
      ? cn(looks[card], className)
      : placed;
  const inner = band ? 'container-page' : box && looks[box];
  const body = aside ? (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] lg:gap-x-10">
      <div>{content}</div>
      <div className="lg:self-center">{aside}</div>
    </div>
  ) : (
    content
  );
  return (
    // `data-fold`: a run of folded rows stands apart from the cards and boxes around it
    // (app/globals.css); a band's row sits between sections that bring their own room.
    <section aria-labelledby={id} className={outer} data-fold={band ? undefined : fold}>
      {inner ? <div className={inner}>{body}</div> : body}
    </section>
  );
}
