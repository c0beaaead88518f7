import { useTranslations } from 'next-intl';
import { FamilyFields } from './FamilyFields';
import { SelectField, TextareaField } from './fields';
import { familyFieldNames, preferredServices } from './options';
import { SiteForm } from './SiteForm';

/** Spec 3.2: the contact page's message form. */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const t = useTranslations('Forms');
  return (
    <SiteForm
      form="contactMessage"
      page="/contact"
      id="contact-form"
      labelledBy={labelledBy}
      submit={t('submit.message')}
    >
      <FamilyFields id="contact" names={familyFieldNames} />
      <SelectField
        id="contact-service"
        name="Preferred Service"
        label={t('fields.preferredService')}
        required
        options={preferredServices.map((value) => ({
          value,
          label: t(`options.preferredService.${value}`),
        }))}
      />
      <TextareaField
        id="contact-message"
        name="Additional Message"
        label={t('fields.message')}
        maxLength={2000}
      />
    </SiteForm>
  );
}
