import { useTranslations } from 'next-intl';
import { FamilyFields } from './FamilyFields';
import { SelectField } from './fields';
import { familyFieldNames, appointmentTypes } from './options';
import { SiteForm } from './SiteForm';

/** Spec 3.1: the home page's appointment request (hero). */
export function AppointmentRequestForm({ labelledBy }: { labelledBy: string }) {
  const t = useTranslations('Forms');
  return (
    <SiteForm
      form="appointmentRequest"
      page="/"
      id="request"
      labelledBy={labelledBy}
      submit={t('submit.request')}
    >
      <FamilyFields id="request" names={familyFieldNames} />
      <SelectField
        id="request-type"
        name="Appointment Type"
        label={t('fields.appointmentType')}
        required
        options={appointmentTypes.map((value) => ({
          value,
          label: t(`options.appointmentType.${value}`),
        }))}
      />
    </SiteForm>
  );
}
