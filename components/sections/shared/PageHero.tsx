import { lastPair } from '@/lib/typography';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Art } from '@/components/ui/Art';
import type { ArtName } from '@/content/art';
import { cn } from '@/lib/cn';
import { useFactArgs } from '@/lib/facts';
import { BookButton, CallButton } from './Actions';
import { HeroTitle } from './SectionHeading';

/**
 * The top of every content page, from the page's `hero` messages: eyebrow, the page's one h1
 * and an intro, then the page's actions: the call and the request on every content page (one
 * way to lead a page; on phones the bar at the foot of the screen holds them), then what the
 * page adds (`children`). The task pages (`compact`), whose
 * task starts right under the hero, and the emergency pages (`urgent`), whose red call leads,
 * bring their own. The page's header picture is drawn at 5:4 (the ratio a photo would have). On
 * phones it stands beside the intro, whole and small, the words running round it, so it is in
 * the first screen without pushing the page's start below it (the bar at the foot of the screen
 * holds the call and the request). From tablets up the picture stands whole beside the text, on
 * the right on every page.
 *
 * `urgent` (emergency): the red call leads, and with the picture beside the intro the red call
 * and the first signs for calling 911 are in a 390 × 844 phone's first screen.
 * `compact` (the task pages, contact and appointment): the contact page's call and directions
 * and the appointment's first field stay in the first screen (on a screen under 600 px tall, no
 * picture); whole at 5:4 from tablets up too, at most 17rem wide (so 218 px tall), with less
 * padding, so the form starts in a laptop's first screen (tests/e2e/task-first.spec.ts).
 */
export function PageHero({
  text,
  art,
  compact = false,
  urgent = false,
  actions = !compact && !urgent,
  lead,
  children,
  childrenOnPhones = true,
}: {
  text: (key: 'hero.eyebrow' | 'hero.title' | 'hero.intro') => string;
  art: `header/${string}` & ArtName;
  compact?: boolean;
  urgent?: boolean;
  /** The call and the request before `children`. */
  actions?: boolean;
  /** What the page puts before its actions (the reviews page's rating). */
  lead?: ReactNode;
  children?: ReactNode;
  /**
   * `children` on phones too; `false` for a page's secondary way to reach us (the FAQs' "Send
   * us a message"), which its closing offers again, so the hero leads with its words.
   */
  childrenOnPhones?: boolean;
}) {
  const locale = useLocale();
  const common = useTranslations('Common');
  const facts = useFactArgs();
  return (
    <section
      data-page-hero={compact ? 'task' : urgent ? 'urgent' : 'content'}
      className="bg-gradient-to-b from-brand-soft to-cream"
    >
      <div
        className={cn(
          // From tablets up the text and the picture start at one height on every page (the
          // title at the same place whatever the intro's length); the room a short text leaves
          // falls under its actions.
          'container-page grid gap-x-4 md:grid-rows-[auto_1fr] md:gap-x-8',
          // On phones one flow, where the picture floats beside the intro.
          'max-md:flow-root',
          compact
            ? 'pt-6 pb-3 sm:py-8 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,17rem)]'
            : 'pt-6 pb-2 sm:py-12 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]',
        )}
      >
        <div className="max-w-3xl self-center md:self-start">
          <HeroTitle eyebrow={text('hero.eyebrow')} title={text('hero.title')} />
        </div>
        <Art
          name={art}
          locale={locale}
          priority
          className={cn(
            // The picture's own corners (36 of 500 × 400) with a faint edge, so it never melts
            // into the gradient behind it.
            'aspect-[5/4] h-auto w-full rounded-[7.2%/9%] object-cover ring-1 ring-brand-deep/10 md:col-start-2 md:row-[1/span_2] md:mt-0 md:max-w-none md:self-start',
            // On phones beside the intro, on the right, the words running round it, so what the
            // page starts with comes a picture's height higher: the emergency pages' red call and
            // signs for calling 911, the contact page's call, the appointment's first field.
            // Under the intro, whole across the width it took the first screen; smaller at the
            // left it left an empty strip beside it; centred it floated between two strips of
            // cream; a crop across the width cut its people or its sign. Its widths in ranges
            // that do not overlap (Tailwind orders `max-[359px]` before `max-md`, so the
            // narrowest phones' width lost to the wider one): at 390 px about 165 × 132 px; at
            // 320 px about 104 × 83 px, so the words beside it keep four or five to a line.
            'max-[359px]:w-[36%] max-md:float-right max-md:mt-5 max-md:mb-2 max-md:ml-4 min-[360px]:max-sm:w-[46%] sm:max-md:w-[32%]',
            // On a short phone screen (an older 320 × 568 phone) the task pages' picture gives
            // way, so the call, the address and the hours start in the first screen. From
            // tablets up it keeps its 5:4 in a narrower column (17rem, 218 px tall at 1280 px),
            // so the hero stays compact without cropping it.
            compact && 'max-sm:[@media(max-height:37.5rem)]:hidden',
          )}
        />
        {/* On phones this box steps aside (`contents`), so the picture follows the actions
            across the page's width; from tablets up it holds them under the title. */}
        <div className="contents md:col-start-1 md:row-start-2 md:block md:max-w-3xl md:self-start">
          <p className={cn('mt-4 max-w-3xl text-lg', !compact && 'sm:text-xl')}>
            {lastPair(text('hero.intro'))}
          </p>
          {(actions || lead || children) && (
            // On phones the call and the request are the bar's at the foot of the screen, the
            // same two buttons, so the hero leaves them out and its picture comes up into the
            // first screen; what the page adds stacks at one width, as on the home page.
            <div
              className={cn(
                'mt-5 grid max-w-3xl gap-3 max-md:clear-both sm:mt-6 sm:flex sm:flex-wrap sm:items-center',
                !lead && (!children || !childrenOnPhones) && 'max-sm:hidden',
              )}
            >
              {lead}
              {actions && (
                <>
                  <CallButton label={common('call', facts)} className="max-sm:hidden" />
                  <BookButton className="max-sm:hidden" />
                </>
              )}
              {children}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
