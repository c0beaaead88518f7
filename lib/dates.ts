import type { Locale } from '@/i18n/routing';
import type { Weekday } from '@/content/client';

/**
 * Each language as written in the United States (`8:00 a.m.`, `$1,000`): for Intl formatting
 * and for `inLanguage` in structured data.
 */
export const intlLocale: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** A calendar date (`2024-01-15`) in long form: `January 15, 2024` / `15 de enero de 2024`. */
export function formatLongDate(isoDate: string, locale: Locale): string {
  // The year never stands alone on a line ("27 de noviembre de / 2026"): a no-break space holds
  // it to the word before.
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' })
    .format(new Date(`${isoDate}T00:00:00Z`))
    .replace(/ (\d{4})$/, '\u00a0$1');
}

/** A 24-hour `HH:MM` time of day in the language's clock style: `8:00 AM` / `8:00 a.m.`. */
export function formatTime(time: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  // A time never breaks inside ("8:00 / AM"): its spaces, plain or narrow (ICU versions
  // differ), become no-break spaces.
  return new Intl.DateTimeFormat(intlLocale[locale], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  })
    .format(new Date(Date.UTC(2024, 0, 1, hours, minutes)))
    .replace(/[ \u202f]/g, '\u00a0');
}

const weekdayIndex: Record<Weekday, number> = {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 7,
};

/**
 * A weekday's name: `Monday` / `lunes` (short: `Mon` / `lun.`); capitalised to start a label
 * (`Lunes`), as the first day of a range is and the second (`Lunes a viernes`) is not.
 */
export function weekdayName(
  day: Weekday,
  locale: Locale,
  capitalize = true,
  width: 'long' | 'short' = 'long',
): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, weekdayIndex[day]));
  const formatted = new Intl.DateTimeFormat(intlLocale[locale], {
    weekday: width,
    timeZone: 'UTC',
  }).format(date);
  // Spanish abbreviations take a period ("lun.", "jue."); Intl leaves it out.
  const name =
    width === 'short' && locale === 'es' && !formatted.endsWith('.') ? `${formatted}.` : formatted;
  return capitalize ? name.charAt(0).toLocaleUpperCase(intlLocale[locale]) + name.slice(1) : name;
}

/** A month (`2025-03`) as month and year: `March 2025` / `marzo de 2025`. */
export function formatMonthYear(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
