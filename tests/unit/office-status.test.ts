import { officeHours, officeClosures, timeZone, type HoursRow } from '@/content/practice';
import {
  officeStatus,
  possibleStatuses,
  statusKey,
  statusText,
  statusTexts,
  zoneTable,
  type OfficeStatus,
  type StatusTemplates,
} from '@/lib/office-status';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { msg } from '../e2e/messages';

/**
 * A week of hours to test the clock's logic with, whatever the office's own hours are
 * (content/client.ts): long weekdays, a short Friday, a closed Saturday, Sunday by appointment,
 * in the Pacific time zone.
 */
const hours: readonly HoursRow[] = [
  { days: ['monday', 'tuesday', 'wednesday', 'thursday'], opens: '08:00', closes: '18:00' },
  { days: ['friday'], opens: '08:00', closes: '16:00' },
  { days: ['saturday'], note: 'closed' },
  { days: ['sunday'], note: 'appointmentOnly' },
];
const zone = 'America/Los_Angeles';

/** The status at a UTC instant, with the test's week of hours. */
const at = (iso: string, closures: readonly string[] = []): OfficeStatus =>
  officeStatus(new Date(iso), hours, closures, zone);

const open = (closes: string): OfficeStatus => ({ kind: 'open', closes });
const opens = (day: string, time: string, inDays: number): OfficeStatus =>
  ({ kind: 'closed', opens: { day, time, inDays } }) as OfficeStatus;

// November 2026 in the Pacific time zone is Standard Time (UTC−8): 08:00 local is 16:00Z.
describe('officeStatus on weekdays (PST)', () => {
  it.each([
    ['monday', '2026-11-16', '2026-11-17', 'tuesday'],
    ['tuesday', '2026-11-17', '2026-11-18', 'wednesday'],
    ['wednesday', '2026-11-18', '2026-11-19', 'thursday'],
    ['thursday', '2026-11-19', '2026-11-20', 'friday'],
  ])('%s: before, during and after hours', (_day, date, nextDate, nextDay) => {
    expect(at(`${date}T15:59:00Z`)).toEqual(opens(_day, '08:00', 0));
    expect(at(`${date}T16:00:00Z`)).toEqual(open('18:00'));
    expect(at(`${nextDate}T01:59:00Z`)).toEqual(open('18:00')); // 17:59 local
    expect(at(`${nextDate}T02:00:00Z`)).toEqual(opens(nextDay, '08:00', 1)); // 18:00 local
    expect(at(`${nextDate}T07:59:00Z`)).toEqual(opens(nextDay, '08:00', 1)); // 23:59 local
  });

  it('friday closes at 4 PM, then opens Monday', () => {
    expect(at('2026-11-20T15:59:00Z')).toEqual(opens('friday', '08:00', 0));
    expect(at('2026-11-20T23:59:00Z')).toEqual(open('16:00'));
    expect(at('2026-11-21T00:00:00Z')).toEqual(opens('monday', '08:00', 3));
  });

  it('just after midnight counts the new day', () => {
    // 00:01 local on Tuesday: the Tuesday opening is today, not tomorrow.
    expect(at('2026-11-17T08:01:00Z')).toEqual(opens('tuesday', '08:00', 0));
  });
});

describe('officeStatus at the weekend', () => {
  it('saturday is closed all day, opening Monday', () => {
    expect(at('2026-11-21T20:00:00Z')).toEqual(opens('monday', '08:00', 2));
  });

  it('sunday is by appointment only, all day', () => {
    expect(at('2026-11-22T08:00:00Z')).toEqual({ kind: 'appointmentOnly', day: 'sunday' }); // 00:00 local
    expect(at('2026-11-22T20:00:00Z')).toEqual({ kind: 'appointmentOnly', day: 'sunday' });
    expect(at('2026-11-23T07:59:00Z')).toEqual({ kind: 'appointmentOnly', day: 'sunday' }); // 23:59 local
  });
});

