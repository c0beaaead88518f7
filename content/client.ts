/**
 * The few constants that code running in the browser reads. They live apart from practice.ts
 * because a client component importing that module ships its module-level work (the address,
 * the build date, environment lookups) to every visitor; practice.ts re-exports them.
 */

export const languages = { storageKey: 'preferred-language' } as const;

/** The navigation dropdown's timings in ms (docs/product.md#navigation-bar); no tooltips. */
export const timings = {
  dropdown: { delay: 200, skip: 300, close: 150 },
} as const;

export type Weekday =
  'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** One row of an office-hours table: a run of days and either opening times or a message key. */
export type HoursRow = {
  days: readonly [Weekday, ...Weekday[]];
} & ({ opens: string; closes: string } | { note: 'closed' | 'appointmentOnly' });

export const timeZone = 'America/Los_Angeles';
