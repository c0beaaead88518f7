import type { ComponentType, ReactNode } from 'react';
import type { ArtName } from '@/content/art';
import { cn } from '@/lib/cn';
import { noWidow, keepNames } from '@/lib/typography';
import { PageHero } from './PageHero';
import { SectionTitle } from './SectionTitle';
import { ThankYou } from './ThankYou';

/**
 * The top of a page built around a form (appointment, contact): the thank-you box the form
 * returns to, a compact hero, then the form's card. The card's heading (`formId`) names both the
 * card and the form.
 * Beside the form from laptops up: `lead`, what a parent may want instead of the form (call,
 * directions, hours), first on a phone; `children`, side cards that follow the form on a phone.
 * With both, they fill the column one above the other (the contact page balances them with its
 * form); with one, it stays in view while the form scrolls (sticky: it must fit a laptop's
 * screen) and `below`, longer reading, follows the form at its width.
 */
export function FormPage({
  text,
  art,
  formId,
  Form,
  intro,
  lead,
  below,
  children,
}: {
  text: (key: 'hero.eyebrow' | 'hero.title' | 'hero.intro' | 'formTitle') => string;
  art: `header/${string}` & ArtName;
  formId: string;
  Form: ComponentType<{ labelledBy: string }>;
  /** A line under the heading. */
  intro?: string;
  lead?: ReactNode;
  below?: ReactNode;
  children?: ReactNode;
}) {
  // With both a lead and side cards, the two fill the column beside the form, one above the
  // other; with one of them, it stays in view beside the form (sticky) and `below` follows it.
  const both = Boolean(lead && children);
  const side = 'grid content-start gap-6 lg:col-start-2';
  const sticky = 'lg:sticky lg:top-24 lg:row-[1/span_2] lg:self-start';
  return (
    <>
      <ThankYou />
      <PageHero text={text} art={art} compact />
      <div className="container-page grid gap-6 pt-2 pb-12 sm:pt-8 lg:grid-cols-[1fr_minmax(0,24rem)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        {lead && <div className={cn(side, both ? 'lg:row-start-1' : sticky)}>{lead}</div>}
        <section
          aria-labelledby={formId}
          className={cn(
            'rounded-3xl bg-white p-5 shadow-soft sm:p-8 lg:col-start-1 lg:self-start',
            both ? 'lg:row-[1/span_2]' : 'lg:row-start-1',
          )}
        >
          {intro ? (
            <>
              <SectionTitle id={formId} size="md">
                {text('formTitle')}
              </SectionTitle>
              <p className="mt-1 mb-5 text-muted">{keepNames(intro)}</p>
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
        {children && <div className={cn(side, both ? 'lg:row-start-2' : sticky)}>{children}</div>}
        {below && (
          <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-2">{below}</div>
        )}
      </div>
    </>
  );
}
