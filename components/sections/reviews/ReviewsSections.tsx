import { reviews } from '@/content/reviews';
import { balancedColumns } from '@/lib/columns';
import { pageText } from '@/lib/page-text';
import { CtaBand } from '../shared/CtaBand';
import { PageHero } from '../shared/PageHero';
import { RatingSummary, ReviewCard, ReviewsSelection, reviewAnchor } from '../shared/Reviews';

/**
 * docs/product.md#reviews-page: the rating summary, the eight reviews with their month (a
 * selection, linked to all of them), a call button.
 */
export async function ReviewsSections() {
  const { text, locale } = await pageText('ReviewsPage');
  return (
    <>
      {/* The rating first, then the call and the request (on phones the bar's). */}
      <PageHero text={text} art="header/reviews" lead={<RatingSummary className="py-3" />} />
      <section aria-label={text('hero.eyebrow')} className="container-page py-12">
        {/* Two columns that each run down, split where they end closest to level, so a short
            review leaves no hole (a grid's rows took each row's longest). */}
        <div className="grid gap-6 md:grid-cols-2 md:items-start">
          {balancedColumns(reviews, (review) => review.text[locale].length + 160).map(
            (column, i) => (
              <ul key={i} className="grid gap-6">
                {column.map((review) => (
                  <li key={review.id} id={reviewAnchor(review)}>
                    <ReviewCard review={review} />
                  </li>
                ))}
              </ul>
            ),
          )}
        </div>
        <ReviewsSelection />
      </section>
      <CtaBand text={text} />
    </>
  );
}
