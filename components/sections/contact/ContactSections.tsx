import { ContactForm } from '@/components/forms/ContactForm';
import { withPhone } from '@/components/ui/with-phone';
import { OfficeHours } from '@/components/site/OfficeHours';
import { pageText } from '@/lib/page-text';
import { ContactDetails } from '../shared/ContactDetails';
import { MapFrame } from '../shared/MapFrame';
import { PageHero } from '../shared/PageHero';
import { ThankYou } from '../shared/ThankYou';
import { SectionTitle } from '../shared/SectionTitle';
import { SideCard } from '../shared/SideCard';

/** Spec 2.8: the message form, contact details with directions, office hours, the map. */
export async function ContactSections() {
  const { text } = await pageText('ContactPage');
  return (
    <>
      <ThankYou />
      <PageHero text={text} art="header/contact" />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_minmax(0,24rem)]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-3xl bg-white p-5 shadow-soft sm:p-8"
        >
          <SectionTitle id="contact-form-title" size="md">
            {text('formTitle')}
          </SectionTitle>
          <p className="mb-5 mt-1 text-muted">{text('formIntro')}</p>
          <ContactForm labelledBy="contact-form-title" />
        </section>
        <div className="grid content-start gap-6">
          <SideCard id="contact-info" title={text('info.title')}>
            <ContactDetails className="mt-4" />
            <p className="mt-4 font-bold">{text('info.languages')}</p>
          </SideCard>
          <SideCard id="contact-hours" title={text('hours.title')}>
            <OfficeHours className="mt-4" />
            <p className="mt-4 rounded-2xl bg-coral-soft p-3 text-base">
              {withPhone(text('hours.emergency'))}
            </p>
          </SideCard>
        </div>
      </div>
      <section aria-labelledby="contact-map" className="container-page pb-12">
        <SectionTitle id="contact-map" size="md">
          {text('map.title')}
        </SectionTitle>
        <p className="mb-4 mt-1">{text('map.parking')}</p>
        <MapFrame title={text('map.frameTitle')} />
      </section>
    </>
  );
}
