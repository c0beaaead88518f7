import { useLocale, useTranslations } from 'next-intl';
import { formatTime } from '@/lib/dates';
import { useFactArgs } from '@/lib/facts';
import { DateField } from './DateField';
import { CheckboxField, Field, SelectField, TextareaField } from './fields';
import { preferredTimes } from './options';
import { SiteForm } from './SiteForm';

/** `8am` → `08:00`, for formatting in the page's language. */
const clock = (time: string) => {
  const hour = Number.parseInt(time, 10) % 12;
  return `${String(time.endsWith('pm') ? hour + 12 : hour).padStart(2, '0')}:00`;
};

/**
 * The appointment page's booking form, with its snake_case names (docs/product.md#booking-form).
 */
export function BookingForm({ labelledBy }: { labelledBy: string }) {
  const t = useTranslations('Forms');
  const facts = useFactArgs();
  const locale = useLocale();
  const timeLabel = (value: (typeof preferredTimes)[number]) =>
    value === 'saturday' || value === 'flexible'
      ? t(`options.preferredTime.${value}`)
      : formatTime(clock(value), locale);
  return (
    <SiteForm form="booking" labelledBy={labelledBy}>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          id="booking-date"
          name="preferred_date"
          label={t('fields.preferredDate')}
          hint={t('dateHint')}
        />
        <SelectField
          id="booking-time"
          name="preferred_time"
          label={t('fields.preferredTime')}
          options={preferredTimes.map((value) => ({ value, label: timeLabel(value) }))}
        />
      </div>
      <Field
        id="booking-insurance"
        name="insurance_provider"
        label={t('fields.insuranceProvider')}
        hint={t('fields.insuranceHint')}
        maxLength={100}
        autoComplete="off"
      />
      <TextareaField
        id="booking-requests"
        name="special_requests"
        label={t('fields.specialRequests')}
        maxLength={1000}
        rows={3}
      />
      <CheckboxField
        id="booking-consent"
        name="consent"
        label={t('fields.consent', facts)}
        required
      />
    </SiteForm>
  );
}
