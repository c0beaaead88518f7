import { intlLocale } from '@/lib/dates';
import { BookingForm } from '@/components/forms/BookingForm';
import { OfficeHours } from '@/components/site/OfficeHours';
import { OfficeStatus } from '@/components/site/OfficeStatus';
import type { ArtName } from '@/content/art';
import { visitTypes } from '@/content/practice';
import { pageText } from '@/lib/page-text';
import { SiteLink } from '@/components/site/SiteLink';
import { textLinkClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CallButton } from '../shared/Actions';
import { CheckList } from '../shared/CheckList';
import { ArtCard } from '../shared/ArtCards';
import { FormPage } from '../shared/FormPage';
import { SideCard } from '../shared/SideCard';
import { TitledSection } from '../shared/TitledSection';
import { keepNames } from '@/lib/typography';

/** Each visit type (content/practice.ts) with its spot art. */
const visitArt = {
  newPatient: 'spot/visit-new-patient',
  cleaning: 'spot/visit-cleaning',
  orthodonticConsultation: 'spot/visit-ortho-consult',
  emergency: 'spot/visit-emergency',
} as const satisfies Record<keyof typeof visitTypes, ArtName>;
const visits = Object.keys(visitTypes) as Array<keyof typeof visitTypes>;

/**
 * docs/product.md#appointment-page: booking form, call card, office hours, what to expect, visit
 * types.
 */
export async function AppointmentSections() {
  const { text, list, locale } = await pageText('AppointmentPage');
  const money = new Intl.NumberFormat(intlLocale[locale], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const price = (key: keyof typeof visitTypes) => {
    const p = visitTypes[key].price;
    return p.kind === 'free'
      ? text('visits.price.free')
      : text(`visits.price.${p.kind}`, { amount: money.format(p.amount) });
  };
  return (
    <>
      <FormPage
        text={text}
        art="header/appointment"
        formId="booking-title"
        Form={BookingForm}
        below={
          <SideCard id="expect" title={text('expect.title')}>
            <CheckList items={list('expect.items')} className="mt-4 text-base" columns="md" />
            <SiteLink href="/new-patients" className={cn('mt-3', textLinkClass)}>
              {text('firstVisitLink')}
            </SiteLink>
          </SideCard>
        }
      >
        <SideCard id="call-card" title={text('callCard.title')}>
          <p className="mt-2 mb-4">{text('callCard.text')}</p>
          {/* On the narrowest phones the number alone, under "Prefer to call?": "Call" took a line. */}
          <CallButton label={text('callCard.call')} short={text('callCard.callShort')} />
          <OfficeStatus className="mt-3" hoursNearby />
        </SideCard>
        <SideCard id="hours-card" title={text('hoursCard.title')}>
          <OfficeHours className="mt-4" />
        </SideCard>
      </FormPage>
      <TitledSection id="visits" text={text} column className="pb-12">
        <p className="mt-2 max-w-3xl">{keepNames(text('visits.intro'))}</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {visits.map((key) => (
            <ArtCard
              key={key}
              art={visitArt[key]}
              title={text(`visits.${key}.title`)}
              text={text(`visits.${key}.description`)}
              // Title, facts, words: each on the rows the row's cards share, so that a parent
              // compares durations and prices across the row at one height.
              factsFirst
              rows={3}
              className="rounded-3xl bg-white p-6 shadow-soft"
              textClassName="mt-4 text-base"
            >
              <dl className="mt-3 grid grid-cols-[auto_1fr] content-start gap-x-3 gap-y-1 text-base">
                <dt className="font-bold text-muted">{text('visits.durationLabel')}</dt>
                <dd>{text('visits.minutes', visitTypes[key].minutes)}</dd>
                <dt className="font-bold text-muted">{text('visits.priceLabel')}</dt>
                <dd className="font-extrabold text-brand-deep">{price(key)}</dd>
                <dt className="font-bold text-muted">{text('visits.includesLabel')}</dt>
                <dd>{keepNames(text(`visits.${key}.includes`))}</dd>
              </dl>
            </ArtCard>
          ))}
        </ul>
      </TitledSection>
    </>
  );
}
