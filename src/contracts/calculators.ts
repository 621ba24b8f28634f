/**
 * The calculators: rent brake, severance and account fees (docs/calculators.md). Each takes a
 * question and answers a result; they store nothing. CALCULATORS_SERVICE_URL may point them at
 * another service.
 *
 * Every limit is a plausibility bound: it stops typos (an annual salary in the monthly field, a rent in
 * cents) without judging real cases. Dates are checked against today in Germany, which the caller puts
 * in the validation context (`{ today }`).
 */
import { array, boolean, type InferType, lazy, number, object, string } from 'yup';
import { addDays, isCalendarDate } from '@/basics/calendar';
import { firstDayOfMonth } from '@/domain/severance/years-of-service';
import { endpoint } from './endpoint';
import { amount, answer, anyText, body, calendarDay, flag, languageParam, message, oneOf, pastDay, text } from './rules';
import {
  companySizes,
  exceptionAnswers,
  feeAnswers,
  landCodes,
  rentBrakeExceptionEffects,
  rentBrakeExceptionQuestions,
  rentBrakeNoFigureReasons,
  rentBrakeNotCoveredReasons,
  rentBrakeRepaymentRules,
  rentBrakeResults,
  rentBrakeUnknownReasons,
} from './vocabulary/calculators';

export const limits = {
  /** A municipality's name as the postal-code table spells it. */
  municipality: { max: 80 },
  /** EUR per month. Below 50 EUR no flat is let; above 20,000 EUR the input is a typo. */
  netColdRent: { min: 50, max: 20_000 },
  /** sqm. Micro-flats start at about 10 sqm. */
  livingArea: { min: 10, max: 500 },
  /** EUR per sqm: outside these bounds rent and area do not belong to the same flat. */
  rentPerSqm: { min: 2, max: 100 },
  /** Tenancies and accounts from before this day are beyond any ordinance or claim period. */
  earliestDate: '1950-01-01',
  earliestStartYear: 1950,
  /** EUR per month. */
  grossMonthlySalary: { min: 100, max: 100_000 },
  /** The end of employment may lie ahead (a running notice period): statutory notice is at most seven months (§ 622 Abs. 2 BGB), contracts may agree longer. */
  employmentEndDaysAhead: 2 * 366,
  bankName: { max: 100 },
  /** EUR a month that raised or introduced fees cost: no current account costs more than this. */
  monthlyFee: { min: 0.5, max: 100 },
} as const;

const result = <T extends string>(value: T) => string().strict().oneOf([value] as const).defined();
const reason = <T extends string>(...values: T[]) => string().strict().oneOf(values).defined();
const euros = () => number().strict().defined();

// Rent brake ----------------------------------------------------------------------------------------

/** "Don't know" when left out. */
const exceptionAnswer = () => oneOf(exceptionAnswers, 'invalid_choice').optional();

/** A calendar day that may be left out or empty. */
const optionalDay = (earliest: string) =>
  anyText()
    .test('date', 'invalid_date', (value) => !value || isCalendarDate(value))
    .test('not_too_early', message('too_early', { min: earliest }), (value) => !value || !isCalendarDate(value) || value >= earliest);

/**
 * A flat set of named fields (each maps to a query parameter of the same name). No street: no
 * computation uses it.
 */
const rentBrakeQuestion = body({
  postalCode: anyText().required('required').matches(/^\d{5}$/, 'invalid_postal_code'),
  /** One of the municipalities the postal code serves; needed where it serves several. */
  municipality: anyText().max(limits.municipality.max, message('too_long', { max: limits.municipality.max })).optional(),
  /** The Land the flat is in; needed where no ordinance list places the municipality. Empty: not answered. */
  land: anyText().oneOf([...landCodes, ''] as const, message('invalid_choice', { allowed: landCodes.join(', ') })).optional(),
  /** The day the lease was signed: it decides whether the rent brake applies (Art. 229 § 35 EGBGB). */
  signedOn: pastDay(limits.earliestDate),
  /** The start of the tenancy (move-in), if known: the 30 months of § 556g(2) BGB run from it. */
  tenancyStart: optionalDay(limits.earliestDate),
  /** EUR per month, net cold, at the start of the tenancy. */
  netColdRent: amount(limits.netColdRent).test('per_sqm', message('implausible_for_area', limits.rentPerSqm), function perSqm(value) {
    const area: unknown = this.parent?.livingArea;
    if (value === undefined || typeof area !== 'number' || area <= 0) return true;
    const perSqm = value / area;
    return perSqm >= limits.rentPerSqm.min && perSqm <= limits.rentPerSqm.max;
  }),
  /** sqm. */
  livingArea: amount(limits.livingArea),
  previousRent: exceptionAnswer(),
  modernisation: exceptionAnswer(),
  newBuild: exceptionAnswer(),
  comprehensiveModernisation: exceptionAnswer(),
  temporaryUse: exceptionAnswer(),
  graduatedRent: exceptionAnswer(),
  indexRent: exceptionAnswer(),
  disclosed: exceptionAnswer(),
});

