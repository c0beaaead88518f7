import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import type { ArtName } from '@/content/art';
import { cn } from '@/lib/cn';
import { noWidow, keepNames } from '@/lib/typography';
import { ArtTitle } from './ArtTitle';

type CardStyle = {
  /** The card's box; a cream card by default. */
  className?: string;
  /** The h3's size. */
  titleClassName?: string;
  textClassName?: string;
};

/**
 * A card's class and style when its parts stand on rows the cards of its row share (a CSS
 * subgrid of `rows` rows: title, words, then each further part), so that cards side by side
 * start their words, facts and links level however their titles wrap. Its grid's row gap
 * separates cards; the parts' own margins space them inside a card.
 */
export function cardRows(rows: number | undefined, className?: string) {
  return rows
    ? {
        className: cn(className, 'grid grid-rows-subgrid content-start gap-y-0'),
        style: { gridRow: `span ${rows}` },
      }
    : { className };
}

/** One card of a grid: its spot art and h3 title, its text, then anything the card adds. */
export function ArtCard({
  art,
  title,
  text,
  step,
  beside,
  factsFirst = false,
  rows,
  className = 'rounded-3xl bg-cream p-6 shadow-soft',
  titleClassName = 'text-xl',
  textClassName = 'mt-2 text-base',
  children,
}: CardStyle & {
  art: ArtName;
  title: string;
  text: string;
  step?: number;
  beside?: boolean | 'phone';
  /** The card's facts (`children`) before its words, so that cards side by side list them level. */
  factsFirst?: boolean;
  /**
   * How many parts the card has (its title, its words, each of its children): they stand on rows
   * the cards of a row share (CSS subgrid), so that however their titles wrap, the cards side by
   * side start their words, facts and lists level.
   */
  rows?: number;
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <li {...cardRows(rows, className)}>
      <ArtTitle
        art={art}
        locale={locale}
        step={step}
        beside={beside}
        // On the row the cards share, a title beside its picture fills the row's height, so
        // pictures and one-line titles centre on the same line as a neighbour's two-line title.
        className={rows && beside !== true ? 'self-start' : undefined}
      >
        <h3 className={cn(titleClassName, 'font-black text-brand-deep')}>{noWidow(title)}</h3>
      </ArtTitle>
      {factsFirst && children}
      <p className={textClassName}>{keepNames(text)}</p>
      {!factsFirst && children}
    </li>
  );
}

/**
 * The parallel things of a section (benefits, safety measures), each a card with its art, from
 * `[key, art]` pairs; `text` gives each card's title and text. Four to a row on wide screens.
 */
export function ArtCards<K extends string>({
  cards,
  text,
  className = 'mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-4',
}: {
  cards: readonly (readonly [K, ArtName])[];
  text: (key: K, field: 'title' | 'text') => string;
  className?: string;
}) {
  return (
    <ul className={className}>
      {cards.map(([key, art]) => (
        <ArtCard key={key} art={art} title={text(key, 'title')} text={text(key, 'text')} rows={2} />
      ))}
    </ul>
  );
}

/**
 * Steps in order, each a card with its number before its art (for the eye: the list is an <ol>),
 * from `[key, art]` pairs; `text` gives each step's title and text. On a phone the number and
 * the art stand beside the title.
 */
export function StepCards<K extends string>({
  steps,
  text,
  className,
  card,
}: {
  steps: readonly (readonly [K, ArtName])[];
  text: (key: K, field: 'title' | 'text') => string;
  className: string;
  card: CardStyle;
}) {
  return (
    <ol className={className}>
      {steps.map(([key, art], index) => (
        <ArtCard
          key={key}
          art={art}
          step={index + 1}
          beside="phone"
          title={text(key, 'title')}
          text={text(key, 'text')}
          textClassName="mt-1 text-base"
          rows={2}
          {...card}
        />
      ))}
    </ol>
  );
}
