import type { HoursRow, Weekday } from '@/content/practice';

/** Whether the office is open at a moment, and what comes next, in the practice's time zone. */
export type OfficeStatus =
  | { kind: 'open'; closes: string }
  | { kind: 'appointmentOnly' }
  | { kind: 'closed'; opens: { day: Weekday; time: string; inDays: number } | null };

const weekdays: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/** The wall-clock date and time of `now` in `timeZone` (daylight saving included). */
function wallClock(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    date: Date.UTC(part('year'), part('month') - 1, part('day')),
    minutes: part('hour') * 60 + part('minute'),
  };
}

const dayMs = 86_400_000;
const isoDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * The office's state at `now`: open until a time, closed until the next opening (a closure date
 * counts as closed, whatever the weekday says), or by appointment only. Calendar days are
 * counted on the practice's own dates, so midnight and daylight-saving changes fall where the
 * office's clock says. Looks two weeks ahead for the next opening.
 */
export function officeStatus(
  now: Date,
  hours: readonly HoursRow[],
  closures: readonly string[],
  timeZone: string,
): OfficeStatus {
  const today = wallClock(now, timeZone);
  const rowOn = (date: number) => {
    if (closures.includes(isoDate(date))) return undefined;
    const day = weekdays[new Date(date).getUTCDay()] ?? 'sunday';
    const row = hours.find((r) => r.days.includes(day));
    return row && { day, row };
  };

  const current = rowOn(today.date);
  if (current && 'opens' in current.row) {
    const { opens, closes } = current.row;
    if (today.minutes >= toMinutes(opens) && today.minutes < toMinutes(closes))
      return { kind: 'open', closes };
  } else if (current && 'note' in current.row && current.row.note === 'appointmentOnly') {
    return { kind: 'appointmentOnly' };
  }

  for (let inDays = 0; inDays <= 14; inDays++) {
    const next = rowOn(today.date + inDays * dayMs);
    if (!next || !('opens' in next.row)) continue;
    if (inDays === 0 && today.minutes >= toMinutes(next.row.opens)) continue;
    return { kind: 'closed', opens: { day: next.day, time: next.row.opens, inDays } };
  }
  return { kind: 'closed', opens: null };
}
