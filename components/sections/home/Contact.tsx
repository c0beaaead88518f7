import { noWidow, keepNames } from '@/lib/typography';
import { useTranslations } from 'next-intl';
import { AppointmentRequestForm } from '@/components/forms/AppointmentRequestForm';
import { OfficeHours } from '@/components/site/OfficeHours';
import { OfficeStatus } from '@/components/site/OfficeStatus';
import { Fold } from '@/components/ui/Fold';
import { servedCities, servedRegion } from '@/content/practice';
import { useFactArgs } from '@/lib/facts';
import { CallButton } from '../shared/Actions';
import { ContactDetails } from '../shared/ContactDetails';
import { SectionHeading } from '../shared/SectionHeading';
import { HomeSection } from './HomeSection';

const subheading = 'text-xl font-black text-brand-deep';

/**
 * The home page's contact section (#contact, docs/product.md#home-page), where the hero's
 * "Request a visit" leads: call, directions and hours, the cities served, and the page's one
 * form, the appointment request. On phones the form folds away under its title, right after the
 * call button (the call-and-book bar's "Book a visit" leads to the appointment page); from
 * laptops up it stands beside the rest.
 */
export function Contact() {
  const t = useTranslations('Home.contact');
  const facts = useFactArgs();
  return (
    <HomeSection
      id="contact"
      white
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)] lg:items-start lg:gap-x-12 lg:gap-y-8"
    >
      <div>
        <SectionHeading id="contact-title" text={t} intro={t('intro', facts)} />
        <CallButton label={t('call', facts)} className="mt-6" />
        <OfficeStatus className="mt-3" hoursNearby />
      </div>
      <Fold
        id="request-title"
        level={3}
        title={noWidow(t('formTitle'))}
        className="rounded-3xl border-2 border-sun bg-cream p-4 shadow-soft sm:p-6 lg:col-start-2 lg:row-span-3 lg:row-start-1"
        headingClassName="text-subsection font-black text-brand-deep"
        summaryClassName="text-xl font-black text-brand-deep"
      >
        {/* The hero's "Request a visit" lands here: inside the fold, so a phone opens it, with
            room above for the fold's title under the header. */}
        <p id="request-intro" className="mt-1 mb-4 scroll-mt-16 text-muted">
          {keepNames(t('formIntro', facts))}
        </p>
        <AppointmentRequestForm labelledBy="request-title" />
      </Fold>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <div>
          <h3 className={subheading}>{noWidow(t('details'))}</h3>
          <ContactDetails className="mt-3" />
        </div>
        <div>
          <h3 className={subheading}>{noWidow(t('hours'))}</h3>
          <OfficeHours className="mt-3 max-w-sm" />
        </div>
      </div>
      <p data-served-areas>
        {t.rich('cities', {
          cities: servedCities.join(', '),
          region: servedRegion,
          b: (chunks) => <b className="font-extrabold">{chunks}</b>,
        })}
      </p>
    </HomeSection>
  );
}
