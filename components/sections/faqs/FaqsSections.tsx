import type { ReactNode } from 'react';
import { noWidow, keepNames } from '@/lib/typography';
import { FaqAccordion } from '@/components/ui/FaqAccordion';
import { Icon } from '@/components/ui/Icon';
import { OfficeHours } from '@/components/site/OfficeHours';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { faqGroups } from '@/content/faqs';
import { addressText } from '@/content/practice';
import { pageText } from '@/lib/page-text';
import { ActionRow, BookButton, CallButton, EmergencyLink, SecondaryLink } from '../shared/Actions';
import { PageHero } from '../shared/PageHero';
import { Column, SplitSection } from '../shared/SplitSection';

/**
 * docs/product.md#faqs-page: the three groups of questions the office keeps (content/faqs.json),
 * then phone, address, hours, two buttons.
 */
export async function FaqsSections() {
  const { text, locale } = await pageText('FaqsPage');
  const groups = faqGroups(locale);
  const fact = (key: 'closing.phone' | 'closing.address' | 'closing.hours', value: ReactNode) => (
    <div>
      <dt className="font-extrabold text-brand-deep">{text(key)}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <PageHero text={text} art="header/faqs" childrenOnPhones={false}>
        <SecondaryLink href="/contact" icon="mail">
          {text('hero.contact')}
        </SecondaryLink>
      </PageHero>
      {/* From laptops up, the questions keep the page's left edge and the topics stay in view
          on the right; on phones the topics come first, as links to each group. */}
      <div className="container-page grid gap-8 py-12 lg:grid-cols-[minmax(0,48rem)_20rem] lg:items-start lg:justify-between">
        <nav
          aria-labelledby="faq-topics"
          className="rounded-3xl bg-white p-5 shadow-soft lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
        >
          <p id="faq-topics" className="font-extrabold text-brand-deep">
            {text('topics')}
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-6 lg:block">
            {groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#faq-${group.id}`}
                  className="inline-flex min-h-11 items-center font-bold text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
          {/* Where a worried parent looks: the way to the emergency steps. */}
          <EmergencyLink label={text('emergency')} className="mt-1" />
          {/* The hero's call, kept in view beside the questions (phones have the call bar). */}
          <div className="mt-4 hidden lg:block">
            <CallButton label={text('hero.call')} />
          </div>
        </nav>
        <div className="grid gap-12 lg:col-start-1 lg:row-start-1">
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`faq-${group.id}`}>
              <h2
                id={`faq-${group.id}`}
                className="mb-4 text-2xl font-black text-brand-deep sm:text-3xl"
              >
                {noWidow(group.title)}
              </h2>
              <FaqAccordion
                chevron={
                  <Icon
                    name="chevron-down"
                    className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180 group-data-[state=open]:rotate-180"
                  />
                }
                items={group.items.map((item, index) => ({
                  id: `${group.id}-${index + 1}`,
                  question: item.q,
                  answer: <p>{keepNames(item.a)}</p>,
                }))}
              />
            </section>
          ))}
        </div>
      </div>
      <SplitSection
        id="faq-closing"
        className="container-page pb-12"
        grid="grid gap-8 rounded-3xl bg-white p-6 shadow-soft sm:p-10 lg:grid-cols-2"
      >
        <Column id="faq-closing" title={text('closing.title')}>
          <p className="mt-3">{text('closing.text')}</p>
          <ActionRow className="mt-6">
            {/* Call, then request: the two actions every page leads with. */}
            <CallButton label={text('hero.call')} />
            <BookButton />
          </ActionRow>
        </Column>
        <dl className="grid gap-4">
          {fact(
            'closing.phone',
            <PhoneLink className="inline-flex min-h-11 items-center font-bold whitespace-nowrap text-brand underline underline-offset-4" />,
          )}
          {fact('closing.address', addressText)}
          {fact('closing.hours', <OfficeHours className="mt-1 max-w-xs" />)}
        </dl>
      </SplitSection>
    </>
  );
}
