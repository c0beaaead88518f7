import { stats } from '@/content/practice';
import { pageText } from '@/lib/page-text';
import { CallButton } from '../shared/Actions';
import { CtaBand } from '../shared/CtaBand';
import { PageHero } from '../shared/PageHero';
import { Stars } from '../shared/Stars';

/** Spec 2.7: the 4.9/5 summary, eight reviews with relative dates, a call button. */
export async function ReviewsSections() {
  const { text, keys } = await pageText('ReviewsPage');
  return (
    <>
      <PageHero text={text}>
        <p className="flex flex-wrap items-center gap-2 rounded-2xl bg-white px-4 py-3 font-extrabold shadow-soft">
          <Stars rating={5} />
          <span>
            {text('summary', { rating: stats.reviewsPage.rating, count: stats.reviewsPage.count })}
          </span>
          <span className="font-normal text-muted">· {text('summarySource')}</span>
        </p>
        <CallButton label={text('cta.call')} />
      </PageHero>
      <section aria-label={text('hero.eyebrow')} className="container-page py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {keys('items').map((k) => (
            <li key={k}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-soft">
                <div className="flex items-center justify-between gap-3">
                  <Stars rating={5} />
                  <span className="text-base text-muted">{text(`items.${k}.date`)}</span>
                </div>
                <blockquote className="mt-3 flex-1">
                  <p>“{text(`items.${k}.text`)}”</p>
                </blockquote>
                <figcaption className="mt-4">
                  <span className="block font-extrabold text-brand-deep">
                    {text(`items.${k}.name`)}
                  </span>
                  <span className="text-base text-muted">
                    {text('childLabel', {
                      child: text(`items.${k}.child`),
                      age: text(`items.${k}.age`),
                    })}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
      <CtaBand text={text} keys={keys} />
    </>
  );
}
