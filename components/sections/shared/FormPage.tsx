import type { ComponentType, ReactNode } from 'react';
import type { ArtName } from '@/content/art';
import { noWidow } from '@/lib/typography';
import { PageHero } from './PageHero';
import { SectionTitle } from './SectionTitle';
import { ThankYou } from './ThankYou';

/**
 * The top of a page built around a form (appointment, contact): the thank-you box the form
 * returns to, a compact hero, then the form's card, with the side cards (`children`) beside it
 * from laptops up. The card's heading (`formId`) names both the card and the form.
 * `lead`: what a parent may want instead of the form (call, directions, hours): first on a phone,
 * above the side cards on a laptop, where the form stays at the top of the first screen.
 */
export function FormPage({
  text,
  art,
  formId,
  Form,
  intro,
  lead,
  children,
}: {
  text: (key: 'hero.eyebrow' | 'hero.title' | 'hero.intro' | 'formTitle') => string;
  art: `header/${string}` & ArtName;
  formId: string;
  Form: ComponentType<{ labelledBy: string }>;
  /** A line under the heading. */
  intro?: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <ThankYou />
      <PageHero text={text} art={art} compact />
      <div className="container-page grid gap-6 pt-6 pb-12 sm:pt-8 lg:grid-cols-[1fr_minmax(0,24rem)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        {lead && <div className="lg:col-start-2 lg:row-start-1">{lead}</div>}
        <section
          aria-labelledby={formId}
          className="rounded-3xl bg-white p-5 shadow-soft sm:p-8 lg:col-start-1 lg:row-[1/span_2] lg:self-start"
        >
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
        <div className="grid content-start gap-6 lg:col-start-2">{children}</div>
      </div>
    </>
  );
}
