import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { noWidow } from '@/lib/typography';
import { directionsTo, nearbyEmergencyRooms } from '@/content/practice';
import { CallBar } from '@/components/site/CallBar';
import { OfficeHours } from '@/components/site/OfficeHours';
import { OfficeStatus } from '@/components/site/OfficeStatus';
import { FoldCard } from '@/components/ui/Fold';
import { Icon } from '@/components/ui/Icon';
import { balancedColumns } from '@/lib/columns';
import { pageText } from '@/lib/page-text';
import { CallButton } from '../shared/Actions';
import { CtaBand } from '../shared/CtaBand';
import { ExternalTextLink } from '../shared/ExternalLink';
import { NumberedSteps } from '../shared/NumberedSteps';
import { PageHero } from '../shared/PageHero';
import { Paragraphs, TextList } from '../shared/Paragraphs';
import { Column, SplitSection } from '../shared/SplitSection';
import { TitledSection } from '../shared/TitledSection';

const cases = [
  'knockedOutPermanent',
  'knockedOutBaby',
  'displaced',
  'broken',
  'toothache',
  'swelling',
  'bleeding',
  'bracesWire',
] as const;

/**
 * docs/product.md#pages-beyond-the-original-specification: the call button first, when to call 911,
 * then short numbered first-aid steps a parent can follow with one hand, and how after-hours calls
 * work. `notice`: what the saved offline copy says first, under its call bar.
 */
export async function EmergencySections({ notice }: { notice?: ReactNode } = {}) {
  const { text, list } = await pageText('EmergencyPage');
  return (
    <>
      {/* Emergency mode: one red call at the bottom of a phone, no strip linking here; first in
          the page's main content, so it is parsed whole before any of it. */}
      <CallBar emergency />
      {notice}
      <PageHero text={text} art="header/emergency" urgent>
        <CallButton label={text('call')} short={text('callShort')} emergency />
        <OfficeStatus variant="emergency" className="w-full max-w-2xl" />
      </PageHero>

      <UrgentSigns />
      {/* Who we see and how a call goes, after when to call 911: on a phone the red box starts
          in the first screen. */}
      <div className="container-page mt-8">
        <p className="max-w-prose">{text('callNote')}</p>
      </div>
      <FirstAid />

      <SplitSection id="after-hours" band grid="grid gap-8 lg:grid-cols-[1fr_minmax(0,22rem)]">
        <Column id="after-hours" title={text('afterHours.title')}>
          <Paragraphs items={list('afterHours.text')} className="mt-4 max-w-prose" />
          <div className="mt-6">
            <CallButton label={text('call')} short={text('callShort')} emergency />
            <OfficeStatus variant="emergency" className="mt-3" hoursNearby />
          </div>
        </Column>
        <div className="self-start rounded-3xl bg-cream p-6 shadow-soft">
          <OfficeHours />
        </div>
      </SplitSection>
      <CtaBand text={text} status="emergency" />
    </>
  );
}

/**
 * When to call 911 or go to the emergency room: the red box under the emergency page's hero,
 * with the nearest emergency rooms (content/practice.ts) and directions to each.
 */
export async function UrgentSigns() {
  const { text, list } = await pageText('EmergencyPage');
  const footer = await getTranslations('Footer');
  return (
    <TitledSection
      id="urgent"
      title={
        <>
          <Icon name="siren" className="mt-1 size-7 shrink-0" />
          {text('urgent.title')}
        </>
      }
      titleClassName="flex items-start gap-3 text-coral"
      className="container-page pt-4 sm:pt-10"
      box="coral"
    >
      <TextList
        items={list('urgent.items')}
        className="mt-4 grid list-disc gap-2 pl-6 marker:text-coral md:grid-cols-2 md:gap-x-10"
      />
      <h3 id="emergency-rooms" className="mt-6 text-xl font-black text-ink">
        {noWidow(text('urgent.rooms'))}
      </h3>
      <ul aria-labelledby="emergency-rooms" className="mt-3 grid gap-4 md:grid-cols-2 md:gap-x-10">
        {nearbyEmergencyRooms.map((room) => (
          <li key={room.name}>
            <span className="block font-bold">{room.name}</span>
            {/* The state and the ZIP code stay on one line. */}
            {room.address.replace(/ (\d{5})$/, '\u00a0$1')}
            <span className="block">
              <ExternalTextLink href={directionsTo(room)}>
                {footer('getDirections')}
                <span className="sr-only">: {room.name}</span>
              </ExternalTextLink>
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** The first-aid steps for each kind of emergency, with a link list to jump to one. */
export async function FirstAid() {
  const { text, list } = await pageText('EmergencyPage');
  // A card's height, roughly: its words, plus a title's and each step's badge row.
  const weight = (key: (typeof cases)[number]) =>
    text(`steps.cases.${key}.title`).length +
    text(`steps.cases.${key}.note`).length +
    list(`steps.cases.${key}.steps`).reduce((sum, step) => sum + step.length + 40, 0) +
    120;
  const columns = balancedColumns(cases, weight);
  return (
    <TitledSection id="first-aid" title={text('steps.title')} column className="py-12">
      <p className="mt-2 max-w-prose">{text('steps.intro')}</p>
      {/* From tablets up, links that jump to each case; on phones the cases themselves are the
          list (each folds under its title), so the list would only repeat them. */}
      <nav aria-labelledby="first-aid" className="mt-5 max-md:hidden">
        {/* Pills that wrap, in the cards' order: the columns keep the list's (lib/columns.ts). */}
        <ul className="flex flex-wrap gap-2">
          {cases.map((key) => (
            <li key={key}>
              <a
                href={`#${key}`}
                className="inline-flex min-h-11 items-center rounded-3xl border-2 border-brand-deep bg-white px-4 py-1.5 font-bold text-brand-deep hover:bg-brand-soft"
              >
                {text(`steps.cases.${key}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* Two columns that each run down, split where they end closest to level: each card as
          tall as its steps, no hole beside a short one (the pills above jump to each). On a
          phone each card folds to its title (docs/architecture.md#layout-rules, "Phones fold,
          laptops show"): a parent finds what happened among eight rows and opens it. */}
      <div className="mt-6 grid gap-3 md:mt-8 md:gap-6 lg:grid-cols-2 lg:items-start">
        {columns.map((column, i) => (
          <div key={i} className="grid gap-3 md:gap-6">
            {column.map((key) => (
              <FoldCard
                key={key}
                titleId={`${key}-title`}
                target={key}
                title={noWidow(text(`steps.cases.${key}.title`))}
                className="rounded-3xl bg-white shadow-soft md:p-6"
                titleClassName="text-lg font-black text-brand-deep md:text-xl"
              >
                <NumberedSteps
                  className="mt-2 grid gap-3 md:mt-4"
                  stepClassName="flex gap-3"
                  badge="size-8"
                  steps={list(`steps.cases.${key}.steps`).map((step) => ({
                    key: step,
                    body: <span className="pt-0.5">{step}</span>,
                  }))}
                />
                <p className="mt-4 rounded-2xl bg-cream p-3 text-base font-bold">
                  {text(`steps.cases.${key}.note`)}
                </p>
              </FoldCard>
            ))}
          </div>
        ))}
      </div>
    </TitledSection>
  );
}
