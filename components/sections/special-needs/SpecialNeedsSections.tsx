import { noWidow } from '@/lib/typography';
import { buttonClass } from '@/components/ui/button';
import { SiteLink } from '@/components/site/SiteLink';
import { reviewById, specialNeedsReviewId } from '@/content/reviews';
import { pageText } from '@/lib/page-text';
import { CheckList } from '../shared/CheckList';
import { CtaBand } from '../shared/CtaBand';
import { PageHero } from '../shared/PageHero';
import { ReviewCard } from '../shared/Reviews';
import { SectionTitle } from '../shared/SectionTitle';
import { ArtTitle } from '../shared/ArtTitle';

/** The four "How we make visits easier" cards (messages: benefits.cards), with their art. */
const benefits = [
  ['sensory', 'spot/sensory'],
  ['familiarFaces', 'spot/familiar-faces'],
  ['visualSchedule', 'spot/visual-schedule'],
  ['accessible', 'spot/accessible'],
] as const;

/** Spec 2.14: description, one featured review, four benefits, "Read More Reviews". */
export async function SpecialNeedsSections() {
  const { text, list, locale } = await pageText('SpecialNeedsPage');
  return (
    <>
      <PageHero text={text} art="header/special-needs" />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_minmax(0,26rem)]">
        <section aria-labelledby="description">
          <SectionTitle id="description">{text('description.title')}</SectionTitle>
          {list('description.text').map((paragraph) => (
            <p key={paragraph} className="mt-4 max-w-prose">
              {paragraph}
            </p>
          ))}
        </section>
        <section
          aria-labelledby="review"
          className="self-start rounded-3xl border-l-8 border-sun bg-white p-6 shadow-soft"
        >
          <SectionTitle id="review" size="sm">
            {text('review.title')}
          </SectionTitle>
          <ReviewCard review={reviewById(specialNeedsReviewId)} className="mt-3 p-0 shadow-none" />
          <SiteLink href="/reviews" className={buttonClass('outline', 'mt-5')}>
            {text('readMore')}
          </SiteLink>
        </section>
      </div>
      <section aria-labelledby="benefits" className="bg-white py-12">
        <div className="container-page">
          <SectionTitle id="benefits">{text('benefits.title')}</SectionTitle>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
            {benefits.map(([k, art]) => (
              <li key={k} className="rounded-3xl bg-cream p-6 shadow-soft">
                <ArtTitle art={art} locale={locale}>
                  <h3 className="text-xl font-black text-brand-deep">
                    {noWidow(text(`benefits.cards.${k}.title`))}
                  </h3>
                </ArtTitle>
                <p className="mt-2 text-base">{text(`benefits.cards.${k}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="prepare" className="container-page py-12">
        <SectionTitle id="prepare">{text('prepare.title')}</SectionTitle>
        <CheckList items={list('prepare.items')} className="mt-5 md:grid-cols-2" />
      </section>
      <CtaBand text={text} book={text('cta.book')} />
    </>
  );
}
