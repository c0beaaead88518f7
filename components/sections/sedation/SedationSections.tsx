import { keepNames, noWidow } from '@/lib/typography';
import { ArrowText } from '@/components/ui/ArrowText';
import { SiteLink } from '@/components/site/SiteLink';
import { textLinkClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { pageText } from '@/lib/page-text';
import { ArtCards } from '../shared/ArtCards';
import { CheckList } from '../shared/CheckList';
import { CallPanel } from '../shared/Actions';
import { CtaBand } from '../shared/CtaBand';
import { NumberedSteps } from '../shared/NumberedSteps';
import { PageHero } from '../shared/PageHero';
import { Paragraphs } from '../shared/Paragraphs';
import { TitledSection } from '../shared/TitledSection';

/** The four safety cards, in the page's order, with their spot art. */
const safety = [
  ['staff', 'spot/sedation-staff'],
  ['monitoring', 'spot/sedation-monitoring'],
  ['recovery', 'spot/sedation'],
  ['facility', 'spot/sedation-office'],
] as const;
const guidelines = ['fasting', 'arrive', 'comfort'] as const;
const expectSteps = ['history', 'mask', 'awake', 'oxygen'] as const;

/**
 * docs/product.md#sedation-dentistry-page: reasons, nitrous oxide, safety, guidelines, what to
 * expect, cost and coverage.
 */
/** A numbered step's card, the same in both columns of steps. */
const stepCard = 'flex items-start gap-4 rounded-2xl bg-white p-5 shadow-soft';

export async function SedationSections() {
  const { text, list } = await pageText('SedationPage');
  const subtitle = (key: 'nitrous.benefitsTitle' | 'nitrous.suitsTitle', className = '') => (
    <h3 className={cn('mt-5 text-lg font-extrabold text-brand-deep', className)}>
      {noWidow(text(key))}
    </h3>
  );
  return (
    <>
      <PageHero text={text} art="header/sedation-dentistry" />
      {/* One above the other: side by side, the short list left a half-page hole beside the
          card. Each spreads across the width instead. */}
      <div className="container-page grid gap-10 py-12">
        <TitledSection id="reasons" text={text}>
          <CheckList items={list('reasons.items')} className="mt-5" columns="lg" />
        </TitledSection>
        <TitledSection id="nitrous" text={text} art="spot/nitrous" card="white">
          {/* From laptops up what it is and why parents choose it side by side, who it suits
              across the card under them (the words alone left the card's top right empty). */}
          <div className="lg:grid lg:grid-cols-2 lg:gap-x-10">
            <p className="mt-3 max-w-prose">{text('nitrous.description')}</p>
            <div>
              {subtitle('nitrous.benefitsTitle', 'lg:mt-3')}
              <CheckList items={list('nitrous.benefits')} className="mt-2 text-base" />
            </div>
            <div className="lg:col-span-2">
              {subtitle('nitrous.suitsTitle')}
              <CheckList items={list('nitrous.suits')} className="mt-2 text-base" columns="lg" />
            </div>
          </div>
        </TitledSection>
      </div>
      <TitledSection id="safety" text={text} band>
        <ArtCards cards={safety} text={(key, field) => text(`safety.cards.${key}.${field}`)} />
      </TitledSection>
      {/* What to do before and on the day: on phones folded under their titles, opened when
          the visit is booked. */}
      <div className="container-page grid gap-3 py-6 max-md:[--fold-estimate:9rem] md:gap-10 md:py-12 lg:grid-cols-2">
        <TitledSection id="guidelines" text={text} fold="row">
          <TitledSteps
            steps={guidelines.map((key) => [
              key,
              text(`guidelines.items.${key}.title`),
              text(`guidelines.items.${key}.text`),
            ])}
          />
        </TitledSection>
        <TitledSection id="expect" text={text} fold="row">
          {/* Numbered on suns in cards with a title each, as the steps beside it are (one way to
              show steps side by side): the order of the day, read straight down. */}
          <TitledSteps
            steps={expectSteps.map((key) => [
              key,
              text(`expect.steps.${key}.title`),
              text(`expect.steps.${key}.text`),
            ])}
          />
          {/* Answered once, with the other questions parents ask, on the special-needs page. */}
          <SiteLink href="/special-needs#questions" className={cn(textLinkClass, 'mt-4')}>
            <ArrowText>{text('expect.stayLink')}</ArrowText>
          </SiteLink>
        </TitledSection>
      </div>
      <TitledSection
        id="cost"
        text={text}
        column
        className="pb-12"
        box="outline"
        aside={<CallPanel question={text('cost.question')} />}
      >
        <Paragraphs items={list('cost.text')} className="mt-3 max-w-prose" />
      </TitledSection>
      <CtaBand text={text} />
    </>
  );
}

/** Numbered steps on suns in cards, each with its title: the two columns of the visit's day. */
function TitledSteps({ steps }: { steps: ReadonlyArray<readonly [string, string, string]> }) {
  return (
    <NumberedSteps
      className="mt-5 grid gap-4"
      stepClassName={stepCard}
      badge="size-9"
      steps={steps.map(([key, title, words]) => ({
        key,
        body: (
          <div>
            <h3 className="font-extrabold text-brand-deep">{noWidow(title)}</h3>
            <p className="mt-1 text-base">{keepNames(words)}</p>
          </div>
        ),
      }))}
    />
  );
}
