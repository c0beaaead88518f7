import { useLocale, useTranslations } from 'next-intl';
import { officeHours, type HoursRow } from '@/content/practice';
import { cn } from '@/lib/cn';
import { formatTime, weekdayName } from '@/lib/dates';

/** The office hours (content/practice.ts), the one reading every page shows, as a list. */
export function OfficeHours({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useTranslations('Hours');

  const days = (row: HoursRow) => {
    const first = weekdayName(row.days[0], locale);
    const last = row.days.at(-1);
    return row.days.length > 1 && last
      ? t('range', { from: first, to: weekdayName(last, locale, false) })
      : first;
  };
  const value = (row: HoursRow) =>
    'note' in row
      ? t(row.note)
      : t('time', { opens: formatTime(row.opens, locale), closes: formatTime(row.closes, locale) });

  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5', className)}>
      {officeHours.map((row) => (
        <div key={row.days.join()} className="contents">
          <dt className="font-bold">{days(row)}</dt>
          <dd className="whitespace-nowrap tabular-nums">{value(row)}</dd>
        </div>
      ))}
    </dl>
  );
}
