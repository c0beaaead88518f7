import { useLocale, useTranslations } from 'next-intl';
import { useHoursText } from '@/components/site/OfficeHours';
import { officeHours, type Weekday } from '@/content/practice';
import { formatTime, weekdayName } from '@/lib/dates';
import { useFactArgs } from '@/lib/facts';
import { DateField } from './DateField';
import { CheckboxField, SelectField, TextareaField } from './fields';
import { preferredTimes } from './options';
import { SiteForm } from './SiteForm';

/** `8am` → `08:00`, for formatting in the page's language. */
const clock = (time: string) => {
  const hour = Number.parseInt(time, 10) % 12;
  return `${String(time.endsWith('pm') ? hour + 12 : hour).padStart(2, '0')}:00`;
};

const isWeekday = (value: string): value is Weekday => /day$/.test(value);

/**
 * The appointment page's booking form, with its snake_case names (docs/product.md#booking-form).
 * It asks no insurance: the office asks for the plan on the call back. Its time options and
 * their hint come from the office hours.
 */
export function BookingForm({ labelledBy }: { labelledBy: string }) {
  const t = useTranslations('Forms');
  const facts = useFactArgs();
  const locale = useLocale();
  const hint = useHoursText('short').sentence(
    (hours) => t('fields.timeHint', { hours }),
    officeHours.filter((row) => !('note' in row && row.note === 'closed')),
    { stacked: true },
  );
  const timeLabel = (value: string) =>
    value === 'flexible'
      ? t('options.preferredTime.flexible')
      : isWeekday(value)
        ? t('options.preferredTime.byAppointment', { day: weekdayName(value, locale) })
        : formatTime(clock(value), locale);
  return (
    <SiteForm form="booking" labelledBy={labelledBy}>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          id="booking-date"
          name="preferred_date"
          label={t('fields.preferredDate')}
          hint={t('dateHint')}
          hintBelow
        />
        <SelectField
          id="booking-time"
          name="preferred_time"
          label={t('fields.preferredTime')}
          hint={hint}
          hintBelow
          options={preferredTimes.map((value) => ({ value, label: timeLabel(value) }))}
        />
      </div>
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
