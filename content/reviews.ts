/**
 * The parent reviews, one list for the whole site (content/data/reviews.json, which the office
 * edits): the reviews page shows them all, the home page those marked "show on home", the
 * special-needs page quotes the one marked for it, so a child never appears with two parents or
 * two stories.
 *
 * SAMPLE CONTENT while `samples` is true: these are not real reviews. Before launch the practice
 * replaces them with real reviews it has the families' written permission to publish
 * (docs/launch.md#launch-checklist).
 */

import reviewsJson from './data/reviews.json';
import { parseContent, reviewsData } from './schema';

const data = parseContent('content/data/reviews.json', reviewsData, reviewsJson);

export type Review = {
  id: string;
  parent: string;
  parentRole: 'mom' | 'dad';
  /** The child's first name and age, as the parent gave them. */
  child: string;
  age: number;
  /** Month of the review, `YYYY-MM`: a static page shows month and year, never "2 weeks ago". */
  date: string;
  /** The language the family wrote in; the other language shows a translation, marked so. */
  language: 'en' | 'es';
  text: { en: string; es: string };
};

/** True until the practice has replaced the list with real, authorized reviews. */
export const reviewsAreSamples = data.samples;

/** Every review, in the office's order. */
export const reviews: readonly Review[] = data.reviews.map((review) => ({
  id: review.id,
  parent: review.parent,
  parentRole: review.parentRole,
  child: review.child,
  age: review.age,
  date: review.date,
  language: review.language,
  text: review.text,
}));

/** The reviews of the home page (from one to six), in the list's order. */
export const homeReviews: readonly Review[] = reviews.filter(
  (_, index) => data.reviews[index]!.showOnHome,
);

/** The review the special-needs page quotes (the schema makes sure there is exactly one). */
export const specialNeedsReview: Review =
  reviews[data.reviews.findIndex((review) => review.quoteOnSpecialNeeds)]!;
