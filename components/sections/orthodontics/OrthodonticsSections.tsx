import { noWidow } from '@/lib/typography';
import { Icon } from '@/components/ui/Icon';
import { PhoneFold } from '@/components/ui/Fold';
import { SiteLink } from '@/components/site/SiteLink';
import { inlineLinkClass } from '@/components/ui/button';
import { pageText } from '@/lib/page-text';
import { ArtCard } from '../shared/ArtCards';
import { CheckList } from '../shared/CheckList';
import { CtaBand } from '../shared/CtaBand';
import { PageHero } from '../shared/PageHero';
import { TitledSection } from '../shared/TitledSection';

/** The three treatment options, in the page's order, with their spot art. */
const options = [
  ['metal', 'spot/metal-braces'],
  ['ceramic', 'spot/ceramic-braces'],
  ['aligners', 'spot/clear-aligners'],
] as const;

/**
 * docs/product.md#orthodontics-page: benefits, three options, what braces cost, key facts, phases,
 * safety, book, call.
 */
export async function OrthodonticsSections() {
  const { text, list, richList } = await pageText('OrthodonticsPage');
  return (
    <>
      <PageHero text={text} art="header/orthodontics" />
      <TitledSection id="benefits" text={text} column className="py-12">
        <CheckList items={list('benefits.items')} className="mt-5 gap-3" columns="md" />
      </TitledSection>
      <TitledSection id="options" text={text} band>
        <ul className="mt-6 grid gap-6 lg:grid-cols-3">
          {options.map(([key, art]) => (
            <ArtCard
              key={key}
              art={art}
              beside
              title={text(`options.${key}.title`)}
              text={text(`options.${key}.description`)}
              className="rounded-3xl bg-cream p-6 shadow-soft"
              titleClassName="text-2xl"
              textClassName="mt-2"
              rows={4}
            >
              <p className="mt-4 inline-flex items-center gap-2 self-start justify-self-start rounded-full bg-brand-soft px-3 py-1 font-bold text-brand-deep">
                <Icon name="clock" className="size-4" />
                {/* A range never breaks ("18 a / 24 meses"); the label may, before it. */}
                <span>
                  {text('options.durationLabel')}:{' '}
                  <span className="whitespace-nowrap">{text(`options.${key}.duration`)}</span>
                </span>
              </p>
              {/* On phones the pros and cons fold under "Good to know" (as the services' lists
                  do): the three options read as three short cards. */}
              <PhoneFold
                summary={text('options.featuresLabel')}
                name={text(`options.${key}.title`)}
                className="mt-3 self-start md:mt-4"
              >
                <CheckList
                  items={list(`options.${key}.features`)}
                  className="mt-1 text-base md:mt-0"
                />
              </PhoneFold>
            </ArtCard>
          ))}
        </ul>
      </TitledSection>
      {/* The price and how to pay beside what the price includes. */}
      <TitledSection
        id="cost"
        text={text}
        column
        className="pt-12"
        box="outline"
        aside={
          <div className="rounded-2xl bg-brand-soft p-5">
            <h3 className="text-lg font-extrabold text-brand-deep">
              {noWidow(text('cost.includesTitle'))}
            </h3>
            <CheckList items={list('cost.includes')} className="mt-2 text-base" />
          </div>
        }
      >
        <p className="mt-3 max-w-3xl">{text('cost.text')}</p>
        <p className="mt-5 max-w-3xl">{text('cost.payment')}</p>
      </TitledSection>
      {/* What to know, its list in two columns, then the two phases side by side: rows that
          end level, where two columns of unequal length left a hole. On phones both fold under
          their titles: the deeper reading of a long page. */}
      <TitledSection id="guidance" text={text} column className="pt-12" fold="row">
        {/* When Medi-Cal covers braces is told once, on /medi-cal: this list links to it. */}
        <CheckList
          items={richList('guidance.items', {
            medi: (words) => (
              <SiteLink href="/medi-cal#braces" className={inlineLinkClass}>
                {words}
              </SiteLink>
            ),
          })}
          className="mt-5"
          columns="md"
        />
      </TitledSection>
      <TitledSection id="phases" text={text} column className="py-12" fold="row">
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          {(['phase1', 'phase2'] as const).map((phase) => (
            <div key={phase} className="rounded-2xl bg-white p-5 shadow-soft">
              <h3 className="text-xl font-extrabold text-brand-deep">
                {noWidow(text(`phases.${phase}.title`))}
              </h3>
              <p className="mt-1">{text(`phases.${phase}.text`)}</p>
            </div>
          ))}
        </div>
      </TitledSection>
      {/* A white card: the closing band below is the page's one yellow block. */}
      <TitledSection id="safety" text={text} size="lg" column className="pb-4" box="white">
        <p className="mt-3 max-w-3xl">{text('safety.text')}</p>
        <CheckList items={list('safety.items')} className="mt-5" columns="md" />
      </TitledSection>
      <CtaBand text={text} />
    </>
  );
}
