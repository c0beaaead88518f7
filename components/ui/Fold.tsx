import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/cn';
import { lastPair } from '@/lib/typography';

/**
 * A section that is a disclosure on phones and an ordinary open section from tablets up
 * (docs/architecture.md#layout-rules, "Phones fold, laptops show"). On phones the summary is the
 * control and the heading is hidden; from 48rem the content is shown, the summary hidden and the
 * heading shown (app/globals.css `.fold`). Browsers without `::details-content` keep the disclosure
 * at every width, which still works. No script.
 */
export function Fold({
  id,
  title,
  level = 2,
  icon,
  headingClassName,
  summaryClassName,
  className,
  landmark = true,
  open = false,
  children,
  ...rest
}: {
  id: string;
  title: ReactNode;
  /** The heading's level from tablets up: 2 in the footer, 3 inside a page's section. */
  level?: 2 | 3;
  /** An icon before the title in the phone's summary row. */
  icon?: ReactNode;
  headingClassName?: string;
  summaryClassName?: string;
  className?: string;
  /**
   * A section named by its heading, a region landmark, unless it sits in a landmark that already
   * says what it is (the footer): then a plain block, found by its heading.
   */
  landmark?: boolean;
  /** Open from the start on phones too (a short list a parent looks for, such as the hours). */
  open?: boolean;
  children: ReactNode;
  /** `data-*` attributes for the section. */
  [data: `data-${string}`]: unknown;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const Block = landmark ? 'section' : 'div';
  return (
    <Block aria-labelledby={landmark ? id : undefined} className={className} {...rest}>
      <details className="fold group" open={open}>
        <FoldSummary className={cn('rounded-xl', summaryClassName)} chevronClassName="ml-auto">
          {icon}
          {title}
        </FoldSummary>
        {/* The icon marks the phone's row as one of a set of folds; over an open column the
            heading stands alone, as the footer's "Contact us" does. */}
        <Heading id={id} className={cn('fold-title', headingClassName)}>
          {title}
        </Heading>
        {children}
      </details>
    </Block>
  );
}

/**
 * The summary of a `.fold` disclosure: a 44 px row with a chevron that turns when open. Used by
 * <Fold> and by folds without a heading of their own (the home service cards' features).
 */
export function FoldSummary({
  className,
  chevronClassName,
  children,
}: {
  className?: string;
  chevronClassName?: string;
  children: ReactNode;
}) {
  return (
    <summary
      className={cn('flex min-h-11 cursor-pointer items-center gap-2 font-extrabold', className)}
    >
      {children}
      <Icon
        name="chevron-down"
        className={cn(
          'size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none',
          chevronClassName,
        )}
      />
    </summary>
  );
}

/**
 * A part of a card or section that folds under a short summary on phones and is simply shown
 * from tablets up (the `.fold` rule): the list of what a service includes, the deeper reading of
 * a long page. `name` tells a screen reader whose part it is when the summary alone is generic
 * ("What's included: Preventive care").
 */
export function PhoneFold({
  summary,
  name,
  className,
  summaryClassName,
  chevronClassName,
  children,
}: {
  summary: ReactNode;
  name?: string;
  className?: string;
  summaryClassName?: string;
  chevronClassName?: string;
  children: ReactNode;
}) {
  return (
    <details className={cn('fold group', className)}>
      <FoldSummary
        className={cn('text-brand', summaryClassName)}
        chevronClassName={chevronClassName}
      >
        {/* A name in it ("Medi-Cal") never breaks at its hyphen, and its last line never holds
            one word ("More help with" / "Medi-Cal"). */}
        {typeof summary === 'string' ? lastPair(summary) : summary}
        {name && <span className="sr-only">: {name}</span>}
      </FoldSummary>
      {children}
    </details>
  );
}

/**
 * A card that folds to its title on phones and stands open from tablets up: one of a list of
 * cases or questions, where a parent looks for theirs among the titles (the first-aid cases, the
 * special-needs questions). The card's look goes in `className`; its padding is the summary's
 * and the body's on phones and the card's (`md:p-6`) from tablets up. `target` is the id a link
 * jumps to: it sits inside the fold, so the browser opens the fold on the way there.
 */
export function FoldCard({
  as: Card = 'article',
  titleId,
  title,
  target,
  className,
  titleClassName,
  children,
}: {
  as?: 'article' | 'li';
  titleId: string;
  title: ReactNode;
  target?: string;
  className?: string;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={Card === 'article' ? titleId : undefined} className={className}>
      <details className="fold group">
        <FoldSummary
          className={cn('px-5 py-2 leading-snug', titleClassName)}
          chevronClassName="ml-auto shrink-0 text-brand"
        >
          {title}
        </FoldSummary>
        <div id={target} className="max-md:scroll-mt-40 max-md:px-5 max-md:pb-5 md:scroll-mt-24">
          <h3 id={titleId} className={cn('fold-title', titleClassName)}>
            {title}
          </h3>
          {children}
        </div>
      </details>
    </Card>
  );
}
