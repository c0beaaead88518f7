import type { ReactNode } from 'react';
import { ArrowText } from '@/components/ui/ArrowText';
import { PhoneFold } from '@/components/ui/Fold';
import { SiteLink } from '@/components/site/SiteLink';
import { tel } from '@/components/ui/OutsidePhoneLink';
import { textLinkClass } from '@/components/ui/button';
import type { ArtName } from '@/content/art';
import { mediCal, mediCalNewPatients } from '@/content/practice';
import { pageText, type PageText } from '@/lib/page-text';
import { cn } from '@/lib/cn';
import { noWidow, keepNames } from '@/lib/typography';
import { CallButton } from '../shared/Actions';
import { cardRows } from '../shared/ArtCards';
import { ArtTitle } from '../shared/ArtTitle';
import { CheckList } from '../shared/CheckList';
import { CtaBand } from '../shared/CtaBand';
import { ExternalTextLink } from '../shared/ExternalLink';
import { PageHero } from '../shared/PageHero';
import { Paragraphs } from '../shared/Paragraphs';
import { TitledSection } from '../shared/TitledSection';

type Text = PageText<'MediCalPage'>;

/** What Medi-Cal covers at each age (messages: coverage.groups), each with its spot art. */
const ages = [
  ['babies', 'spot/timeline-exam'],
  ['children', 'spot/visit-cleaning'],
  ['teens', 'spot/preventive'],
] as const;

/**
 * docs/product.md#pages-beyond-the-original-specification: Medi-Cal Dental for a child, from
 * what it costs and whether the office takes new Medi-Cal patients, through what it covers at
 * each age and when it covers braces, to using it (the card, a ride, an interpreter, the state's
 * phone line, applying and renewing). Program facts come from `mediCal` (content/practice.ts),
 * each from a source listed in docs/research/2026-11-27-medi-cal.md.
 */
export async function MediCalSections() {
  const page = await pageText('MediCalPage');
  const { text } = page;
  return (
    <>
      <PageHero text={text} art="header/medi-cal" />
      {/* The long list beside the short notice, in widths that end them close to level. */}
      <div className="container-page grid gap-8 py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <TitledSection id="cost" text={text} art="spot/insurance" card="white">
          <CheckList items={page.list('cost.items')} className="mt-5" />
        </TitledSection>
        {/* As tall as the card beside it, its call right under its words (at the card's foot,
            it left a hole above the call). */}
        <TitledSection
          id="newPatients"
          text={text}
          art="spot/timeline-meet"
          card="sun"
          className="flex flex-col items-start"
        >
          <p className="mt-4">
            {keepNames(
              text(mediCalNewPatients.accepting ? 'newPatients.open' : 'newPatients.closed'),
            )}
          </p>
          <div className="pt-5">
            <CallButton label={text('hero.call')} />
          </div>
        </TitledSection>
      </div>
      <Coverage page={page} />
      <Braces page={page} />
      <Using page={page} />
      <div className="container-page mt-10">
        <p className="max-w-prose text-base text-muted">{keepNames(text('checked'))}</p>
      </div>
      <CtaBand text={text} />
    </>
  );
}

/** A white card with its spot art and h3 title. */
function Card({
  art,
  title,
  locale,
  className = 'bg-white shadow-soft',
  rows,
  children,
}: {
  art: ArtName;
  title: string;
  locale: Text['locale'];
  className?: string;
  /** Its title and each part on rows shared with the cards beside it (`cardRows`). */
  rows: number;
  children: ReactNode;
}) {
  return (
    <li {...cardRows(rows, cn('rounded-3xl p-6', className))}>
      <ArtTitle art={art} locale={locale} className="self-start">
        <h3 className="text-xl font-black text-brand-deep">{noWidow(title)}</h3>
      </ArtTitle>
      {children}
    </li>
  );
}

/** What Medi-Cal covers for babies and toddlers, school-age children and teens. */
function Coverage({ page: { text, list, locale } }: { page: Text }) {
  return (
    <TitledSection id="coverage" text={text} band>
      <p className="mt-3 max-w-prose">{keepNames(text('coverage.intro'))}</p>
      <ul className="mt-6 grid gap-5 lg:grid-cols-3">
        {ages.map(([key, art]) => (
          <Card
            key={key}
            art={art}
            title={text(`coverage.groups.${key}.title`)}
            locale={locale}
            rows={2}
          >
            <CheckList items={list(`coverage.groups.${key}.items`)} className="mt-4 self-start" />
          </Card>
        ))}
      </ul>
    </TitledSection>
  );
}

