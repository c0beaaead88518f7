import { useTranslations } from 'next-intl';
import { FamilyFields } from './FamilyFields';
import { SelectField, TextareaField } from './fields';
import { familyFieldNames, quickRequestTypes } from './options';
import { SiteForm } from './SiteForm';

/** Spec 3.4: the home contact section's short form, which (DECISIONS.md) really sends. */
export function QuickRequestForm({ labelledBy }: { labelledBy: string }) {
  const t = useTranslations('Forms');
  return (
    <SiteForm
      form="quickRequest"
      page="/"
      id="quick"
      labelledBy={labelledBy}
      submit={t('submit.quick')}
    >
      <FamilyFields
        id="quick"
        names={{
          parent: familyFieldNames.parent,
          phone: familyFieldNames.phone,
          email: familyFieldNames.email,
        }}
      />
      <SelectField
        id="quick-type"
        name="Appointment Type"
        label={t('fields.appointmentType')}
        required
        options={quickRequestTypes.map((value) => ({
          value,
          label: t(`options.quickType.${value}`),
        }))}
      />
      <TextareaField
        id="quick-message"
        name="Message"
        label={t('fields.message')}
        maxLength={1000}
        rows={3}
      />
    </SiteForm>
  );
}
