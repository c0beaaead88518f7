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
 * it stands whole beside the text, so no header is half empty. `urgent` pages (emergency) keep a
 * small spot beside the title on phones instead, so nothing pushes their first steps down.
 *
 * `compact` on task pages (contact, appointment): less padding and a picture of at most 240 px,
 * so the form starts in a laptop's first screen (tests/e2e/task-first.spec.ts).
 */
export function PageHero({
  text,
  art,
  compact = false,
  urgent = false,
  mirror = false,
  children,
}: {
  text: (key: 'hero.eyebrow' | 'hero.title' | 'hero.intro') => string;
  art: `header/${string}` & ArtName;
  compact?: boolean;
  urgent?: boolean;
  /** The picture on the left from tablets up, so that the pages a parent moves between do not
   * all open alike. */
  mirror?: boolean;
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <section className="bg-gradient-to-b from-brand-soft to-cream">
      <div
        className={cn(
          'container-page grid gap-x-4 md:gap-x-8',
          urgent && 'min-[360px]:grid-cols-[minmax(0,1fr)_6rem]',
          compact
            ? 'py-6 sm:py-8 md:grid-cols-[minmax(0,1fr)_minmax(0,12rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,15rem)]'
            : mirror
              ? 'py-8 sm:py-16 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]'
              : 'py-8 sm:py-16 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]',
        )}
      >
        <div className={cn('max-w-3xl self-center md:self-end', mirror && 'md:col-start-2')}>
          <HeroTitle eyebrow={text('hero.eyebrow')} title={text('hero.title')} />
        </div>
        <Art
          name={art}
          locale={locale}
          priority
          className={cn(
            // The picture's own corners (36 of 500 × 400) with a faint edge, so it never melts
            // into the gradient behind it.
            'row-start-1 h-auto rounded-[7.2%/9%] ring-1 ring-brand-deep/10 md:row-[1/span_2] md:mb-0 md:w-full md:self-center',
            mirror ? 'md:col-start-1' : 'md:col-start-2',
            urgent
              ? 'mb-3 aspect-[5/4] w-20 min-[360px]:col-start-2 min-[360px]:mb-0 min-[360px]:w-full min-[360px]:self-center'
              : compact
                ? 'mb-4 aspect-[5/4] w-40'
                : // On phones the whole width at 3:2; 5:4 beside the text.
                  'mb-5 aspect-[3/2] w-full object-cover object-[50%_65%] sm:max-w-md md:aspect-[5/4] md:max-w-none',
          )}
        />
        <div
          className={cn(
            'max-w-3xl md:col-span-1 md:self-start',
            mirror && 'md:col-start-2',
            urgent && 'min-[360px]:col-span-2',
          )}
        >
          <p className={cn('mt-4 text-lg', !compact && 'sm:text-xl')}>{text('hero.intro')}</p>
          {children && <div className="mt-6 flex flex-wrap items-center gap-3">{children}</div>}
        </div>
      </div>
    </section>
  );
}
