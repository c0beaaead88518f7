import { useTranslations } from 'next-intl';
import { homeReviews } from '@/content/reviews';
import { RatingSummary, ReviewCard, ReviewsSelection } from '../shared/Reviews';
import { SectionHeading } from '../shared/SectionHeading';
import { HomeSection } from './HomeSection';

/**
 * The home page's testimonials (#testimonials, docs/product.md#home-page): six reviews, the rating.
 */
export function Testimonials() {
  const t = useTranslations('Home.testimonials');
  return (
    <HomeSection id="testimonials">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="testimonials-title" text={t} />
        <RatingSummary />
      </div>
      {/* On phones the reviews sit in a row to swipe through (the next one peeks in), each card
            four lines of words at most with a link to the whole review, the parent's name right
            under them (stretched to one height, a short card was mostly blank; as tall as all
            their words, a short one stood above a hole: docs/decisions/0026-the-look-measured.md);
            from tablets up they flow in columns, whole, so a short review leaves no hole. The
            row can be scrolled from the keyboard too. */}
      <div
        role="region"
        aria-label={t('listLabel')}
        tabIndex={0}
        className="-mx-4 mt-6 snap-x snap-mandatory overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0 md:mt-10 md:overflow-visible md:pb-0"
      >
        <ul className="flex items-start gap-4 md:block md:columns-2 md:gap-6 xl:columns-3">
          {homeReviews.map((review) => (
            <li
              key={review.id}
              className="flex w-[85%] max-w-sm shrink-0 snap-center md:mb-6 md:block md:w-auto md:max-w-none md:break-inside-avoid"
            >
              <ReviewCard review={review} teaser className="w-full" />
            </li>
          ))}
        </ul>
      </div>
      <ReviewsSelection />
    </HomeSection>
  );
}