/** When Medi-Cal covers braces, and what this office does: it checks, screens and refers. */
function Braces({ page: { text, list, locale } }: { page: Text }) {
  return (
    <TitledSection
      id="braces"
      text={text}
      art="spot/orthodontics"
      className="container-page grid gap-x-10 py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]"
    >
      <div className="lg:col-start-1">
        <Paragraphs items={list('braces.text')} className="mt-4 max-w-prose" />
      </div>
      {/* Beside the paragraphs from laptops up, under them on a phone. */}
      <section
        aria-labelledby="braces-ours"
        className="mt-6 self-start rounded-3xl bg-sun-soft p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0"
      >
        <ArtTitle art="spot/visit-ortho-consult" locale={locale}>
          <h3 id="braces-ours" className="text-xl font-black text-brand-deep">
            {noWidow(text('braces.ours.title'))}
          </h3>
        </ArtTitle>
        <CheckList items={list('braces.ours.items')} className="mt-4" />
      </section>
    </TitledSection>
  );
}

/** The card, checking coverage, a free ride, an interpreter, applying; the state's phone line. */
async function Using({ page }: { page: Text }) {
  const { text, rich, locale } = page;
  return (
    // What a parent needs before booking (what to bring, whether the child's Medi-Cal is
    // active) stands open at every width; on phones the other help folds under one row.
    // Two columns from tablets up, so the two lists read as one grid of three rows.
    <TitledSection id="using" text={text} band>
      <ul className="mt-6 grid gap-5 md:grid-cols-2">
        <Card
          rows={3}
          art="spot/bring-insurance-card"
          title={text('using.cards.bring.title')}
          locale={locale}
        >
          <p className="mt-3">{keepNames(text('using.cards.bring.text'))}</p>
        </Card>
        <Card
          rows={3}
          art="spot/finance-approval"
          title={text('using.cards.check.title')}
          locale={locale}
        >
          <p className="mt-3">{rich('using.cards.check.text', { tel })}</p>
        </Card>
      </ul>
      <PhoneFold
        summary={text('using.more')}
        className="max-md:mt-5"
        // A row like the page's other folded rows: the cards it holds follow when it opens.
        summaryClassName="rounded-2xl bg-white px-5 py-2 text-xl leading-snug font-black text-brand-deep shadow-soft"
        chevronClassName="ml-auto shrink-0 text-brand"
      >
        <ul className="mt-2 grid gap-5 md:mt-5 md:grid-cols-2">
          <Card rows={3} art="spot/ride" title={text('using.cards.ride.title')} locale={locale}>
            <p className="mt-3">{rich('using.cards.ride.text', { tel })}</p>
          </Card>
          <Card
            rows={3}
            art="spot/interpreter"
            title={text('using.cards.interpreter.title')}
            locale={locale}
          >
            <p className="mt-3">{keepNames(text('using.cards.interpreter.text'))}</p>
            <SiteLink
              href="/nondiscrimination"
              className={`mt-2 justify-self-start ${textLinkClass}`}
            >
              <ArrowText>{text('using.cards.interpreter.link')}</ArrowText>
            </SiteLink>
          </Card>
          <Card
            rows={3}
            art="spot/finance-apply"
            title={text('using.cards.apply.title')}
            locale={locale}
          >
            <p className="mt-3">{rich('using.cards.apply.text', { tel })}</p>
            <p className="mt-2 flex flex-col items-start">
              <ExternalTextLink href={mediCal.links.benefitsCal}>
                {text('using.cards.apply.benefitsCal')}
              </ExternalTextLink>
              <ExternalTextLink href={mediCal.links.coveredCalifornia}>
                {text('using.cards.apply.coveredCalifornia')}
              </ExternalTextLink>
            </p>
          </Card>
          <Card
            rows={3}
            art="spot/visit-consult"
            title={text('using.line.title')}
            locale={locale}
            className="bg-brand-soft"
          >
            <p className="mt-3">{rich('using.line.text', { tel })}</p>
            <ExternalTextLink
              href={mediCal.links.smileCalifornia}
              className="mt-2 justify-self-start"
            >
              {text('using.line.site')}
            </ExternalTextLink>
          </Card>
        </ul>
      </PhoneFold>
    </TitledSection>
  );
}
