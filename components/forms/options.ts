import { officeHours, type Weekday } from '@/content/practice';

/**
 * Option values of the forms' lists, as docs/product.md#business-constants-and-limits gives them;
 * the office reads these English values whatever the page's language. Labels live in messages
 * under Forms.options. No list offers an emergency visit: a form is answered on the next business
 * day, so every form says to call instead (docs/product.md#forms).
 */
export const appointmentTypes = [
  'New Patient Visit',
  'Routine Cleaning',
  'Orthodontic Consultation',
  'Follow-up Visit',
] as const;

export const preferredServices = [
  'Pediatric Cleaning',
  'Braces Consultation',
  'Orthodontic Evaluation',
  'New Patient Visit',
  'Follow-up Appointment',
  'General Consultation',
] as const;

export const bookingTypes = [
  'new-patient',
  'cleaning',
  'orthodontic',
  'follow-up',
  'consultation',
] as const;

/** The lists a form asks to choose one from, under the names of their labels in messages. */
export const choices = {
  appointmentType: appointmentTypes,
  preferredService: preferredServices,
  bookingType: bookingTypes,
};

export type ChoiceList = keyof typeof choices;

/** `8` → `8am`, `13` → `1pm`: how the booking form names an hour to the office. */
const hourValue = (hour: number) => `${hour % 12 || 12}${hour < 12 ? 'am' : 'pm'}`;

/**
 * The booking form's time options, from the office hours (content/practice.ts), so they can never
 * offer a time the office is closed: every whole hour an appointment can start on an open day
 * (from the earliest opening to an hour before the latest closing), then each day open by
 * appointment only, then "flexible".
 */
export function timeOptions(hours = officeHours): string[] {
  const open = hours.flatMap((row) => ('opens' in row ? [row] : []));
  const hour = (time: string) => Number.parseInt(time.slice(0, 2), 10);
  const first = Math.min(
    ...open.map((row) => Math.ceil(hour(row.opens) + Number(row.opens.slice(3)) / 60)),
  );
  const last = Math.max(...open.map((row) => hour(row.closes))) - 1;
  const starts = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) =>
    hourValue(first + i),
  );
  const byAppointment = hours.flatMap((row): Weekday[] =>
    'note' in row && row.note === 'appointmentOnly' ? [...row.days] : [],
  );
  return [...starts, ...byAppointment, 'flexible'];
}

export const preferredTimes = timeOptions();

/** The field names the home and contact forms send (docs/product.md#forms). */
export const familyFieldNames = {
  parent: 'Parent Name',
  child: "Child's Name",
  phone: 'Phone Number',
  age: "Child's Age",
  email: 'Email Address',
} as const;

/** The booking form's snake_case names (docs/product.md#booking-form). */
export const bookingFieldNames = {
  parent: 'parent_name',
  child: 'child_name',
  phone: 'phone',
  age: 'child_age',
  email: 'email',
} as const;
