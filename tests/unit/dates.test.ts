import { formatLongDate, formatTime, weekdayName } from '@/lib/dates';

describe('dates and times per language', () => {
  it('formats long dates, the year held to the word before it', () => {
    expect(formatLongDate('2024-01-15', 'en')).toBe('January 15,\u00a02024');
    expect(formatLongDate('2024-01-15', 'es')).toBe('15 de enero de\u00a02024');
    expect(formatLongDate('2023-12-28', 'en')).toBe('December 28,\u00a02023');
  });

  it('formats times of day', () => {
    expect(formatTime('08:00', 'en')).toBe('8:00\u00a0AM');
    expect(formatTime('18:00', 'en')).toBe('6:00\u00a0PM');
    expect(formatTime('14:00', 'es')).toBe('2:00\u00a0p.m.');
    // Never a breaking space inside a time, whatever the ICU version's own space.
    for (const locale of ['en', 'es'] as const)
      expect(formatTime('08:30', locale)).not.toMatch(/[ \u202f]/);
  });

  it('names weekdays with a capital letter', () => {
    expect(weekdayName('monday', 'en')).toBe('Monday');
    expect(weekdayName('thursday', 'es')).toBe('Jueves');
    expect(weekdayName('sunday', 'es')).toBe('Domingo');
    expect(weekdayName('friday', 'es', false)).toBe('viernes');
    expect(weekdayName('friday', 'en', false)).toBe('Friday');
    // Spanish abbreviations carry their period; English ones do not.
    expect(weekdayName('monday', 'es', false, 'short')).toBe('lun.');
    expect(weekdayName('monday', 'en', true, 'short')).toBe('Mon');
  });
});
