import { Fragment } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { officeHours, upcomingClosures, type HoursRow } from '@/content/practice';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { formatLongDate, formatTime, weekdayName } from '@/lib/dates';
import { onOneLine } from '@/lib/typography';

/**
 * How a row of the office hours reads in the page's language: its days ("Monday – Thursday";
 * short, "Mon – Thu", for a line of text) and its value ("8:00 AM – 6:00 PM", "Closed").
 */
export function useHoursText(width: 'long' | 'short' = 'long', capitalize = width === 'long') {
  const locale = useLocale();
  const t = useTranslations('Hours');
  // A list's label starts with a capital; short names sit inside a sentence, unless a narrow
  // list asks for them (the footer's "Mon – Thu").
  const days = (row: HoursRow) => {
    const first = weekdayName(row.days[0], locale, capitalize, width);
    const last = row.days.at(-1);
    return row.days.length > 1 && last
      ? t('range', { from: first, to: weekdayName(last, locale, false, width) })
      : first;
  };
  const value = (row: HoursRow) =>
    'note' in row
      ? t(row.note)
      : t('time', { opens: formatTime(row.opens, locale), closes: formatTime(row.closes, locale) });
  return {
    days,
    value,
    /**
     * Rows as one line of text ("Mon – Thu 8:00 AM – 6:00 PM · Sun by appointment only",
     * "lun. a jue., 8:00 a.m. a 6:00 p.m."): inside a sentence, a note starts in lower case.
     */
    line: (rows: readonly HoursRow[]) => entries(rows).join(' · '),
    /**
     * The same line inside a sentence (`template` holds `{hours}`), each entry kept whole while
     * the line has room for it (`HoursSentence`); `stacked`, each entry on a line of its own,
     * without separators (a form's hint, left-aligned in a narrow column).
     */
    sentence: (
      template: (hours: string) => string,
      rows: readonly HoursRow[],
      { stacked = false }: { stacked?: boolean } = {},
    ) => {
      const [before = '', after = ''] = template(hole).split(hole);
      return (
        <HoursSentence before={before} entries={entries(rows)} after={after} stacked={stacked} />
      );
    },
  };

  function entries(rows: readonly HoursRow[]) {
    return rows.map((row) => {
      const text = value(row);
      // The days read whole ("Mon – Thu", never "Mon –" / "Thu"), and so do the hours
      // ("8:00 a.m. a 6:00 p.m.", never "8:00 a.m. a" / "4:00 p.m."). Between the days and
      // their hours the line may break, when an entry is wider than the line itself.
      return t('entry', {
        days: onOneLine(days(row)),
        hours: onOneLine(text.charAt(0).toLocaleLowerCase(locale) + text.slice(1)),
      });
    });
  }
}

const hole = '\u0000';

/**
 * A sentence with the hours line in it: each entry is one box, so the line breaks between
 * entries, and inside one (between its days and its hours) only when the entry alone is wider
 * than the line, as in a centred band on a 320 px phone. From tablets up the entries share a
 * line, the separator staying with the entry before it; on phones, where two never fit, each
 * entry after the first starts a line of its own and the "·" is left out (it hung at the end of
 * the first line). Stacked, the entries read as a short list under the words before them.
 */
function HoursSentence({
  before,
  entries,
  after,
  stacked,
}: {
  before: string;
  entries: readonly string[];
  after: string;
  stacked: boolean;
}) {
  if (stacked)
    return (
      <>
        {before.trimEnd()}
        {/* A space before each line and a stop after each entry, heard between them where the
            hint is read as one description. */}
        {entries.map((entry, i) => (
          <span key={entry} className="block">
            {` ${entry}`}
            {i < entries.length - 1 && <span className="sr-only">;</span>}
          </span>
        ))}
        {after.trim() && <span className="block">{` ${after.trim()}`}</span>}
      </>
    );
  const last = entries.length - 1;
  return (
    <>
      {before}
      {entries.map((entry, i) => (
        <Fragment key={entry}>
          <span className={cn('inline-block', i > 0 && 'max-sm:block')}>
            {entry}
            {i < last && (
              // On phones still there for a screen reader, which reads the entries as one line.
              <span className="max-sm:sr-only">{'\u00a0·'}</span>
            )}
            {i === last && after}
          </span>
          {i < last && ' '}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The office hours (content/practice.ts), the one reading every page shows, as a list. The
 * times keep their line while there is room (their column is `auto`, the days' takes the rest);
 * in a list narrower than 24rem the days read short ("Mon – Thu", a container query), so that
 * "Monday – Thursday" never breaks in two; narrower still, the times wrap after their dash
 * ("8:00 AM –" / "6:00 PM": the messages keep the dash with what precedes it), never inside a
 * time, and the list never pushes its card wider than its column.
 */
export function OfficeHours({ className, short = false }: { className?: string; short?: boolean }) {
  const { days, value } = useHoursText(short ? 'short' : 'long', true);
  const shortDays = useHoursText('short', true).days;
  const locale = useLocale() as Locale;
  const t = useTranslations('Hours');
  const closed = upcomingClosures();
  // A day open by appointment only reads like a typo beside a closed one: say how to get one.
  const inSentence = useHoursText('long', false);
  const byAppointment = officeHours.filter(
    (row) => 'note' in row && row.note === 'appointmentOnly',
  );

  return (
    <>
      <dl
        data-office-hours
        className={cn('@container grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5', className)}
      >
        {officeHours.map((row) => (
          <div key={row.days.join()} className="contents">
            {/* In a column under 16rem (a card on a 320 px phone) the hours go under their days,
                so "8:00 a.m. a 6:00 p.m." never breaks, close to them (each pair apart). */}
            <dt className="font-bold @max-[16rem]:col-span-2">
              {short ? (
                days(row)
              ) : (
                <>
                  <span className="@max-sm:hidden">{days(row)}</span>
                  <span className="whitespace-nowrap @sm:hidden">{shortDays(row)}</span>
                </>
              )}
            </dt>
            <dd className="tabular-nums @max-[16rem]:col-span-2 @max-[16rem]:-mt-1.5 @max-[16rem]:mb-1">
              {value(row)}
            </dd>
          </div>
        ))}
      </dl>
      {byAppointment.map((row) => (
        <p key={row.days.join()} className="mt-3 text-base">
          {t('byAppointment', { days: inSentence.days(row) })}
        </p>
      ))}
      {closed.length > 0 && (
        // The office's closed days, with their reason (content/data/practice.json `closures`).
        <ul className="mt-3 grid gap-1 text-base">
          {closed.map((closure) => (
            <li key={closure.from}>
              {closure.to
                ? t('closedFromTo', {
                    from: formatLongDate(closure.from, locale),
                    to: formatLongDate(closure.to, locale),
                    reason: closure.label[locale],
                  })
                : t('closedOn', {
                    date: formatLongDate(closure.from, locale),
                    reason: closure.label[locale],
                  })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
