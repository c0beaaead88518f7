import { noWidow } from '@/lib/typography';
import { financing } from '@/content/practice';
import { pageText } from '@/lib/page-text';
import { cardRows, StepCards } from '../shared/ArtCards';
import { CheckList } from '../shared/CheckList';
import { CtaBand } from '../shared/CtaBand';
import { ExternalButton, ExternalTextLink } from '../shared/ExternalLink';
import { PageHero } from '../shared/PageHero';
import { TitledSection } from '../shared/TitledSection';

/** The three steps of "How it works", in order, with their spot art. */
const steps = [
  ['apply', 'spot/finance-apply'],
  ['approval', 'spot/finance-approval'],
  ['use', 'spot/finance-use'],
] as const;
const plans = ['short', 'long', 'extended'] as const;

/**
 * docs/product.md#financing-page: apply link, three steps, six benefits, three plans, a phone link.
 */
export async function CareCreditSections() {
  const { text, list } = await pageText('CareCreditPage');
  return (
    <>
      <PageHero text={text} art="header/carecredit">
        <ExternalButton href={financing.applyUrl}>{text('hero.apply')}</ExternalButton>
      </PageHero>
      <TitledSection id="steps" text={text} column className="py-12">
        <StepCards
          steps={steps}
          text={(key, field) => text(`steps.items.${key}.${field}`)}
          className="mt-6 grid gap-5 md:grid-cols-3"
          card={{ className: 'rounded-3xl bg-white p-6 shadow-soft' }}
        />
      </TitledSection>
      <TitledSection id="benefits" text={text} band>
        <CheckList items={list('benefits.items')} className="mt-5" columns="md" />
      </TitledSection>
      <TitledSection id="plans" text={text} column className="py-12">
        <ul className="mt-6 grid gap-5 lg:grid-cols-3">
          {plans.map((key) => (
            <li key={key} {...cardRows(3, 'rounded-3xl border-2 border-brand-soft bg-white p-6')}>
              <h3 className="text-2xl font-black text-brand-deep">
                {noWidow(text(`plans.cards.${key}.title`))}
              </h3>
              <p className="mt-2 font-bold">{text(`plans.cards.${key}.description`)}</p>
              <p className="mt-2 text-base text-muted">{text(`plans.cards.${key}.details`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-5 max-w-3xl text-base text-muted">{text('disclaimer')}</p>
        <p className="mt-2">
          <ExternalTextLink href={financing.termsUrl}>{text('terms')}</ExternalTextLink>
        </p>
      </TitledSection>
      {/* Every page closes the same way: a call, a request, whether the office is open. */}
      <CtaBand text={text} />
    </>
  );
}
