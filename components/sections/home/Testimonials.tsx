import { useTranslations } from 'next-intl';
import { stats } from '@/content/practice';
import { SectionHeading } from '../shared/SectionHeading';
import { Stars } from '../shared/Stars';

const items = ['1', '2', '3', '4', '5', '6'] as const;

/** Spec 2.4 testimonials (#testimonials): six parent reviews and the 5.0/5 summary. */
export function Testimonials() {
  const t = useTranslations('Home.testimonials');
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="py-14 sm:py-20">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="testimonials-title" eyebrow={t('eyebrow')} title={t('title')} />
          <p className="flex items-center gap-2 rounded-full bg-white px-4 py-2 font-extrabold shadow-soft">
            <Stars rating={5} />
            {t('summary', { rating: stats.homeReviews.rating, count: stats.homeReviews.count })}
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {items.map((n) => (
            <li key={n}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-soft">
                <Stars rating={5} />
                <blockquote className="mt-3 flex-1">
                  <p>“{t(`items.${n}.text`)}”</p>
                </blockquote>
                <figcaption className="mt-4">
                  <span className="block font-extrabold text-brand-deep">
                    {t(`items.${n}.name`)}
                  </span>
                  <span className="text-base text-muted">
                    {t('child', { child: t(`items.${n}.child`), age: t(`items.${n}.age`) })}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
