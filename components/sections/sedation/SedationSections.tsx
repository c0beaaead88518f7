import { noWidow } from '@/lib/typography';
import { pageText } from '@/lib/page-text';
import { CallButton } from '../shared/Actions';
import { CheckList } from '../shared/CheckList';
import { CtaBand } from '../shared/CtaBand';
import { PageHero } from '../shared/PageHero';
import { SectionTitle } from '../shared/SectionTitle';
import { ArtTitle } from '../shared/ArtTitle';

/** The four safety cards, in the page's order, with their spot art. */
const safety = [
  ['staff', 'spot/sedation-staff'],
  ['monitoring', 'spot/sedation-monitoring'],
  ['recovery', 'spot/sedation'],
  ['facility', 'spot/sedation-office'],
] as const;
const guidelines = ['fasting', 'arrive', 'comfort'] as const;

/** Spec 2.12: reasons, nitrous oxide, four safety cards, guidelines, what to expect. */
export async function SedationSections() {
  const { text, list, locale } = await pageText('SedationPage');
  return (
    <>
      <PageHero text={text} art="header/sedation-dentistry">
        <CallButton label={text('hero.call')} variant="primary" />
      </PageHero>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-2">
        <section aria-labelledby="reasons">
          <SectionTitle id="reasons">{text('reasons.title')}</SectionTitle>
          <CheckList items={list('reasons.items')} className="mt-5" />
        </section>
        <section aria-labelledby="nitrous" className="rounded-3xl bg-white p-6 shadow-soft sm:p-8">
          <ArtTitle art="spot/nitrous" locale={locale} beside>
            <SectionTitle id="nitrous" size="md">
              {text('nitrous.title')}
            </SectionTitle>
          </ArtTitle>
          <p className="mt-3">{text('nitrous.description')}</p>
          <h3 className="mt-5 text-lg font-extrabold text-brand-deep">
            {noWidow(text('nitrous.benefitsTitle'))}
          </h3>
          <CheckList items={list('nitrous.benefits')} className="mt-2 text-base" />
          <h3 className="mt-5 text-lg font-extrabold text-brand-deep">
            {noWidow(text('nitrous.suitsTitle'))}
          </h3>
          <CheckList items={list('nitrous.suits')} className="mt-2 text-base" />
        </section>
      </div>
      <section aria-labelledby="safety" className="bg-white py-12">
        <div className="container-page">
          <SectionTitle id="safety">{text('safety.title')}</SectionTitle>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
            {safety.map(([key, art]) => (
              <li key={key} className="rounded-3xl bg-cream p-6 shadow-soft">
                <ArtTitle art={art} locale={locale}>
                  <h3 className="text-xl font-black text-brand-deep">
                    {noWidow(text(`safety.cards.${key}.title`))}
                  </h3>
                </ArtTitle>
                <p className="mt-2 text-base">{text(`safety.cards.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-2">
        <section aria-labelledby="guidelines">
          <SectionTitle id="guidelines">{text('guidelines.title')}</SectionTitle>
          <ol className="mt-5 grid gap-4">
            {guidelines.map((key, index) => (
              <li key={key} className="flex gap-4 rounded-2xl bg-white p-5 shadow-soft">
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-sun font-black text-ink"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-extrabold text-brand-deep">
                    {noWidow(text(`guidelines.items.${key}.title`))}
                  </h3>
                  <p className="mt-1 text-base">{text(`guidelines.items.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="expect">
          <SectionTitle id="expect">{text('expect.title')}</SectionTitle>
          <ol className="mt-5 grid list-decimal gap-3 pl-6 marker:font-black marker:text-brand">
            {list('expect.steps').map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
      <CtaBand text={text} book={text('cta.book')} />
    </>
  );
}
