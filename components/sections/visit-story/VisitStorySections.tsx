import type { Messages } from 'next-intl';
import { ArrowText } from '@/components/ui/ArrowText';
import { Art } from '@/components/ui/Art';
import { textLinkClass } from '@/components/ui/button';
import { SiteLink } from '@/components/site/SiteLink';
import { storySteps } from '@/content/art';
import { cn } from '@/lib/cn';
import { pageText } from '@/lib/page-text';
import { CheckList } from '../shared/CheckList';
import { CtaBand } from '../shared/CtaBand';
import { PageHero } from '../shared/PageHero';
import { SectionTitle } from '../shared/SectionTitle';
import { TitledSection } from '../shared/TitledSection';
import { PrintButton } from './PrintButton';
import { keepNames } from '@/lib/typography';

/** A step's slug, as its sentences are keyed in the messages (content/art.ts names the files). */
type Step = keyof Messages['VisitStoryPage']['story']['steps'];

/**
 * "My visit to the dentist" (docs/product.md#pages-beyond-the-original-specification): a picture
 * story a parent reads aloud with an anxious child or a child with special needs, one picture
 * per step (the story's pictures in content/art.ts, in order), then how to read it together.
 * Printed, the story alone makes a small booklet (app/globals.css, "The picture story in print").
 */
export async function VisitStorySections() {
  const { text, list, locale } = await pageText('VisitStoryPage');
  return (
    <>
      <PageHero text={text} art="header/my-visit" />
      <section aria-labelledby="story" data-story-booklet="" className="container-page py-12">
        {/* Printed, the booklet has its own title (the page's header stays on the screen). */}
        <p className="hidden text-[20pt] font-black text-brand-deep print:block">
          {text('hero.title')}
        </p>
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3 print:hidden">
          {/* The note under the title, the button at the row's right edge from laptops up:
              the note right-aligned over the button read as a stray line. */}
          <div>
            <SectionTitle id="story">{text('story.title')}</SectionTitle>
            <p className="mt-2">{text('story.printNote')}</p>
          </div>
          {/* One place for the button and, until the page's scripts run (or without them),
              the way to print without it: whichever shows, nothing moves. */}
          <div className="grid items-center lg:justify-items-end lg:text-right">
            <p className="[grid-area:1/1] [html[data-hydrated]_&]:invisible">
              {text('story.noScript')}
            </p>
            <PrintButton
              label={text('story.print')}
              className="justify-self-start [grid-area:1/1] lg:justify-self-end"
            />
          </div>
        </div>
        <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:gap-8 print:mt-[0.15in] print:grid-cols-2 print:gap-[0.2in]">
          {storySteps.map(({ art, slug }, index) => {
            // An odd last step stands in the middle of its row, the story's end, not beside a
            // hole (on screen; the printed booklet keeps its pairs).
            const alone = index === storySteps.length - 1 && index % 2 === 0;
            return (
              <li
                key={slug}
                className={cn(
                  'rounded-3xl bg-white p-4 shadow-soft',
                  alone &&
                    'sm:col-span-2 sm:w-[calc((100%-1.25rem)/2)] sm:justify-self-center lg:w-[calc((100%-2rem)/2)] print:col-span-1 print:w-auto',
                  'print:break-inside-avoid print:rounded-2xl print:border-2 print:border-brand-soft print:p-[0.1in] print:shadow-none',
                  // Four steps to a sheet: each sheet starts with its row of two.
                  'print:[&:nth-child(4n+5)]:break-before-page',
                )}
              >
                <Art name={art} locale={locale} className="h-auto w-full rounded-2xl" />
                <div className="mt-3 flex gap-3 print:mt-[0.08in]">
                  <span
                    aria-hidden="true"
                    className="grid size-9 shrink-0 place-items-center rounded-full bg-sun font-black text-ink [print-color-adjust:exact]"
                  >
                    {index + 1}
                  </span>
                  <p className="text-lg leading-snug print:text-[13pt]">
                    {keepNames(text(`story.steps.${slug as Step}`))}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
        <p className="mt-[0.15in] hidden text-[10pt] print:block">{text('story.booklet')}</p>
      </section>
      <TitledSection id="howTo" text={text} band>
        <CheckList items={list('howTo.items')} className="mt-5" columns="md" />
        <SiteLink href="/special-needs" className={cn('mt-4', textLinkClass)}>
          <ArrowText>{text('howTo.specialNeedsLink')}</ArrowText>
        </SiteLink>
      </TitledSection>
      <CtaBand text={text} />
    </>
  );
}
