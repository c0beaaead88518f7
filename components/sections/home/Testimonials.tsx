import { useTranslations } from 'next-intl';
import { homeReviewIds, reviewById } from '@/content/reviews';
import { RatingSummary, ReviewCard } from '../shared/Reviews';
import { SectionHeading } from '../shared/SectionHeading';

/** Spec 2.4 testimonials (#testimonials): six parent reviews and the rating summary. */
export function Testimonials() {
  const t = useTranslations('Home.testimonials');
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="py-14 sm:py-20">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="testimonials-title" eyebrow={t('eyebrow')} title={t('title')} />
          <RatingSummary />
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {homeReviewIds.map((id) => (
            <li key={id}>
              <ReviewCard review={reviewById(id)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
