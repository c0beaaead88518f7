import { noWidow } from '@/lib/typography';
import { financing } from '@/content/practice';
import { pageText } from '@/lib/page-text';
import { CallButton } from '../shared/Actions';
import { CheckList } from '../shared/CheckList';
import { ExternalButton, ExternalTextLink } from '../shared/ExternalLink';
import { PageHero } from '../shared/PageHero';
import { SectionTitle } from '../shared/SectionTitle';
import { ArtTitle } from '../shared/ArtTitle';

/** The three steps of "How it works", in order, with their spot art. */
const steps = [
  ['apply', 'spot/finance-apply'],
  ['approval', 'spot/finance-approval'],
  ['use', 'spot/finance-use'],
] as const;
const plans = ['short', 'long', 'extended'] as const;

/** Spec 2.16: apply link, three steps, six benefits, three plans, a phone link. */
export async function CareCreditSections() {
  const { text, list, locale } = await pageText('CareCreditPage');
  return (
    <>
      <PageHero text={text} art="header/carecredit">
        <ExternalButton href={financing.applyUrl} newTab={text('hero.newTab')}>
          {text('hero.apply')}
        </ExternalButton>
      </PageHero>
      <section aria-labelledby="steps" className="container-page py-12">
        <SectionTitle id="steps">{text('steps.title')}</SectionTitle>
        <ol className="mt-6 grid gap-5 md:grid-cols-3">
          {steps.map(([key, art], index) => (
            <li key={key} className="rounded-3xl bg-white p-6 shadow-soft">
              <ArtTitle art={art} locale={locale} step={index + 1}>
                <h3 className="text-xl font-black text-brand-deep">
                  {noWidow(text(`steps.items.${key}.title`))}
                </h3>
              </ArtTitle>
              <p className="mt-1 text-base">{text(`steps.items.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="benefits" className="bg-white py-12">
        <div className="container-page">
          <SectionTitle id="benefits">{text('benefits.title')}</SectionTitle>
          <CheckList items={list('benefits.items')} className="mt-5 md:grid-cols-2" />
        </div>
      </section>
      <section aria-labelledby="plans" className="container-page py-12">
        <SectionTitle id="plans">{text('plans.title')}</SectionTitle>
        <ul className="mt-6 grid gap-5 lg:grid-cols-3">
          {plans.map((key) => (
            <li
              key={key}
              className="flex flex-col rounded-3xl border-2 border-brand-soft bg-white p-6"
            >
              <h3 className="text-2xl font-black text-brand">
                {noWidow(text(`plans.cards.${key}.title`))}
              </h3>
              <p className="mt-2 font-bold">{text(`plans.cards.${key}.description`)}</p>
              <p className="mt-2 text-base text-muted">{text(`plans.cards.${key}.details`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-5 max-w-3xl text-base text-muted">{text('disclaimer')}</p>
        <p className="mt-2">
          <ExternalTextLink href={financing.termsUrl} newTab={text('hero.newTab')}>
            {text('terms')}
          </ExternalTextLink>
        </p>
      </section>
      <section aria-labelledby="questions" className="container-page pb-12">
        <div className="rounded-3xl bg-sun-soft p-6 sm:p-8">
          <SectionTitle id="questions" size="md">
            {text('questions.title')}
          </SectionTitle>
          <p className="mb-5 mt-2">{text('questions.text')}</p>
          <CallButton label={text('questions.call')} />
        </div>
      </section>
    </>
  );
}
