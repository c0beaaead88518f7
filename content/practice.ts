/**
 * Every fact about the practice and every business constant of the site, in one typed module.
 * The values are placeholders until the practice supplies its own
 * (docs/product.md#practice-facts-placeholders): replacing them here changes every page, the
 * structured data and the footer at once.
 * Labels are translated in messages/*.json; facts are never copied there.
 */

import endpoints from './endpoints.json';

type Localized = { readonly en: string; readonly es: string };

export const practice = {
  name: 'Sunny Steps Pediatric Dentistry & Orthodontics',
  shortName: 'Sunny Steps Kids Dental',
  /** The logo's two lines of text, beside the mark. */
  logoLines: ['Sunny Steps', 'Kids Dental'],
  foundedYear: 2019,
  dentist: {
    name: 'Elena Ramírez',
    /** "Dr." / "Dra.": Spanish marks the dentist's gender in the title. */
    title: { en: 'Dr.', es: 'Dra.' } satisfies Localized,
    credentials: 'DDS',
  },
  phone: {
    /** A no-break space keeps the number on one line wherever it is shown. */
    display: '(909)\u00a0555-0142',
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

/** The dentist as every page names her: `Dr. Elena Ramírez` / `Dra. Elena Ramírez`. */
export const dentistName = (locale: keyof Localized) =>
  `${practice.dentist.title[locale]} ${practice.dentist.name}`;

/**
 * Whole-sentence facts about the office that the original specification does not give
 * (docs/product.md#placeholder-facts). Pages print them through the ICU arguments of the same
 * names.
 */
export const officeDetails = {
  afterHours: {
    en: "After hours, calls go to the on-call dentist's answering service, which takes your number.",
    es: 'Fuera del horario de atención, las llamadas pasan al servicio de recados del dentista de guardia, que anota su número.',
  },
  parking: {
    en: 'Free parking in front of the building.',
    es: 'Estacionamiento gratuito frente al edificio.',
  },
  floor: {
    en: 'Our suite is on the ground floor, with step-free access.',
    es: 'Nuestra suite está en la planta baja, sin escalones.',
  },
  spanishStaff: {
    en: 'The dentist and the front desk speak Spanish.',
    es: 'La dentista y el personal de recepción hablan español.',
  },
  grievanceContact: {
    en: 'Our office manager is our civil rights coordinator and answers every grievance.',
    es: 'La gerencia del consultorio coordina los derechos civiles y responde a cada queja.',
  },
} as const satisfies Record<string, Localized>;

/**
 * The one-line postal address as the pages print it: a narrow screen never breaks a line inside
 * the suite's number ("Suite 105") or between the state and the ZIP code.
 */
export const addressText = `${practice.address.street.replace(/ (\S+)$/, '\u00a0$1')}, ${practice.address.city}, ${practice.address.region}\u00a0${practice.address.postalCode}`;

/** The same address with plain spaces, as sent to the maps service and listed for launch. */
export const addressLine = addressText.replaceAll('\u00a0', ' ');

const mapsQuery = encodeURIComponent(`${practice.name}, ${addressLine}`);

export const maps = {
  /** Opens the maps service's directions page in a new tab. */
  directionsUrl: `${endpoints.map}/maps/dir/?api=1&destination=${mapsQuery}`,
  /** Opens the map of the office on the maps service's own site (the map control without JS). */
  viewUrl: `${endpoints.map}/maps/search/?api=1&query=${mapsQuery}`,
  /** The keyless embed URL of the map frame; its host is the only one allowed in frame-src. */
  embedUrl: `${endpoints.map}/maps?q=${mapsQuery}&output=embed`,
} as const;

/**
 * The practice's review profile, where the rating can be checked. Until the practice gives its
 * profile's own address, the map of the office on the maps service leads to it.
 */
export const reviewProfileUrl = maps.viewUrl;

/**
 * The language of every outside site the pages link to, by host: a link to an English-only site
 * says "(en inglés)" on a Spanish page, and carries `hreflang`. `any` is a site that answers in
 * the visitor's own language (Google Maps). A link to a host missing here stops the build.
 */
export const outsideSiteLanguages: Record<string, 'en' | 'any'> = {
  [new URL(endpoints.map).host]: 'any',
  [new URL(endpoints.financing).host]: 'en',
  'www.dhcs.ca.gov': 'en',
  'ocrportal.hhs.gov': 'en',
  'www.hhs.gov': 'en',
};

export const siteUrl = (process.env.SITE_URL || 'https://www.sunnysteps.example').replace(
  /\/+$/,
  '',
);

/** The cities named on the home page and in the footer, plus the wider region. */
export const servedCities = ['Chino', 'Chino Hills', 'Ontario', 'Pomona', 'Diamond Bar'] as const;
export const servedRegion = 'Inland Empire';

export const childAge = { min: 0, max: 18 } as const;

export { languages, timings, officeHours, officeClosures, timeZone } from './client';
export type { HoursRow, Weekday } from './client';

/**
 * Whole years the practice has been open, counted from the build date and rounded down
 * conservatively (the founding month is not known), so "since 2019" and "N+ years" agree.
 */
export const yearsInPractice = Math.max(1, new Date().getFullYear() - practice.foundedYear - 1);

/**
 * Figures the practice must confirm before launch (docs/product.md#placeholder-facts). The
 * rating is shown as text only: it never goes into structured data as a rating.
 */
export const figures = {
  rating: 5,
  reviewCount: 633,
  reviewSource: 'Google',
  /** The month the rating and count were read from the review profile (`YYYY-MM`). */
  ratingReadIn: '2026-11',
  familiesServed: 1000,
} as const;

export const policies = {
  /** The office calls back after a form within this many hours, on business days. */
  replyHours: 24,
  cancellationNoticeHours: 24,
  /** How early to arrive for a first visit, to fill in the forms. */
  arrivalMinutes: { min: 10, max: 15 },
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
  /** A thumb or pacifier habit is worth a talk from about this age (AAPD). */
  habitAge: 4,
  braces: {
    metal: { min: 18, max: 24 },
    ceramic: { min: 18, max: 30 },
    aligners: { min: 12, max: 18 },
  },
} as const;

export const financing = {
  provider: 'CareCredit',
  applyUrl: `${endpoints.financing}/apply/`,
  /** The provider's own page of promotional terms, rates and a payment calculator. */
  termsUrl: `${endpoints.financing}/payment_calculator/index.html`,
  plans: {
    sixMonths: { months: 6, minPurchase: 200 },
    twelveMonths: { months: 12, minPurchase: 500 },
    extended: { fromMonths: 18, toMonths: 60 },
  },
} as const;

/** The 16 PPO plans the office accepts, by their public names (docs/product.md#insurance-page). */
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

/** The public program accepted besides PPO plans, by its current name and the one parents know. */
export const publicProgram = { name: 'Medi-Cal Dental', formerName: 'Denti-Cal' } as const;

/** The four visit types, minutes and USD (docs/product.md#business-constants-and-limits). */
export const visitTypes = {
  newPatient: { minutes: { min: 60, max: 90 }, price: { kind: 'from', amount: 150 } },
  cleaning: { minutes: { min: 45, max: 60 }, price: { kind: 'from', amount: 120 } },
  orthodonticConsultation: { minutes: { min: 30, max: 45 }, price: { kind: 'free' } },
  emergency: { minutes: { min: 30, max: 60 }, price: { kind: 'fee', amount: 75 } },
} as const;

/**
 * Form data holds children's details, so the form service and the office mailbox that gets a copy
 * act for the practice as HIPAA business associates. Set to true once both are under a signed
 * business associate agreement (or a HIPAA-eligible plan that includes one), confirmed with the
 * practice's counsel: the privacy page says so from this fact, and until then the launch guard
 * stops every release build.
 */
export const dataProtection = { formServiceUnderAgreement: false } as const;

/**
 * A preview deploy that may show placeholder facts (ALLOW_PLACEHOLDERS=1, docs/launch.md): its
 * pages ask search engines not to index them and say, at the top, that they show sample content.
 */
export const samplePreview = process.env.ALLOW_PLACEHOLDERS === '1';

/**
 * Every fact that is a placeholder until the practice confirms it
 * (docs/product.md#placeholder-facts). The launch checklist (docs/launch.md#launch-checklist)
 * names each key; the launch guard lists them.
 */
export const placeholderFacts = {
  name: practice.name,
  dentist: practice.dentist.name,
  phone: practice.phone.display,
  email: practice.email,
  address: addressLine,
  rating: `${figures.rating} / 5 as of ${figures.ratingReadIn}, linked to the review profile (reviewProfileUrl)`,
  reviewCount: `${figures.reviewCount}+`,
  familiesServed: `${figures.familiesServed}+`,
  reviews: 'the eight sample reviews in content/reviews.ts',
  afterHours: officeDetails.afterHours.en,
  parking: officeDetails.parking.en,
  floor: officeDetails.floor.en,
  spanishStaff: officeDetails.spanishStaff.en,
  grievanceContact: officeDetails.grievanceContact.en,
  taglines: 'the language-assistance taglines in content/taglines.ts',
  formServiceAgreement:
    'the form service and the office mailbox under a signed business associate agreement (dataProtection)',
  dentistCredentials:
    "the dentist's biography, residency and membership (messages AboutPage.dentist.bio, .highlights, AboutPage.meta)",
  ppoPlans: `the ${ppoPlans.length} in-network PPO plans (ppoPlans)`,
  prices: 'the visit prices and lengths (visitTypes)',
  financingPromotions: 'the CareCredit promotions, periods and APRs (financing.plans)',
  comfortFeatures:
    'the quiet room, headphones and sunglasses, and the wheelchair-accessible entrance and parking (messages SpecialNeedsPage.benefits, content/legal/accessibility)',
  freeways: 'the freeways named for getting here (messages Home.contact.intro)',
  sameTeam:
    'keeping the same team from visit to visit (messages SpecialNeedsPage.benefits.cards.familiarFaces)',
} as const;

/**
 * The placeholder facts the practice has confirmed (or replaced): the launch guard lists every
 * other one on a release build. Add a key here only once the practice has confirmed it.
 */
export const confirmedFacts: ReadonlyArray<keyof typeof placeholderFacts> = [];

/** The build-time variable that holds each form's id (see .env.example). */
export const formIdVariables = {
  appointmentRequest: 'FORM_ID_APPOINTMENT_REQUEST',
  contactMessage: 'FORM_ID_CONTACT',
  booking: 'FORM_ID_BOOKING',
  quickRequest: 'FORM_ID_QUICK_REQUEST',
} as const;

/** Build-time form ids; without one, a form posts to the local form inbox. */
export const formEndpoints = Object.fromEntries(
  Object.entries(formIdVariables).map(([form, name]) => [form, process.env[name] || undefined]),
) as Record<keyof typeof formIdVariables, string | undefined>;

export const formServiceOrigin = endpoints.formService;
export const localInboxPath = endpoints.localInbox;