describe('officeStatus with closure dates', () => {
  const thanksgiving = ['2026-11-26', '2026-11-27'];

  it('the evening before a closed day points past it', () => {
    expect(at('2026-11-26T03:00:00Z', thanksgiving)).toEqual(opens('monday', '08:00', 5)); // Wed 19:00
  });

  it('a closed weekday is closed during its usual hours', () => {
    expect(at('2026-11-26T18:00:00Z', thanksgiving)).toEqual(opens('monday', '08:00', 4));
  });

  it("the office's closures are calendar dates, as YYYY-MM-DD", () => {
    for (const date of officeClosures) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
  });
});

describe('officeStatus across daylight-saving changes', () => {
  it('spring forward, Sunday 2026-03-08: Monday opens at 08:00 PDT (15:00Z)', () => {
    expect(at('2026-03-08T10:30:00Z')).toEqual({ kind: 'appointmentOnly', day: 'sunday' }); // 03:30 PDT
    expect(at('2026-03-09T14:59:00Z')).toEqual(opens('monday', '08:00', 0));
    expect(at('2026-03-09T15:00:00Z')).toEqual(open('18:00'));
    // The Friday before, still PST: 08:00 is 16:00Z.
    expect(at('2026-03-06T15:30:00Z')).toEqual(opens('friday', '08:00', 0));
    expect(at('2026-03-06T16:00:00Z')).toEqual(open('16:00'));
  });

  it('fall back, Sunday 2026-11-01: Monday opens at 08:00 PST (16:00Z)', () => {
    expect(at('2026-11-01T08:30:00Z')).toEqual({ kind: 'appointmentOnly', day: 'sunday' }); // 01:30 PDT
    expect(at('2026-11-01T09:30:00Z')).toEqual({ kind: 'appointmentOnly', day: 'sunday' }); // 01:30 PST
    expect(at('2026-11-02T15:30:00Z')).toEqual(opens('monday', '08:00', 0));
    expect(at('2026-11-02T16:00:00Z')).toEqual(open('18:00'));
    // The Friday before, still PDT: 16:00 closing is 23:00Z.
    expect(at('2026-10-30T22:59:00Z')).toEqual(open('16:00'));
    expect(at('2026-10-30T23:00:00Z')).toEqual(opens('monday', '08:00', 3));
  });
});

describe('statusText', () => {
  // The messages hold only plain {time} and {day}, so they are their own templates.
  const templates = { en: en.OfficeStatus, es: es.OfficeStatus } satisfies Record<
    'en' | 'es',
    StatusTemplates
  >;
  const text = (status: OfficeStatus, lang: 'en' | 'es', variant: 'office' | 'emergency') =>
    statusText(status, variant, templates[lang], lang);

  // The English and the Spanish sentence, the time and the day written as each language does.
  type Pair = [string, string];
  const say = (key: string, args: { time?: Pair; day?: Pair }): Pair => {
    const sentence = (lang: 'en' | 'es', i: 0 | 1) =>
      msg(lang, `OfficeStatus.${key}`, {
        ...(args.time && { time: args.time[i] }),
        ...(args.day && { day: args.day[i] }),
      });
    return [sentence('en', 0), sentence('es', 1)];
  };
  const six: Pair = ['6:00\u00a0PM', '6:00\u00a0p.m.'];
  const eight: Pair = ['8:00\u00a0AM', '8:00\u00a0a.m.'];
  it.each([
    [open('18:00'), ...say('open', { time: six })],
    [opens('monday', '08:00', 0), ...say('opensToday', { time: eight })],
    [opens('tuesday', '08:00', 1), ...say('opensTomorrow', { time: eight })],
    [opens('monday', '08:00', 2), ...say('opensOn', { day: ['Monday', 'lunes'], time: eight })],
    [
      { kind: 'appointmentOnly', day: 'sunday' } as const,
      ...say('appointmentOnly', { day: ['Sunday', 'Domingo'] }),
    ],
  ])('%j reads "%s" / "%s"', (status, english, spanish) => {
    expect(text(status, 'en', 'office')).toBe(english);
    expect(text(status, 'es', 'office')).toBe(spanish);
  });

  it('beside the emergency number, every status outside hours says how calls are handled', () => {
    for (const status of possibleStatuses(officeHours).concat(possibleStatuses(hours))) {
      for (const lang of ['en', 'es'] as const) {
        const line = text(status, lang, 'emergency');
        expect(line).not.toMatch(/closed|cerrad/i);
        expect(line).toBe(
          status.kind === 'open' ? text(status, lang, 'office') : templates[lang].afterHours,
        );
      }
    }
  });

  it('lists every status the hours can produce, each sentence complete', () => {
    const sentences = (rows: readonly HoursRow[]) =>
      possibleStatuses(rows).flatMap((status) =>
        (['en', 'es'] as const).map((lang) => text(status, lang, 'office')),
      );
    // The office's own hours, whatever they are: no sentence is left with a gap.
    for (const line of sentences(officeHours)) expect(line).not.toMatch(/[{}]/);
    const week = sentences(hours);
    expect(week).toEqual(
      expect.arrayContaining([
        msg('en', 'OfficeStatus.opensOn', { day: 'Monday', time: '8:00\u00a0AM' }),
      ]),
    );
    expect(new Set(week).size).toBeGreaterThanOrEqual(10);
  });

  it('no office time falls in the one o\'clock hour, which Spanish says "a la 1:00", not "a las"', () => {
    for (const row of officeHours) {
      if ('opens' in row)
        for (const time of [row.opens, row.closes]) expect(time).not.toMatch(/^(01|13):/);
    }
  });
});

