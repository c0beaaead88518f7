import { noWidow } from '@/lib/typography';
import { Icon } from '@/components/ui/Icon';
import { SiteLink } from '@/components/site/SiteLink';
import { inlineLinkClass } from '@/components/ui/button';
import { pageText } from '@/lib/page-text';
import { BookButton, CallButton } from '../shared/Actions';
import { ArtCard } from '../shared/ArtCards';
import { CheckList } from '../shared/CheckList';
import { CtaBand } from '../shared/CtaBand';
import { PageHero } from '../shared/PageHero';
import { Column, SplitSection } from '../shared/SplitSection';
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
      <PageHero text={text} art="header/orthodontics">
        <CallButton label={text('cta.call')} />
        <BookButton />
      </PageHero>
      <TitledSection id="benefits" text={text} column className="py-12">
        <CheckList items={list('benefits.items')} className="mt-5 gap-3 md:grid-cols-2" />
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
              className="flex flex-col rounded-3xl bg-cream p-6 shadow-soft"
              titleClassName="text-2xl"
              textClassName="mt-2"
            >
              <p className="mt-4 inline-flex items-center gap-2 self-start rounded-full bg-brand-soft px-3 py-1 font-bold text-brand-deep">
                <Icon name="clock" className="size-4" />
                <span>
                  {text('options.durationLabel')}: {text(`options.${key}.duration`)}
                </span>
              </p>
              <CheckList items={list(`options.${key}.features`)} className="mt-4 text-base" />
            </ArtCard>
          ))}
        </ul>
      </TitledSection>
      <TitledSection id="cost" text={text} column className="pt-12" box="outline">
        <p className="mt-3 max-w-3xl">{text('cost.text')}</p>
        <h3 className="mt-5 text-lg font-extrabold text-brand-deep">
          {noWidow(text('cost.includesTitle'))}
        </h3>
        <CheckList items={list('cost.includes')} className="mt-2" />
        <p className="mt-5 max-w-3xl">{text('cost.payment')}</p>
      </TitledSection>
      <SplitSection id="guidance">
        <Column id="guidance" title={text('guidance.title')}>
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
          />
        </Column>
        <Column title={text('phases.title')}>
          {(['phase1', 'phase2'] as const).map((phase) => (
            <div key={phase} className="mt-5 rounded-2xl bg-white p-5 shadow-soft">
              <h3 className="text-xl font-extrabold text-brand-deep">
                {noWidow(text(`phases.${phase}.title`))}
              </h3>
              <p className="mt-1">{text(`phases.${phase}.text`)}</p>
            </div>
          ))}
        </Column>
      </SplitSection>
      {/* A white card: the closing band below is the page's one yellow block. */}
      <TitledSection id="safety" text={text} size="lg" column className="pb-4" box="white">
        <p className="mt-3 max-w-3xl">{text('safety.text')}</p>
        <CheckList items={list('safety.items')} className="mt-5 md:grid-cols-2" />
      </TitledSection>
      <CtaBand text={text} />
    </>
  );
}