const word = <T extends string>(values: readonly T[]) => string().strict().oneOf(values).defined();
const day = () => string().strict().defined();

/** The ordinance (or void ordinance) the answer rests on, with its source. */
const rentBrakeOrdinance = object({
  name: string().strict().defined(),
  from: day(),
  until: string().strict().nullable().defined(),
  source: string().strict().defined(),
}).default(undefined);

/** A range of monthly reductions in whole euros, and the published figure it rests on. */
const rentBrakeEstimate = object({
  low: euros(),
  high: euros(),
  /** The upper end was cut to the marketed maximum (`marketingFigures.maxMonthlySavings`). */
  capped: boolean().strict().defined(),
  allowedRentLow: euros(),
  allowedRentHigh: euros(),
  comparativeRentPerSqm: euros(),
  measure: word(['average', 'median'] as const),
  /** Percent either side of the city figure the flat's own comparative rent is assumed to lie. */
  bandPercent: euros(),
  /** The edition, e.g. "Mietspiegel 2015 Berlin". */
  index: string().strict().defined(),
  source: string().strict().defined(),
}).default(undefined);

const rentBrakeAnswer = answer({
  result: word(rentBrakeResults),
  /** The day our ordinance data was last checked as a whole. */
  dataAsOf: day(),
  /** The municipality judged, and its Land where known. */
  municipality: string().strict().optional(),
  land: string().strict().oneOf(landCodes).optional(),
  /** choose_municipality: the municipalities the postal code serves (choose_land names the municipality above). */
  municipalities: array(string().strict().defined()).strict().optional(),
  /** not_covered: a not-covered reason; unknown: an unknown reason; covered: a no-figure reason. */
  reason: string().strict().oneOf([...rentBrakeNotCoveredReasons, ...rentBrakeUnknownReasons, ...rentBrakeNoFigureReasons]).optional(),
  /** The day the reason names (the ordinance's first or last day, the law's first day). */
  reasonDate: string().strict().optional(),
  ordinance: rentBrakeOrdinance.optional(),
  estimate: rentBrakeEstimate.optional(),
  exceptions: array(
    object({
      question: word(rentBrakeExceptionQuestions),
      answer: word(exceptionAnswers),
      effect: word(rentBrakeExceptionEffects),
    }),
  )
    .strict()
    .optional(),
  repayment: object({
    rule: word(rentBrakeRepaymentRules),
    deadline: string().strict().optional(),
    countedFrom: word(['tenancy_start', 'signing_date'] as const),
  })
    .default(undefined)
    .optional(),
  /** What the answer did not check: unanswered exceptions and what no calculator can know. */
  notChecked: array(string().strict().defined()).strict().optional(),
});

/** `?locale=en` quotes the rent index figure's source in English (German without it). */
export const rentBrakeCheck = endpoint({
  method: 'POST',
  path: '/api/calculators/rent',
  query: object({ locale: languageParam() }).strict(),
  body: rentBrakeQuestion,
  answer: rentBrakeAnswer,
});

export type RentBrakeQuestion = InferType<typeof rentBrakeQuestion>;
export type RentBrakeAnswer = InferType<typeof rentBrakeAnswer>;

// Severance -----------------------------------------------------------------------------------------

/** The month and year of `today` (YYYY-MM-DD) from the validation context, if given. */
const monthOfToday = (context: unknown): { year: number; month: number } | undefined => {
  const today = (context as { today?: unknown } | undefined)?.today;
  return typeof today === 'string' ? { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) } : undefined;
};

const severanceQuestion = body({
  employmentStartYear: number()
    .strict()
    .typeError('invalid_type')
    .required('required')
    .integer('invalid_type')
    .min(limits.earliestStartYear, message('too_small', { min: limits.earliestStartYear }))
    .test('not_future', 'in_future', function notFuture(value) {
      const today = monthOfToday(this.options.context);
      return value === undefined || !today || value <= today.year;
    }),
  /** 1–12: years of service count from the start month (§ 1a Abs. 2 KSchG). */
  employmentStartMonth: number()
    .strict()
    .typeError('invalid_type')
    .required('required')
    .integer('invalid_type')
    .min(1, message('too_small', { min: 1 }))
    .max(12, message('too_large', { max: 12 }))
    .test('not_future', 'in_future', function notFuture(value) {
      const today = monthOfToday(this.options.context);
      const year: unknown = this.parent?.employmentStartYear;
      return value === undefined || !today || year !== today.year || value <= today.month;
    }),
  /** The last day of employment: the end of the notice period, which may still lie ahead. */
  employmentEnd: calendarDay()
    .test('not_before_start', function notBeforeStart(value) {
      const { employmentStartYear: year, employmentStartMonth: month } = (this.parent ?? {}) as Record<string, unknown>;
      if (!value || !isCalendarDate(value) || !Number.isInteger(year) || !Number.isInteger(month) || (month as number) < 1 || (month as number) > 12) return true;
      const start = firstDayOfMonth(year as number, month as number);
      return value >= start || this.createError({ message: message('too_early', { min: start }) });
    })
    .test('not_too_late', function notTooLate(value) {
      const today: unknown = this.options.context?.today;
      if (!value || !isCalendarDate(value) || typeof today !== 'string' || !isCalendarDate(today)) return true;
      const latest = addDays(today, limits.employmentEndDaysAhead);
      return value <= latest || this.createError({ message: message('too_late', { max: latest }) });
    }),
  /** Staff of the Betrieb counted as § 23 Abs. 1 KSchG counts them (part-timers pro rata, no trainees). */
  companySize: oneOf(companySizes, 'invalid_choice').required('required'),
  /** EUR per month. */
  grossMonthlySalary: amount(limits.grossMonthlySalary),
  /** More than six months in the Betrieb when the dismissal was received (§ 1 Abs. 1 KSchG). */
  moreThanSixMonths: flag().required('required'),
});