describe('the practice clock without Intl in the browser', () => {
  const enTemplates: StatusTemplates = en.OfficeStatus;
  const table = zoneTable(zone, 2026);
  /** The table of the office's own time zone (content/client.ts). */
  const practiceTable = zoneTable(timeZone, 2026);

  it('holds the 2026 daylight-saving changes at the minute they happen', () => {
    expect(table.changes.slice(0, 3)).toEqual([
      { from: Date.UTC(2026, 0, 1), offset: -480 },
      { from: Date.parse('2026-03-08T10:00:00Z'), offset: -420 }, // 2:00 AM PST
      { from: Date.parse('2026-11-01T09:00:00Z'), offset: -480 }, // 2:00 AM PDT
    ]);
    expect(table.changes).toHaveLength(21); // ten years, two changes a year
    expect(table.until).toBe(Date.UTC(2036, 0, 1));
  });

  it('reads the same status as Intl through ten years (every 11 h 7 min, so every hour of the day) and around each change', () => {
    const instants: number[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < practiceTable.until; t += 11 * 3_600_000 + 7 * 60_000)
      instants.push(t);
    for (const { from } of practiceTable.changes)
      for (let d = -3; d <= 3; d++) instants.push(from + d * 60_000);
    const differing = instants.filter((t) => {
      const now = new Date(t);
      const fast = officeStatus(now, officeHours, officeClosures, practiceTable);
      return (
        JSON.stringify(fast) !==
        JSON.stringify(officeStatus(now, officeHours, officeClosures, timeZone))
      );
    });
    expect(differing.map((t) => new Date(t).toISOString())).toEqual([]);
  });

  it('falls back to Intl before and after the table', () => {
    for (const iso of ['2025-12-31T20:00:00Z', '2036-07-06T18:00:00Z']) {
      const now = new Date(iso);
      expect(officeStatus(now, officeHours, officeClosures, practiceTable)).toEqual(
        officeStatus(now, officeHours, officeClosures, timeZone),
      );
    }
  });

  it('has a sentence, written ahead, for every status a year of hours and closures can reach', () => {
    const texts = statusTexts(officeHours, 'office', enTemplates, 'en');
    const missing = new Set<string>();
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 20 * 60_000) {
      const key = statusKey(
        officeStatus(
          new Date(t),
          officeHours,
          ['2026-11-26', '2026-11-27', '2026-12-24', '2026-12-25'],
          practiceTable,
        ),
      );
      if (!(key in texts)) missing.add(key);
    }
    expect([...missing]).toEqual([]);
    const open = officeHours.find((row) => 'opens' in row);
    if (open && 'opens' in open)
      expect(texts[`open ${open.closes}`]).toBe(
        statusText({ kind: 'open', closes: open.closes }, 'office', enTemplates, 'en'),
      );
  });
});
