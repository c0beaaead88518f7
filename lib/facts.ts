import { clinical, financing, policies, practice, publicPrograms, stats } from '@/content/practice';

/**
 * The practice's facts as ICU arguments. Every content message may name any of them
 * (`{orthoEvaluationAge}`), so figures in prose come from content/practice.ts, never typed twice.
 */
export const factArgs = {
  practiceName: practice.name,
  shortName: practice.shortName,
  dentist: practice.dentist.name,
  phone: practice.phone.display,
  email: practice.email,
  foundedYear: practice.foundedYear,
  yearsExperience: stats.yearsExperience,
  familiesServed: stats.familiesServed,
  satisfactionPercent: stats.satisfactionPercent,
  firstVisitAge: clinical.firstVisitAge,
  firstVisitMonths: clinical.firstVisitMonthsAfterFirstTooth,
  orthoEvaluationAge: clinical.orthoEvaluationAge,
  checkupMonths: clinical.checkupMonths,
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
  confirmationHours: policies.confirmationHours,
  cancellationHours: policies.cancellationNoticeHours,
  financingProvider: financing.provider,
  noInterestShortMonths: financing.plans.sixMonths.months,
  noInterestShortMin: `$${financing.plans.sixMonths.minPurchase}`,
  noInterestLongMonths: financing.plans.twelveMonths.months,
  noInterestLongMin: `$${financing.plans.twelveMonths.minPurchase}`,
  extendedFromMonths: financing.plans.extended.fromMonths,
  extendedToMonths: financing.plans.extended.toMonths,
  publicPrograms: publicPrograms.join(' / '),
} as const;

export type FactArg = keyof typeof factArgs;
