import type { HoursRow, Weekday } from '@/content/client';
import type { Locale } from '@/i18n/routing';
import { formatTime, weekdayName } from '@/lib/dates';

/** Whether the office is open at a moment, and what comes next, in the practice's time zone. */
export type OfficeStatus =
  | { kind: 'open'; closes: string }
  | { kind: 'appointmentOnly'; day: Weekday }
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

/**
 * A time zone's offsets from UTC over a span of years, worked out once on the server (with the
 * full time-zone database) so the browser can read the practice's clock without `Intl`: on a
 * slow phone the first `Intl.DateTimeFormat` a page creates costs 100–190 ms of main thread
 * (time-zone and calendar data loaded on first use, measured at 4× CPU slowdown;
 * docs/decisions/0023-no-intl-on-the-first-screen.md).
 * `changes[i].offset` (minutes east of UTC) applies from the instant `changes[i].from` on;
 * past `until`, or before the first change, the browser falls back to `Intl`.
 */
export type ZoneTable = {
  timeZone: string;
  until: number;
  changes: readonly { from: number; offset: number }[];
};

const minuteMs = 60_000;
const dayMs = 86_400_000;
const zoneTables = new Map<string, ZoneTable>();

/** `timeZone`'s offsets from January 1 of `fromYear` for `years` years (server side). */
export function zoneTable(timeZone: string, fromYear: number, years = 10): ZoneTable {
  const key = `${timeZone} ${fromYear} ${years}`;
  const cached = zoneTables.get(key);
  if (cached) return cached;
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const offsetAt = (ms: number) => {
    const name = format.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  };
  const start = Date.UTC(fromYear, 0, 1);
  const until = Date.UTC(fromYear + years, 0, 1);
  const changes = [{ from: start, offset: offsetAt(start) }];
  for (let day = start; day < until; day += dayMs) {
    const before = changes[changes.length - 1]?.offset;
    const offset = offsetAt(day + dayMs);
    if (offset === before) continue;
    // The first minute of the day that reads the new offset.
    let [low, high] = [day, day + dayMs];
    while (high - low > minuteMs) {
      const middle = low + Math.floor((high - low) / 2 / minuteMs) * minuteMs;
      if (offsetAt(middle) === before) low = middle;
      else high = middle;
    }
    changes.push({ from: high, offset });
  }
  const table = { timeZone, until, changes };
  zoneTables.set(key, table);
  return table;
}

/** The wall-clock date and time of `now` in a time zone (daylight saving included). */
function wallClock(now: Date, zone: string | ZoneTable) {
  const time = now.getTime();
  if (typeof zone !== 'string') {
    const first = zone.changes[0];
    if (first && time >= first.from && time < zone.until) {
      let offset = first.offset;
      for (const change of zone.changes) {
        if (change.from > time) break;
        offset = change.offset;
      }
      const local = new Date(time + offset * minuteMs);
      return {
        date: Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()),
        minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
      };
    }
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: typeof zone === 'string' ? zone : zone.timeZone,
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
  zone: string | ZoneTable,
): OfficeStatus {
  const today = wallClock(now, zone);
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
    return { kind: 'appointmentOnly', day: current.day };
  }

  for (let inDays = 0; inDays <= 14; inDays++) {
    const next = rowOn(today.date + inDays * dayMs);
    if (!next || !('opens' in next.row)) continue;
    if (inDays === 0 && today.minutes >= toMinutes(next.row.opens)) continue;
    return { kind: 'closed', opens: { day: next.day, time: next.row.opens, inDays } };
  }
  return { kind: 'closed', opens: null };
}

/**
 * The sentences a status can read as, in one language, from the `OfficeStatus` messages with
 * `{time}` and `{day}` left in: the browser fills them in, so it needs no message formatter.
 */
export type StatusTemplates = Record<
  'open' | 'opensToday' | 'opensTomorrow' | 'opensOn' | 'closed' | 'appointmentOnly' | 'afterHours',
  string
>;

/**
 * Who the status speaks for: the office (open, closed, by appointment), or the emergency line,
 * which is never "closed": outside office hours it says how calls are handled.
 */
export type StatusVariant = 'office' | 'emergency';

/** The status as a sentence: "Open now · closes 6:00 PM", "Closed · opens Monday 8:00 AM". */
export function statusText(
  status: OfficeStatus,
  variant: StatusVariant,
  templates: StatusTemplates,
  locale: Locale,
): string {
  const fill = (template: string, values: { time?: string; day?: Weekday }) =>
    template
      .replace('{time}', values.time ? formatTime(values.time, locale) : '')
      .replace('{day}', (match, offset: number) =>
        values.day ? weekdayName(values.day, locale, offset === 0) : match,
      );
  if (status.kind === 'open') return fill(templates.open, { time: status.closes });
  if (variant === 'emergency') return templates.afterHours;
  if (status.kind === 'appointmentOnly') return fill(templates.appointmentOnly, status);
  if (!status.opens) return templates.closed;
  const { day, time, inDays } = status.opens;
  if (inDays === 0) return fill(templates.opensToday, { time });
  if (inDays === 1) return fill(templates.opensTomorrow, { time });
  return fill(templates.opensOn, { day, time });
}

/**
 * Every status the hours can produce (one of each sentence a visitor can see), so the page can
 * reserve the room of the longest before the browser knows which one applies.
 */
export function possibleStatuses(hours: readonly HoursRow[]): OfficeStatus[] {
  const statuses: OfficeStatus[] = [{ kind: 'closed', opens: null }];
  for (const row of hours) {
    for (const day of row.days) {
      if ('note' in row) {
        if (row.note === 'appointmentOnly') statuses.push({ kind: 'appointmentOnly', day });
        continue;
      }
      statuses.push({ kind: 'open', closes: row.closes });
      for (const inDays of [0, 1, 2]) {
        statuses.push({ kind: 'closed', opens: { day, time: row.opens, inDays } });
      }
    }
  }
  return statuses;
}

/**
 * A status's sentence key: statuses that read the same share one (an opening two or more days
 * ahead reads "opens Monday 8:00 AM" however far it is).
 */
export function statusKey(status: OfficeStatus): string {
  if (status.kind === 'open') return `open ${status.closes}`;
  if (status.kind === 'appointmentOnly') return `appointmentOnly ${status.day}`;
  if (!status.opens) return 'closed';
  const { day, time, inDays } = status.opens;
  return `opens ${Math.min(inDays, 2)} ${day} ${time}`;
}

/**
 * Every sentence the status can read, by `statusKey`, written on the server: the browser only
 * picks one, so it formats no time or weekday itself (no `Intl` on the phone).
 */
export function statusTexts(
  hours: readonly HoursRow[],
  variant: StatusVariant,
  templates: StatusTemplates,
  locale: Locale,
): Record<string, string> {
  return Object.fromEntries(
    possibleStatuses(hours).map((s) => [statusKey(s), statusText(s, variant, templates, locale)]),
  );
}
