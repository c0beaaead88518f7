import { ContactForm } from '@/components/forms/ContactForm';
import { withPhone } from '@/components/ui/with-phone';
import { OfficeHours } from '@/components/site/OfficeHours';
import { OfficeStatus } from '@/components/site/OfficeStatus';
import { pageText } from '@/lib/page-text';
import { ContactDetails } from '../shared/ContactDetails';
import { MapFrame } from '../shared/MapFrame';
import { FormPage } from '../shared/FormPage';
import { SideCard } from '../shared/SideCard';
import { TitledSection } from '../shared/TitledSection';

/**
 * docs/product.md#contact-page: the message form, contact details with directions (and whether to
 * text us), hours, the map.
 */
export async function ContactSections() {
  const { text } = await pageText('ContactPage');
  return (
    <>
      <FormPage
        text={text}
        art="header/contact"
        formId="contact-form-title"
        Form={ContactForm}
        intro={text('formIntro')}
      >
        <SideCard id="contact-info" title={text('info.title')}>
          <ContactDetails className="mt-4" />
          <p className="mt-4 font-bold">{text('info.languages')}</p>
          <p className="mt-3">{text('info.texting')}</p>
        </SideCard>
        <SideCard id="contact-hours" title={text('hours.title')}>
          <OfficeStatus className="mt-4" />
          <OfficeHours className="mt-4" />
          <p className="mt-4 rounded-2xl bg-coral-soft p-3 text-base">
            {withPhone(text('hours.emergency'))}
          </p>
        </SideCard>
      </FormPage>
      <TitledSection id="contact-map" title={text('map.title')} size="md" column className="pb-12">
        <p className="mt-1 mb-4">{text('map.parking')}</p>
        <MapFrame title={text('map.frameTitle')} />
      </TitledSection>
    </>
  );
}
