/**
 * Option values of the forms' lists, exactly as docs/product.md#business-constants-and-limits
 * gives them; the office reads these English values whatever the page's language. Labels live in
 * messages under Forms.options.
 */
export const appointmentTypes = [
  'New Patient Visit',
  'Routine Cleaning',
  'Orthodontic Consultation',
  'Emergency Visit',
  'Follow-up Visit',
] as const;

export const quickRequestTypes = [
  'Routine Cleaning & Checkup',
  'Orthodontic Consultation',
  'Emergency Visit',
  'First Visit (New Patient)',
  'Other',
] as const;

export const preferredServices = [
  'Pediatric Cleaning',
  'Braces Consultation',
  'Orthodontic Evaluation',
  'Emergency Visit',
  'New Patient Visit',
  'Follow-up Appointment',
  'General Consultation',
] as const;

export const bookingTypes = [
  'new-patient',
  'cleaning',
  'orthodontic',
  'emergency',
  'follow-up',
  'consultation',
] as const;

/** The lists a form asks to choose one from, under the names of their labels in messages. */
export const choices = {
  appointmentType: appointmentTypes,
  quickType: quickRequestTypes,
  preferredService: preferredServices,
  bookingType: bookingTypes,
};

export type ChoiceList = keyof typeof choices;

/**
 * Hourly from 8am to 4pm, then Saturday or flexible
 * (docs/product.md#business-constants-and-limits).
 */
export const preferredTimes = [
  '8am',
  '9am',
  '10am',
  '11am',
  '12pm',
  '1pm',
  '2pm',
  '3pm',
  '4pm',
  'saturday',
  'flexible',
] as const;

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
