import {
  bracesPrice,
  childAge,
  clinical,
  dentistName,
  figures,
  financing,
  mediCal,
  mediCalNewPatients,
  nitrousPrice,
  officeDetails,
  policies,
  ppoPlans,
  practice,
  privacyNotice,
  publicProgram,
  visitTypes,
  yearsInPractice,
} from '@/content/practice';
import type { Locale } from '@/i18n/routing';
import { formatLongDate, formatMonthYear, intlLocale } from './dates';

const common = {
  practiceName: practice.name,
  shortName: practice.shortName,
  phone: practice.phone.display,
  email: practice.email,
  foundedYear: practice.foundedYear,
  yearsInPractice,
  reviewCount: figures.reviewCount,
  reviewSource: figures.reviewSource,
  ppoPlanCount: ppoPlans.length,
  publicProgram: publicProgram.name,
  publicProgramFormer: publicProgram.formerName,
  firstVisitAge: clinical.firstVisitAge,
  firstVisitMonths: clinical.firstVisitMonthsAfterFirstTooth,
  orthoEvaluationAge: clinical.orthoEvaluationAge,
  checkupMonths: clinical.checkupMonths,
  habitAge: clinical.habitAge,
  adjustmentWeeksMin: clinical.adjustmentWeeks.min,
  adjustmentWeeksMax: clinical.adjustmentWeeks.max,
  alignerHoursMin: clinical.alignerHoursPerDay.min,
  alignerHoursMax: clinical.alignerHoursPerDay.max,
  placementHoursMin: clinical.placementHours.min,
  placementHoursMax: clinical.placementHours.max,
  babyTeethFrom: clinical.babyTeethLossAges.from,
  babyTeethTo: clinical.babyTeethLossAges.to,
  phase1From: clinical.phase1Ages.from,
  phase1To: clinical.phase1Ages.to,
  phase2From: clinical.phase2Ages.from,
  phase2To: clinical.phase2Ages.to,
  treatmentMonthsMin: clinical.treatmentMonths.min,
  treatmentMonthsMax: clinical.treatmentMonths.max,
  metalMonthsMin: clinical.braces.metal.min,
  metalMonthsMax: clinical.braces.metal.max,
  ceramicMonthsMin: clinical.braces.ceramic.min,
  ceramicMonthsMax: clinical.braces.ceramic.max,
  alignerMonthsMin: clinical.braces.aligners.min,
  alignerMonthsMax: clinical.braces.aligners.max,
  replyHours: policies.replyHours,
  cancellationHours: policies.cancellationNoticeHours,
  arrivalMinutesMin: policies.arrivalMinutes.min,
  arrivalMinutesMax: policies.arrivalMinutes.max,
  childAgeMax: childAge.max,
  newPatientMinutesMin: visitTypes.newPatient.minutes.min,
  newPatientMinutesMax: visitTypes.newPatient.minutes.max,
  financingProvider: financing.provider,
  noInterestShortMonths: financing.plans.sixMonths.months,
  noInterestShortMin: `$${financing.plans.sixMonths.minPurchase}`,
  noInterestLongMonths: financing.plans.twelveMonths.months,
  noInterestLongMin: `$${financing.plans.twelveMonths.minPurchase}`,
  extendedFromMonths: financing.plans.extended.fromMonths,
  extendedToMonths: financing.plans.extended.toMonths,
  mediCalAgeLimit: mediCal.ageLimit,
  mediCalCheckupMonths: mediCal.checkupMonths,
  hldScore: mediCal.hldScore,
  mediCalDentalPhone: mediCal.phones.dental,
  mediCalEligibilityPhone: mediCal.phones.eligibility,
  coveredCaliforniaPhone: mediCal.phones.coveredCalifornia,
  healthPlan: mediCal.healthPlan.name,
  healthPlanPhone: mediCal.healthPlan.phone,
  healthPlanTty: mediCal.healthPlan.tty,
  mediCalWaitMin: mediCalNewPatients.waitWeeks.min,
  mediCalWaitMax: mediCalNewPatients.waitWeeks.max,
} as const;

/**
 * The practice's facts as ICU arguments in a language. Every content message may name any of
 * them (`{orthoEvaluationAge}`), so figures in prose come from content/practice.ts, never typed
 * twice. Figures that read differently by language (the rating's decimal, the families count's
 * separator, the dentist's title, the office details, the prices) are formatted here, once.
 */
export function factArgs(locale: Locale) {
  const number = new Intl.NumberFormat(intlLocale[locale]);
  const money = new Intl.NumberFormat(intlLocale[locale], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return {
    ...common,
    dentist: dentistName(locale),
    rating: new Intl.NumberFormat(intlLocale[locale], { minimumFractionDigits: 1 }).format(
      figures.rating,
    ),
    familiesServed: number.format(figures.familiesServed),
    ratingMonth: formatMonthYear(figures.ratingReadIn, locale),
    mediCalCheckedIn: formatMonthYear(mediCal.checkedIn, locale),
    // "by age 1" as a phrase, plural rules applied here, so the FAQ the office edits needs no
    // plural syntax: "a más tardar al cumplir 1 año" / "a más tardar a los 2 años".
    firstVisitBy:
      locale === 'es'
        ? clinical.firstVisitAge === 1
          ? `a más tardar al cumplir ${clinical.firstVisitAge} año`
          : `a más tardar a los ${clinical.firstVisitAge} años`
        : `by age ${clinical.firstVisitAge}`,
    // Every whole-sentence office detail (afterHours, parking…), in this language.
    ...(Object.fromEntries(
      Object.entries(officeDetails).map(([name, sentence]) => [name, sentence[locale]]),
    ) as Record<keyof typeof officeDetails, string>),
    bracesPriceMin: money.format(bracesPrice.total.min),
    bracesPriceMax: money.format(bracesPrice.total.max),
    bracesDownPayment: money.format(bracesPrice.downPayment),
    bracesMonthlyFrom: money.format(bracesPrice.monthlyFrom),
    nitrousPrice: money.format(nitrousPrice.perVisit),
    privacyNoticeEffective: formatLongDate(privacyNotice.effectiveDate, locale),
  };
}

export type FactArg = keyof ReturnType<typeof factArgs>;

/** Every fact's name, as a `{name}` in an FAQ answer may use it (the editor's and the check's list). */
export const factArgNames = Object.keys(factArgs('en')).sort() as FactArg[];
