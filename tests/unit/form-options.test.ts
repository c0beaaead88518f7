/**
 * The forms' lists: the booking form's times come from the office hours, so they can never offer
 * a time the office is closed, and no list offers an emergency visit (a form is answered on
 * business days; each form says to call instead).
 */
import type { HoursRow } from '@/content/client';
import { choices, timeOptions } from '@/components/forms/options';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

test('time options: every start hour of an open day, then days by appointment, then flexible', () => {
  const week: HoursRow[] = [
    { days: ['monday', 'tuesday'], opens: '09:30', closes: '13:00' },
    { days: ['wednesday'], opens: '08:00', closes: '11:00' },
    { days: ['saturday'], note: 'appointmentOnly' },
    { days: ['sunday'], note: 'closed' },
  ];
  // The earliest opening is 8:00 and the latest closing 1 p.m.: the last start is noon.
  expect(timeOptions(week)).toEqual(['8am', '9am', '10am', '11am', '12pm', 'saturday', 'flexible']);
  // Opening at 9:30, the first whole hour a visit can start is 10.
  expect(timeOptions([{ days: ['monday'], opens: '09:30', closes: '12:00' }])).toEqual([
    '10am',
    '11am',
    'flexible',
  ]);
  expect(timeOptions([{ days: ['friday'], opens: '13:00', closes: '16:00' }])).toEqual([
    '1pm',
    '2pm',
    '3pm',
    'flexible',
  ]);
});

test('the current hours give no closed day and no start at or after closing', () => {
  const times = timeOptions();
  expect(times).not.toContain('saturday');
  expect(times.at(-1)).toBe('flexible');
});

test('no list offers an emergency visit, in values or labels', () => {
  for (const [list, values] of Object.entries(choices)) {
    for (const value of values) expect(`${list}: ${value}`).not.toMatch(/emergenc/i);
  }
  for (const messages of [en, es]) {
    expect(JSON.stringify(messages.Forms.options)).not.toMatch(/emergenc/i);
  }
});
