import type { ComponentType, ReactNode } from 'react';
import type { ArtName } from '@/content/art';
import { noWidow } from '@/lib/typography';
import { PageHero } from './PageHero';
import { SectionTitle } from './SectionTitle';
import { ThankYou } from './ThankYou';

/**
 * The top of a page built around a form (appointment, contact): the thank-you box the form
 * returns to, the hero, then the form's card, with the side cards (`children`) beside it from
 * laptops up. The card's heading (`formId`) names both the card and the form.
 */
export function FormPage({
  text,
  art,
  formId,
  Form,
  intro,
  children,
}: {
  text: (key: 'hero.eyebrow' | 'hero.title' | 'hero.intro' | 'formTitle') => string;
  art: `header/${string}` & ArtName;
  formId: string;
  Form: ComponentType<{ labelledBy: string }>;
  /** A line under the heading. */
  intro?: string;
  children: ReactNode;
}) {
  return (
    <>
      <ThankYou />
      <PageHero text={text} art={art} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_minmax(0,24rem)]">
        <section aria-labelledby={formId} className="rounded-3xl bg-white p-5 shadow-soft sm:p-8">
          {intro ? (
            <>
              <SectionTitle id={formId} size="md">
                {text('formTitle')}
              </SectionTitle>
              <p className="mt-1 mb-5 text-muted">{intro}</p>
            </>
          ) : (
            // The booking form's heading, as it was built: text-2xl, where SectionTitle's md
            // size grows with the screen. Aligning the two would change the page.
            <h2 id={formId} className="mb-4 text-2xl font-black text-brand-deep">
              {noWidow(text('formTitle'))}
            </h2>
          )}
          <Form labelledBy={formId} />
        </section>
        <div className="grid content-start gap-6">{children}</div>
      </div>
    </>
  );
}
