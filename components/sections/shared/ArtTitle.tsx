import type { ReactNode } from 'react';
import { Art } from '@/components/ui/Art';
import type { ArtName } from '@/content/art';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';

/**
 * A card's title with its spot art, which is decorative: the title names the thing. The
 * picture sits above the title, so the title keeps the card's full width on a phone; in a card
 * wide enough, `beside` moves it to the title's left from `sm` up; `beside="phone"` does so below
 * `sm` only, from 360 px (steps whose cards stand narrow side by side on wider screens, and whose picture
 * would otherwise add a line to each card on a phone). A `step` number is shown on
 * a sun badge just before the picture (on its corner it covered the drawing), for the eye only
 * (the list is an <ol>).
 */
export function ArtTitle({
  art,
  locale,
  beside = false,
  step,
  className,
  children,
}: {
  art: ArtName;
  locale: Locale;
  beside?: boolean | 'phone';
  step?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3',
        beside === true && 'sm:flex-row sm:items-center sm:gap-4',
        beside === 'phone' &&
          'min-[360px]:max-sm:flex-row min-[360px]:max-sm:items-center min-[360px]:max-sm:gap-4',
        className,
      )}
    >
      <span
        className={cn(
          'flex shrink-0 items-center gap-2 self-start',
          beside === true && 'sm:self-center',
          beside === 'phone' && 'min-[360px]:max-sm:self-center',
        )}
      >
        {step !== undefined && (
          <span
            aria-hidden="true"
            className="grid size-7 place-items-center rounded-full bg-sun text-sm font-black text-ink"
          >
            {step}
          </span>
        )}
        <Art name={art} locale={locale} className="size-14" />
      </span>
      {/* The title takes the full width left (never its text's width), so a title too long
          for its card overflows its own box, where the look test notices it. */}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