const severanceAnswer = lazy((value: { result?: unknown } | undefined) =>
  value?.result === 'positive'
    ? answer({
        result: result('positive'),
        /** Whether the Act applies for sure, may apply (employment from before 2004 in a Betrieb of 6–10), or is to check (size unknown). */
        protection: reason('applies', 'older_employment', 'to_check'),
        /** Years for the severance (§ 1a Abs. 2 KSchG), and what they were counted from. */
        years: number().strict().defined(),
        wholeYears: number().strict().defined(),
        months: number().strict().defined(),
        roundedUp: boolean().strict().defined(),
        /** Whole euros: 0.5 monthly salaries per year, and the range 0.5–1.0 commonly negotiated. */
        ruleOfThumb: euros(),
        negotiatedFrom: euros(),
        negotiatedTo: euros(),
      })
    : answer({ result: result('negative'), reason: reason('waiting_period', 'small_business') }),
);

export const severanceCalculation = endpoint({ method: 'POST', path: '/api/calculators/severance', body: severanceQuestion, answer: severanceAnswer });

export type SeveranceQuestion = InferType<typeof severanceQuestion>;
export type SeveranceAnswer = InferType<typeof severanceAnswer>;

// Account fees --------------------------------------------------------------------------------------

const yearNotAfterToday = () =>
  number()
    .strict()
    .typeError('invalid_type')
    .integer('invalid_type')
    .min(limits.earliestStartYear, message('too_small', { min: limits.earliestStartYear }))
    .test('not_future', 'in_future', function notFuture(value) {
      const today = monthOfToday(this.options.context);
      return value === undefined || !today || value <= today.year;
    });

/** A year asked only after one answer of another question (`question` = `answer`), and then required. */
const yearIf = (question: string, answer: string) =>
  yearNotAfterToday().test('required_if', 'required', function requiredIf(value) {
    return value !== undefined || this.parent?.[question] !== answer;
  });

const accountFeesQuestion = body({
  /** A name exactly as the bank search offered it. */
  bankName: text(limits.bankName.max),
  /** The end date of the range the visitor chose. */
  accountOpened: pastDay(limits.earliestDate),
  /** Fees raised or introduced before 27 April 2021 without an express yes (BGH XI ZR 26/20). */
  feesChanged: oneOf(feeAnswers, 'invalid_choice').required('required'),
  /** Agreed to them expressly later (continued use is no consent, BGH XI ZR 139/23), and in which year. */
  expressConsent: oneOf(feeAnswers, 'invalid_choice').required('required'),
  expressConsentYear: yearIf('expressConsent', 'yes'),
  /** Still paying them; if not, the last year paid. */
  stillPaying: oneOf(['yes', 'no'] as const, 'invalid_choice').required('required'),
  paidUntilYear: yearIf('stillPaying', 'no'),
  /** EUR a month the change costs. */
  monthlyFee: amount(limits.monthlyFee),
});

const accountFeesAnswer = lazy((value: { result?: unknown; reason?: unknown } | undefined) => {
  if (value?.result === 'positive') {
    return answer({
      result: result('positive'),
      /** What we pay for the claim, in whole euros. */
      payout: euros(),
      /** The debits from 1 January of this year on are claimable; those of this year lapse on `lapsesOn` (BGH XI ZR 45/24). */
      firstYear: number().strict().defined(),
      lapsesOn: string().strict().defined(),
      /** The last month counted (YYYY-MM), the months counted and what they may be worth in whole euros. */
      until: string().strict().defined(),
      months: number().strict().defined(),
      estimate: euros(),
      /** An answer was "I don't know": we check it. */
      toCheck: boolean().strict().defined(),
    });
  }
  if (value?.reason === 'time_barred') {
    return answer({ result: result('negative'), reason: reason('time_barred'), firstYear: number().strict().defined(), until: number().strict().defined() });
  }
  return answer({ result: result('negative'), reason: reason('bank_unprocessable', 'no_unconsented_change') });
});

export const accountFeesCheck = endpoint({ method: 'POST', path: '/api/calculators/giro', body: accountFeesQuestion, answer: accountFeesAnswer });

export type AccountFeesQuestion = InferType<typeof accountFeesQuestion>;
export type AccountFeesAnswer = InferType<typeof accountFeesAnswer>;
