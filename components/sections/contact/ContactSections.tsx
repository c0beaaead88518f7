import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/forms/ContactForm';
import { action, tile } from '@/components/ui/button';
import { Icon } from '@/components/ui/Icon';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { OfficeHours } from '@/components/site/OfficeHours';
import { OfficeStatus } from '@/components/site/OfficeStatus';
import { withBreaks } from '@/components/site/ContactLines';
import { addressText, maps, practice } from '@/content/practice';
import { pageText } from '@/lib/page-text';
import { EmergencyLink } from '../shared/Actions';
import { ExternalButton } from '../shared/ExternalLink';
import { MapFrame } from '../shared/MapFrame';
import { FormPage } from '../shared/FormPage';
import { SideCard } from '../shared/SideCard';
import { TitledSection } from '../shared/TitledSection';

/**
 * docs/product.md#contact-page: the task first. Call, directions and the hours with "Open now"
 * open the page on a phone and sit beside the message form on a laptop; then the other ways to
 * reach us (e-mail, languages, texting), the map.
 */
export async function ContactSections() {
  const { text } = await pageText('ContactPage');
  const footer = await getTranslations('Footer');
  return (
    <>
      <FormPage
        text={text}
        art="header/contact"
        formId="contact-form-title"
        Form={ContactForm}
        intro={text('formIntro')}
        lead={
          <SideCard id="contact-hours" title={text('hours.title')}>
            {/* data-contact: the footer does not repeat it (app/globals.css). */}
            {/* One above the other, the icon beside the words, each on one line where the
                card has room: side by side, "Get directions" broke into one word a line at
                390 px and in a laptop's side column. */}
            <div data-contact className="mt-4 grid gap-3">
              <PhoneLink {...action('call', undefined, tile)}>
                <Icon name="phone" className="size-6" />
                {/* One run of words, one space between them; the number wraps under the label
                    only where the card is narrow. */}
                <span className="text-balance">
                  {text('hours.call')}{' '}
                  <span className="font-bold whitespace-nowrap">{practice.phone.display}</span>
                </span>
              </PhoneLink>
              <ExternalButton href={maps.directionsUrl} shape={tile}>
                <Icon name="map-pin" className="size-6" />
                {footer('getDirections')}
              </ExternalButton>
            </div>
            <p className="mt-3 text-base">
              <span className="font-bold">{practice.name}</span>, {addressText}
            </p>
            <OfficeStatus className="mt-4" hoursNearby />
            <OfficeHours className="mt-3" />
          </SideCard>
        }
      >
        <SideCard id="contact-info" title={text('info.title')}>
          <p className="mt-4 flex items-center gap-3">
            <Icon name="mail" className="size-5 shrink-0 text-brand" />
            <span className="sr-only">{footer('email')}: </span>
            <a
              href={`mailto:${practice.email}`}
              className="inline-flex min-h-11 min-w-0 items-center font-bold [overflow-wrap:anywhere] text-brand underline underline-offset-4 hover:text-brand-deep"
            >
              <span>{withBreaks(practice.email)}</span>
            </a>
          </p>
          <p className="mt-3 font-bold">{text('info.languages')}</p>
          <p className="mt-3">{text('info.texting')}</p>
          <EmergencyLink label={text('info.emergencyLink')} className="mt-2" />
        </SideCard>
      </FormPage>
      <TitledSection id="contact-map" title={text('map.title')} size="md" column className="pb-12">
        {/* From laptops up the words and the way there beside the map, which keeps the half
            of the page (across the page the drawn streets were its largest object). */}
        <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-x-10">
          <div className="mb-4">
            <p className="mt-1 max-w-prose">{text('map.parking')}</p>
            <p className="mt-4 flex gap-3 font-bold">
              <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-brand" />
              {addressText}
            </p>
            <ExternalButton href={maps.directionsUrl} className="mt-4">
              <Icon name="map-pin" className="size-5" />
              {footer('getDirections')}
            </ExternalButton>
          </div>
          <MapFrame title={text('map.frameTitle')} aspect="aspect-[2/1]" />
        </div>
      </TitledSection>
    </>
  );
}
