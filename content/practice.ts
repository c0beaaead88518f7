/**
 * Every fact about the practice and every business constant of the site, in one typed module.
 * The values are placeholders until the practice supplies its own (see DECISIONS.md): replacing
 * them here changes every page, the structured data and the footer at once.
 * Labels are translated in messages/*.json; facts are never copied there.
 */

import endpoints from './endpoints.json';

export const practice = {
  name: 'Sunny Steps Pediatric Dentistry & Orthodontics',
  shortName: 'Sunny Steps Kids Dental',
  /** The logo's two lines of text, beside the mark. */
  logoLines: ['Sunny Steps', 'Kids Dental'],
  foundedYear: 2019,
  dentist: {
    name: 'Dr. Elena Ramírez',
    credentials: 'DDS',
  },
  phone: {
    display: '(909) 555-0142',
    tel: '+19095550142',
  },
  email: 'hello@sunnysteps.example',
  address: {
    street: '12850 Central Ave, Suite 105',
    city: 'Chino',
    region: 'CA',
    postalCode: '91710',
    country: 'US',
  },
  geo: { latitude: 34.01234, longitude: -117.68901 },
  priceRange: '$$',
} as const;

/** The one-line postal address, as printed on the page and sent to the maps service. */
export const addressLine = `${practice.address.street}, ${practice.address.city}, ${practice.address.region} ${practice.address.postalCode}`;

const mapsQuery = encodeURIComponent(`${practice.name}, ${addressLine}`);

export const maps = {
  /** Opens the maps service's directions page in a new tab. */
  directionsUrl: `${endpoints.map}/maps/dir/?api=1&destination=${mapsQuery}`,
  /** The keyless embed URL of the map frame; its host is the only one allowed in frame-src. */
  embedUrl: `${endpoints.map}/maps?q=${mapsQuery}&output=embed`,
} as const;

export const siteUrl = (process.env.SITE_URL || 'https://www.sunnysteps.example').replace(
  /\/+$/,
  '',
);

/** The cities named on the home page and in the footer, plus the wider region. */
export const servedCities = ['Chino', 'Chino Hills', 'Ontario', 'Pomona', 'Diamond Bar'] as const;
export const servedRegion = 'Inland Empire';

export type Weekday =
  'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** One row of an office-hours table: a run of days and either opening times or a message key. */
export type HoursRow = {
  days: readonly [Weekday, ...Weekday[]];
} & ({ opens: string; closes: string } | { note: 'closed' | 'appointmentOnly' | 'emergencyOnly' });

/**
 * The spec gives different office hours on different pages. Each page states its own reading,
 * named by where it is shown, so the practice can unify them by editing this object.
 * Times are 24-hour `HH:MM` and formatted per language.
 */
export const officeHours = {
  /** Home page contact section, footer and structured data. */
  main: [
    { days: ['monday', 'tuesday', 'wednesday', 'thursday'], opens: '08:00', closes: '18:00' },
    { days: ['friday'], opens: '08:00', closes: '16:00' },
    { days: ['saturday'], note: 'closed' },
    { days: ['sunday'], note: 'appointmentOnly' },
  ],
  contactPage: [
    {
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      opens: '08:00',
      closes: '17:00',
    },
    { days: ['saturday'], note: 'closed' },
    { days: ['sunday'], note: 'appointmentOnly' },
  ],
  appointmentPage: [
    {
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      opens: '08:00',
      closes: '17:00',
    },
    { days: ['saturday'], opens: '08:00', closes: '14:00' },
    { days: ['sunday'], note: 'emergencyOnly' },
  ],
  faqPage: [
    {
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      opens: '08:00',
      closes: '17:00',
    },
  ],
} as const satisfies Record<string, readonly HoursRow[]>;

export type HoursReading = keyof typeof officeHours;

export const childAge = { min: 1, max: 18 } as const;

export const languages = { storageKey: 'preferred-language' } as const;

/** Spec section 9: timings of the navigation dropdown and the tooltips, in milliseconds. */
export const timings = {
  dropdown: { delay: 200, skip: 300, close: 150 },
  tooltip: { delay: 700, skip: 300 },
} as const;

/** Figures stated on the pages (spec section 9); each is named by where it appears. */
export const stats = {
  yearsExperience: 5,
  familiesServed: 1000,
  gentleCarePercent: 100,
  satisfactionPercent: 99,
  homeReviews: { rating: '5.0', count: 633 },
  reviewsPage: { rating: '4.9', count: 200 },
} as const;

export const policies = {
  confirmationHours: 24,
  cancellationNoticeHours: 24,
} as const;

export const clinical = {
  firstVisitAge: 1,
  firstVisitMonthsAfterFirstTooth: 6,
  orthoEvaluationAge: 7,
  checkupMonths: 6,
  adjustmentWeeks: { min: 4, max: 8 },
  alignerHoursPerDay: { min: 20, max: 22 },
  placementHours: { min: 1, max: 2 },
  babyTeethLossAges: { from: 6, to: '12-13' },
  phase1Ages: { from: 7, to: 10 },
  phase2Ages: { from: 11, to: 13 },
  treatmentMonths: { min: 12, max: 30 },
  braces: {
    metal: { min: 18, max: 24 },
    ceramic: { min: 18, max: 30 },
    aligners: { min: 12, max: 18 },
  },
} as const;

export const financing = {
  provider: 'CareCredit',
  applyUrl: `${endpoints.financing}/apply/`,
  plans: {
    sixMonths: { months: 6, minPurchase: 200 },
    twelveMonths: { months: 12, minPurchase: 500 },
    extended: { fromMonths: 18, toMonths: 60 },
  },
} as const;

/** Spec 2.13: the 16 PPO plans the office accepts, by their public names. */
export const ppoPlans = [
  'Delta Dental PPO',
  'MetLife PDP Plus',
  'Cigna Dental PPO',
  'Aetna Dental PPO',
  'Guardian Dental PPO',
  'UnitedHealthcare Dental PPO',
  'Humana Dental PPO',
  'Ameritas Dental PPO',
  'Principal Financial Dental PPO',
  'Sun Life Dental PPO',
  'Blue Shield of California Dental PPO',
  'Anthem Blue Cross Dental PPO',
  'United Concordia Dental PPO',
  'Lincoln Financial Dental PPO',
  'GEHA Connection Dental Federal',
  'Careington Dental PPO',
] as const;

/** Public programs accepted besides PPO plans. */
export const publicPrograms = ['Medi-Cal', 'Denti-Cal'] as const;

/** Spec 9: the appointment page's four visit types, with durations in minutes and prices in USD. */
export const visitTypes = {
  newPatient: { minutes: { min: 60, max: 90 }, price: { kind: 'from', amount: 150 } },
  cleaning: { minutes: { min: 45, max: 60 }, price: { kind: 'from', amount: 120 } },
  orthodonticConsultation: { minutes: { min: 30, max: 45 }, price: { kind: 'free' } },
  emergency: { minutes: { min: 30, max: 60 }, price: { kind: 'fee', amount: 75 } },
} as const;

/** Build-time form ids (see .env.example); without one, forms post to the local form inbox. */
export const formEndpoints = {
  appointmentRequest: process.env.FORM_ID_APPOINTMENT_REQUEST,
  contactMessage: process.env.FORM_ID_CONTACT,
  booking: process.env.FORM_ID_BOOKING,
  quickRequest: process.env.FORM_ID_QUICK_REQUEST,
} as const;

export const formServiceOrigin = endpoints.formService;
export const localInboxPath = endpoints.localInbox;
