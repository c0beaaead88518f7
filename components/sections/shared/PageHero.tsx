import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { Art } from '@/components/ui/Art';
import type { ArtName } from '@/content/art';
import { cn } from '@/lib/cn';
import { HeroTitle } from './SectionHeading';

/**
 * The top of every content page, from the page's `hero` messages: eyebrow, the page's one h1
 * and an intro, then the page's actions. The page's header picture is drawn at 5:4 (the ratio a
 * photo would have): on phones it leads the page across its whole width, cropped to 3:2 (more from the
 * top than the floor its people stand on), so the first screen is never text alone; from tablets up
 * it stands whole beside the text, on the right on every page, so no header is half empty.
 *
 * The task pages (contact, appointment: `compact`) and the emergency page (`urgent`) lead the same
 * way on phones, as a lower strip (2:1), so their first steps stay in the first screen. `compact`
 * also has less padding and a picture of at most 240 px beside the text, so the form starts in a
 * laptop's first screen (tests/e2e/task-first.spec.ts).
 */
export function PageHero({
  text,
  art,
  compact = false,
  urgent = false,
  children,
}: {
  text: (key: 'hero.eyebrow' | 'hero.title' | 'hero.intro') => string;
  art: `header/${string}` & ArtName;
  compact?: boolean;
  urgent?: boolean;
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <section className="bg-gradient-to-b from-brand-soft to-cream">
      <div
        className={cn(
          'container-page grid gap-x-4 md:gap-x-8',
          compact
            ? 'py-6 sm:py-8 md:grid-cols-[minmax(0,1fr)_minmax(0,12rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,15rem)]'
            : 'py-8 sm:py-16 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]',
        )}
      >
        <div className="max-w-3xl self-center md:self-end">
          <HeroTitle eyebrow={text('hero.eyebrow')} title={text('hero.title')} />
        </div>
        <Art
          name={art}
          locale={locale}
          priority
          className={cn(
            // The picture's own corners (36 of 500 × 400) with a faint edge, so it never melts
            // into the gradient behind it.
            'row-start-1 h-auto w-full rounded-[7.2%/9%] object-cover ring-1 ring-brand-deep/10 sm:max-w-md md:col-start-2 md:row-[1/span_2] md:mb-0 md:aspect-[5/4] md:max-w-none md:self-center',
            // On phones the whole width: 3:2, or a 2:1 strip on the task and emergency pages.
            compact || urgent
              ? 'mb-4 aspect-[2/1] object-[50%_30%]'
              : 'mb-5 aspect-[3/2] object-[50%_65%]',
          )}
        />
        <div className="max-w-3xl md:col-span-1 md:self-start">
          <p className={cn('mt-4 text-lg', !compact && 'sm:text-xl')}>{text('hero.intro')}</p>
          {children && <div className="mt-6 flex flex-wrap items-center gap-3">{children}</div>}
        </div>
      </div>
    </section>
  );
}
