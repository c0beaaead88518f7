/**
 * Every fact about the practice and every business constant of the site, in one typed module.
 * The values are placeholders until the practice supplies its own
 * (docs/product.md#practice-facts-placeholders): replacing them here changes every page, the
 * structured data and the footer at once.
 * Labels are translated in messages/*.json; facts are never copied there.
 */

import endpoints from './endpoints.json';
import practiceJson from './data/practice.json';
import type { ArtName } from './art';
import type { HoursRow, Weekday } from './client';
import { childAge, parseContent, practiceData, reviewProfileHosts, weekdays } from './schema';

/**
 * What the office edits (content/data/practice.json, docs/content.md#editing-the-site): the
 * phone, the hours, the closed days and the rating, checked here, so a bad edit stops the build.
 */
const office = parseContent('content/data/practice.json', practiceData, practiceJson);

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
    display: office.phone.number.replace(') ', ')\u00a0'),
    tel: `+1${office.phone.number.replace(/\D/g, '')}`,
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

/**
 * The dentist as every page names her: `Dr. Elena Ramírez` / `Dra. Elena Ramírez`, the title
 * held to her name by a no-break space, so no line ends on "Dr." (structured data, which no one
 * reads on a line, takes it with a plain space).
 */
export const dentistName = (locale: keyof Localized) =>
  `${practice.dentist.title[locale]}\u00a0${practice.dentist.name}`;

/**
 * The people a family meets, by role (docs/product.md#about-page): a name only where the practice
 * has given one (the dentist), the languages each speaks, and the picture of the role (content/art.ts,
 * 1:1). The roles beyond the dentist and their languages are placeholders (`team` below); the
 * practice names no orthodontist, so none is listed.
 */
export const team = [
  { role: 'dentist', name: dentistName, languages: ['en', 'es'], art: 'team/dentist' },
  { role: 'hygienist', languages: ['en'], art: 'team/hygienist' },
  { role: 'assistant', languages: ['en'], art: 'team/assistant' },
  { role: 'frontDesk', languages: ['en', 'es'], art: 'team/front-desk' },
] as const satisfies readonly {
  role: string;
  name?: (locale: keyof Localized) => string;
  languages: readonly (keyof Localized)[];
  art: ArtName;
}[];

/**
 * Whole-sentence facts about the office that the original specification does not give
 * (docs/product.md#placeholder-facts). Pages print them through the ICU arguments of the same
 * names.
 */
