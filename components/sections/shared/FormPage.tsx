import type { ReactNode } from 'react';
import type { ArtName } from '@/content/art';
import { PageHero } from './PageHero';
import { ThankYou } from './ThankYou';

/**
 * The top of a page built around a form (appointment, contact): the thank-you box the form
 * returns to, the hero, then the form's card, labelled by its heading, with the side cards
 * beside it from laptops up.
 */
export function FormPage({
  text,
  art,
  formId,
  heading,
  form,
  children,
}: {
  text: (key: 'hero.eyebrow' | 'hero.title' | 'hero.intro') => string;
  art: `header/${string}` & ArtName;
  /** The id of the form's heading, which names the form's card. */
  formId: string;
  heading: ReactNode;
  form: ReactNode;
  /** The side cards. */
  children: ReactNode;
}) {
  return (
    <>
      <ThankYou />
      <PageHero text={text} art={art} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_minmax(0,24rem)]">
        <section aria-labelledby={formId} className="rounded-3xl bg-white p-5 shadow-soft sm:p-8">
          {heading}
          {form}
        </section>
        <div className="grid content-start gap-6">{children}</div>
      </div>
    </>
  );
}