export const officeDetails = {
  afterHours: {
    en: "After hours, calls go to the on-call dentist's answering service, which takes your number, and the on-call dentist calls you back. If your child needs to be seen at night or on a weekend, we open the office when possible, and the visit costs no more than an emergency visit during office hours.",
    es: 'Fuera del horario de atención, las llamadas pasan al servicio de contestación telefónica del dentista de guardia, que anota su número, y el dentista de guardia le devuelve la llamada. Si su hijo necesita que lo veamos de noche o en fin de semana, abrimos el consultorio cuando es posible, y la cita no cuesta más que una cita de emergencia en horario de atención.',
  },
  parking: {
    en: 'Free parking in front of the building.',
    es: 'Estacionamiento gratuito frente al edificio.',
  },
  floor: {
    en: 'Our suite is on the ground floor, with step-free access.',
    es: 'Nuestro consultorio está en la planta baja, sin escalones.',
  },
  spanishStaff: {
    en: 'The dentist and the front desk speak Spanish.',
    es: 'La dentista y el personal de recepción hablan español.',
  },
  /** Who coordinates civil rights and answers grievances (the nondiscrimination notice). */
  grievanceContact: {
    en: 'Our office manager is our civil rights coordinator and answers every grievance.',
    es: 'La gerencia del consultorio coordina el cumplimiento de los derechos civiles y responde a cada queja.',
  },
  /** Whether a child who is not yet a patient is seen for an emergency (the emergency page). */
  emergencyNewPatients: {
    en: 'Your child does not need to be our patient: we also see dental emergencies for children we have not seen before.',
    es: 'Su hijo no tiene que ser nuestro paciente: también atendemos emergencias dentales de niños que vienen por primera vez.',
  },
  /** The office's own use of protective stabilization (the special-needs page's questions). */
  stabilization: {
    en: 'We rarely need it: only when a short treatment cannot wait and cannot be done safely another way. We explain it to you first and use it only with your written consent, and you can stay beside your child and ask us to stop at any time.',
    es: 'Casi nunca hace falta: solo cuando un tratamiento corto no puede esperar y no se puede hacer de otra forma segura. Primero se lo explicamos y solo la usamos con su consentimiento por escrito, y usted puede quedarse al lado de su hijo y pedirnos que paremos en cualquier momento.',
  },
  /** When a parent stays in the treatment room, and when not. */
  parentPresence: {
    en: 'You are welcome to stay with your child for the exam, the cleaning and treatment, with nitrous oxide too. For X-rays, everyone but your child steps out of the room for a few seconds; if your child needs you close, you stay and wear a protective apron. If you are pregnant, tell us first.',
    es: 'Usted puede quedarse con su hijo durante la revisión, la limpieza y el tratamiento, también con óxido nitroso. Para las radiografías, todos salen del cuarto unos segundos, menos su hijo; si su hijo lo necesita cerca, usted se queda con un delantal de protección. Si está embarazada, díganoslo antes.',
  },
  /** Where children who need general anesthesia are referred, and the usual wait. */
  generalAnesthesia: {
    en: 'We refer you to a pediatric dentist who treats children under general anesthesia in a hospital or outpatient surgery center in the Inland Empire; the first available date is usually 4 to 12 weeks away.',
    es: 'Lo referimos a un dentista pediátrico que atiende a niños con anestesia general en un hospital o centro de cirugía ambulatoria del Inland Empire; por lo general, la primera fecha disponible es dentro de 4 a 12 semanas.',
  },
  /** What happens to patients with special needs once they are adults. */
  adultPatients: {
    en: "We keep seeing patients with special needs as adults, until a dentist who treats adults with special needs can take over; we help you find one and send your child's dental records.",
    es: 'Seguimos atendiendo a los pacientes con necesidades especiales cuando ya son adultos, hasta que un dentista que atienda a adultos con necesidades especiales pueda recibirlos; le ayudamos a encontrar uno y le enviamos a ese dentista el expediente dental de su hijo.',
  },
  /** The picture story of the visit and the new-patient forms, to read before the visit. */
  visitMaterials: {
    en: 'The picture story of the visit, “My visit to the dentist”, and the new-patient forms are on our site in English and Spanish, to read with your child, print and fill in at home. No printer? Ask us: we e-mail them to you or have them ready at the front desk.',
    es: 'La historia con imágenes de la cita, “Mi visita al dentista”, y los formularios para pacientes nuevos están en nuestro sitio en español y en inglés, para leerlos con su hijo, imprimirlos y llenarlos en casa. ¿No tiene impresora? Pídanoslos: se los enviamos por correo electrónico o se los tenemos listos en la recepción.',
  },

  /** Getting to the office by bus. */
  transit: {
    en: 'By bus: Omnitrans routes 81 and 83 stop at the Chino Transit Center on Sixth Street, and the nearest stop to our office is on Central Ave at Walnut Ave, about a 5-minute walk.',
    es: 'En autobús: las rutas 81 y 83 de Omnitrans paran en el Chino Transit Center, en Sixth Street, y la parada más cercana a nuestro consultorio está en la esquina de Central Ave y Walnut Ave, a unos 5 minutos a pie.',
  },
  /**
   * What the office does before a service Medi-Cal does not cover (the /medi-cal page). No source
   * makes it a Medi-Cal rule (docs/research/2026-11-27-medi-cal.md, F4): it is the office's own
   * policy, and the practice confirms it follows it.
   */
  mediCalConsent: {
    en: 'If you ask for something Medi-Cal does not cover, we tell you first what it is and what it costs, and we do it only after you agree and sign a consent form. Otherwise your child gets the covered care.',
    es: 'Si usted pide algo que Medi-Cal no cubre, primero le decimos qué es y cuánto cuesta, y solo lo hacemos si usted está de acuerdo y firma un formulario de consentimiento. Si no, su hijo recibe la atención cubierta.',
  },
  /** How the front desk checks a child's Medi-Cal, and what happens when the card is forgotten. */
  mediCalCoverageCheck: {
    en: "We check your child's Medi-Cal coverage before every visit. Forgot the card? Call us: we can often check your child's coverage another way.",
    es: 'Verificamos la cobertura de Medi-Cal de su hijo antes de cada cita. ¿Se le olvidó la tarjeta? Llámenos: muchas veces podemos verificarla de otra manera.',
  },
  /** Whether parents can text the office, and for what. */
  texting: {
    en: 'You can text our office number during office hours to ask a question or to change an appointment. Please do not text health details or an emergency: call us instead. We do not use WhatsApp.',
    es: 'Puede mandarnos un mensaje de texto al número del consultorio en horario de atención para hacer una pregunta o cambiar una cita. Por favor, no nos mande por mensaje datos de salud ni emergencias: mejor llámenos. No usamos WhatsApp.',
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

/** The practice's review profile, where the rating can be checked (the office edits it). */
export const reviewProfileUrl = office.rating.profileUrl;

/**
 * The state program's facts the /medi-cal page states, each from the sources in
 * docs/research/2026-11-27-medi-cal.md ("Sources used on the page"), read in `checkedIn`: the
 * launch checklist has them re-read on the live sites (`mediCalProgram`).
 */
export const mediCal = {
  /** Medi-Cal Dental covers children and young people under this age (S16, S21, S7). */
  ageLimit: 21,
  /** Checkups, cleanings and fluoride varnish, every this many months (S1, S2, S6, S7). */
  checkupMonths: 6,
  /** The score on the state's bite score sheet (HLD index) that can qualify for braces (S21). */
  hldScore: 26,
  phones: {
    /** The Medi-Cal Dental Telephone Service Center for members, free, on weekdays (S3, S5). */
    dental: '1-800-322-6384',
    /** Medi-Cal, to check a child's eligibility (S20). */
    eligibility: '1-800-541-5555',
    /** Covered California, to apply (S3). */
    coveredCalifornia: '1-800-300-1506',
  },
  /** The Medi-Cal health plan of the Chino area, named as an example of whom to call for a ride (S11, S12). */
  healthPlan: { name: 'IEHP', phone: '1-800-440-4347', tty: '1-800-718-4347' },
  links: {
    /** The state's Medi-Cal Dental site for members (S1–S3). */
    smileCalifornia: 'https://smilecalifornia.org/',
    /** Apply or renew online (S29, S30). */
    benefitsCal: 'https://benefitscal.com/',
    coveredCalifornia: 'https://www.coveredca.com/',
  },
  /** The month the sources were read (`YYYY-MM`): the page says so. */
  checkedIn: '2026-11',
} as const;

/**
 * The language of every outside site the pages link to, by host: a link to an English-only site
 * says "(en inglés)" on a Spanish page, and carries `hreflang`. `any` is a site that answers in
 * the visitor's own language (Google Maps). A link to a host missing here stops the build.
 */
export const outsideSiteLanguages: Record<string, 'en' | 'any'> = {
  [new URL(endpoints.map).host]: 'any',
  ...Object.fromEntries(reviewProfileHosts.map((host) => [host, 'any' as const])),
  [new URL(endpoints.financing).host]: 'en',
  'www.dhcs.ca.gov': 'en',
  // The Medi-Cal pages' links: English only until a Spanish version is confirmed (C8 of
  // docs/research/2026-11-27-medi-cal.md).
  [new URL(mediCal.links.smileCalifornia).host]: 'en',
  [new URL(mediCal.links.benefitsCal).host]: 'en',
  [new URL(mediCal.links.coveredCalifornia).host]: 'en',
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

export { childAge };

/**
 * The office hours as the pages show them, one row per run of consecutive days with the same
 * hours ("Mon – Thu 8:00 AM – 6:00 PM"), from the office's day-by-day hours: one reading for
 * every page, the footer, the structured data and "Open now"
 * (docs/product.md#one-reading-of-every-fact). Times are 24-hour `HH:MM` in the practice's time
 * zone, formatted per language.
 */
export const officeHours: readonly HoursRow[] = weekdays.reduce<HoursRow[]>((rows, day) => {
  const hours = office.hours[day];
  const same = (row: HoursRow) =>
    hours.status === 'open'
      ? 'opens' in row && row.opens === hours.opens && row.closes === hours.closes
      : 'note' in row && row.note === hours.status;
  const last = rows.at(-1);
  if (last && same(last)) {
    rows[rows.length - 1] = { ...last, days: [...last.days, day] };
    return rows;
  }
  const days: [Weekday] = [day];
  rows.push(
    hours.status === 'open'
      ? { days, opens: hours.opens!, closes: hours.closes! }
      : { days, note: hours.status },
  );
  return rows;
}, []);

/** The days the office is closed although its hours say open, each with its reason. */
export const closures = office.closures;

/**
 * The closed days not yet over on `today` (`YYYY-MM-DD`, the build's date: the daily rebuild
 * drops a past one), soonest first: the pages list them with their reason under the hours.
 */
export function upcomingClosures(
  today = new Date().toISOString().slice(0, 10),
  list: readonly (typeof closures)[number][] = closures,
) {
  return list
    .filter((closure) => (closure.to ?? closure.from) >= today)
    .sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * Every closed day as `YYYY-MM-DD` in the practice's time zone (a closure's first to last day),
 * as "Open now" reads them.
 */
export const officeClosures: readonly string[] = office.closures.flatMap(({ from, to }) => {
  const days: string[] = [];
  for (
    let day = Date.parse(`${from}T00:00:00Z`);
    day <= Date.parse(`${to ?? from}T00:00:00Z`);
    day += 86_400_000
  )
    days.push(new Date(day).toISOString().slice(0, 10));
  return days;
});

/** Which placeholder facts the office has marked confirmed in the editor. */
export const confirmedInEditor = {
  phone: office.phone.confirmed,
  rating: office.rating.confirmed,
  reviewCount: office.rating.confirmed,
  mediCalNewPatients: office.mediCal.confirmed,
} as const;

export { languages, timings, timeZone } from './client';
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
  rating: office.rating.stars,
  reviewCount: office.rating.reviewCount,
  reviewSource: 'Google',
  /** The month the rating and count were read from the review profile (`YYYY-MM`). */
  ratingReadIn: office.rating.readIn,
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

/**
 * Whether the office takes new Medi-Cal Dental patients now, and the usual wait for a first
 * visit in weeks: the office edits it (content/data/practice.json), since it changes.
 */
export const mediCalNewPatients = {
  accepting: office.mediCal.acceptingNewPatients,
  waitWeeks: office.mediCal.firstVisitWaitWeeks,
} as const;

/** The four visit types, minutes and USD (docs/product.md#business-constants-and-limits). */
export const visitTypes = {
  newPatient: { minutes: { min: 60, max: 90 }, price: { kind: 'from', amount: 150 } },
  cleaning: { minutes: { min: 45, max: 60 }, price: { kind: 'from', amount: 120 } },
  orthodonticConsultation: { minutes: { min: 30, max: 45 }, price: { kind: 'free' } },
  emergency: { minutes: { min: 30, max: 60 }, price: { kind: 'fee', amount: 75 } },
} as const;

/**
 * The usual price of full treatment with braces, what a family pays to start and then each
 * month, in USD (the orthodontics page; a range, as California allows). What the price includes
 * is worded in messages (OrthodonticsPage.cost).
 */
export const bracesPrice = {
  total: { min: 4800, max: 6800 },
  downPayment: 500,
  monthlyFrom: 180,
} as const;

/** What nitrous oxide costs a family that pays for it, per visit, in USD (the sedation page). */
export const nitrousPrice = { perVisit: 60 } as const;

/**
 * The nearest hospital emergency rooms to the office, by name and address (the emergency page).
 * They depend on the office's real address: confirm them before launch.
 */
export const nearbyEmergencyRooms = [
  { name: 'Chino Valley Medical Center', address: '5451 Walnut Ave, Chino, CA 91710' },
  { name: 'Pomona Valley Hospital Medical Center', address: '1798 N Garey Ave, Pomona, CA 91767' },
] as const;

/** The maps service's directions to a place named by its name and address (a new tab). */
export const directionsTo = (place: { name: string; address: string }) =>
  `${endpoints.map}/maps/dir/?api=1&destination=${encodeURIComponent(`${place.name}, ${place.address}`)}`;

/**
 * Form data holds children's details, so the form service and the office mailbox that gets a copy
 * act for the practice as HIPAA business associates. Set to true once both are under a signed
 * business associate agreement (or a HIPAA-eligible plan that includes one), confirmed with the
 * practice's counsel: the privacy page says so from this fact, and until then the launch guard
 * stops every release build.
 */
export const dataProtection = { formServiceUnderAgreement: false } as const;

/**
 * The practice's Notice of Privacy Practices (HIPAA, `/privacy-practices`): the day it takes
 * effect, which the notice states. A placeholder until the practice adopts its own notice.
 */
export const privacyNotice = { effectiveDate: '2026-11-27' } as const;

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
  reviews: 'the sample reviews in content/data/reviews.json (samples: true)',
  afterHours: officeDetails.afterHours.en,
  emergencyNewPatients: officeDetails.emergencyNewPatients.en,
  nearbyEmergencyRooms: nearbyEmergencyRooms.map((room) => room.name).join('; '),
  stabilization: officeDetails.stabilization.en,
  parentPresence: officeDetails.parentPresence.en,
  generalAnesthesia: officeDetails.generalAnesthesia.en,
  adultPatients: officeDetails.adultPatients.en,
  visitMaterials: officeDetails.visitMaterials.en,
  patientForms:
    "the new-patient forms' wording, reviewed by the practice's lawyer and dentist (messages PatientForms, content/patient-forms.ts)",
  visitStory:
    'the picture story matches a visit at this office (messages VisitStoryPage.story.steps): the front desk, the team member who greets, sunglasses, raising a hand for a break, stickers',
  transit: officeDetails.transit.en,
  texting: officeDetails.texting.en,
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
  bracesPrice: `braces from $${bracesPrice.total.min} to $${bracesPrice.total.max}, $${bracesPrice.downPayment} down, from $${bracesPrice.monthlyFrom} a month, and what the price includes (bracesPrice, messages OrthodonticsPage.cost)`,
  nitrousPrice: `nitrous oxide $${nitrousPrice.perVisit} a visit (nitrousPrice)`,
  financingPromotions: 'the CareCredit promotions, periods and APRs (financing.plans)',
  comfortFeatures:
    'the quiet room, headphones and sunglasses, and the wheelchair-accessible entrance and parking (messages SpecialNeedsPage.benefits, content/legal/accessibility)',
  freeways: 'the freeways named for getting here (messages Home.contact.intro)',
  team: `the team beyond the dentist (${team
    .filter((member) => !('name' in member))
    .map((member) => member.role)
    .join(', ')}) and the languages each speaks (team)`,
  sameTeam:
    'keeping the same team from visit to visit (messages SpecialNeedsPage.benefits.cards.familiarFaces)',
  mediCalProvider:
    'the office is enrolled as a Medi-Cal Dental provider, and refers children who may qualify for braces to an orthodontist who takes Medi-Cal (it places no Medi-Cal braces itself)',
  mediCalNewPatients: `${mediCalNewPatients.accepting ? 'taking' : 'not taking'} new Medi-Cal Dental patients; first visit usually ${mediCalNewPatients.waitWeeks.min} to ${mediCalNewPatients.waitWeeks.max} weeks after the call (content/data/practice.json, mediCal)`,
  mediCalConsent: officeDetails.mediCalConsent.en,
  mediCalCoverageCheck: officeDetails.mediCalCoverageCheck.en,
  mediCalProgram: `the Medi-Cal program facts and phone lines on /medi-cal, re-read on the live sites (mediCal, read in ${mediCal.checkedIn}; docs/research/2026-11-27-medi-cal.md, checklist C1–C4, C7, C8)`,
  privacyNotice:
    "the Notice of Privacy Practices (content/legal/privacy-practices), drafted from HHS's model notice: the practice's own, approved by its privacy officer or counsel",
  privacyNoticeEffective: `the notice's effective date, ${privacyNotice.effectiveDate} (privacyNotice.effectiveDate)`,
  privacyOfficer:
    'no privacy officer named: the notice sends privacy questions and complaints to the office (phone, e-mail, address)',
} as const;

/**
 * The placeholder facts the practice has confirmed (or replaced): the launch guard lists every
 * other one on a release build. Add a key here only once the practice has confirmed it. The
 * phone, the rating and the reviews are confirmed in the editor instead (their data files'
 * "confirmed" and "samples" flags, `confirmedInEditor`).
 */
export const confirmedFacts: ReadonlyArray<keyof typeof placeholderFacts> = [];

/** The build-time variable that holds each form's id (see .env.example). */
export const formIdVariables = {
  appointmentRequest: 'FORM_ID_APPOINTMENT_REQUEST',
  contactMessage: 'FORM_ID_CONTACT',
  booking: 'FORM_ID_BOOKING',
} as const;

/** Build-time form ids; without one, a form posts to the local form inbox. */
export const formEndpoints = Object.fromEntries(
  Object.entries(formIdVariables).map(([form, name]) => [form, process.env[name] || undefined]),
) as Record<keyof typeof formIdVariables, string | undefined>;

export const formServiceOrigin = endpoints.formService;
export const localInboxPath = endpoints.localInbox;
