import { type ObjectShape, boolean, number, object, string } from 'yup';
import { isCalendarDate } from './berlin-calendar';
import { companySizes } from './severance';

/**
 * Input rules of the three calculators. Messages are the error codes the portal translates
 * (`errors:<field>.<code>`); limits travel as params. Every limit is a plausibility bound: it stops typos
 * (an annual salary in the monthly field, a rent in cents) without judging real cases.
 */
export const limits = {
  street: { max: 120 },
  city: { max: 80 },
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
  bankName: { max: 100 },
} as const;

const text = (max: number) =>
  string()
    .strict()
    .typeError('invalid_type')
    .required('required')
    .matches(/\S/, { message: 'required', excludeEmptyString: true })
    .max(max, { code: 'too_long', params: { max } });

const amount = ({ min, max }: { min: number; max: number }) =>
  number()
    .strict()
    .typeError('invalid_type')
    .required('required')
    .min(min, { code: 'too_small', params: { min } })
    .max(max, { code: 'too_large', params: { max } })
    .test('decimals', { code: 'too_many_decimals', params: { max: 2 } }, (value) =>
      value === undefined ? true : Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    );

/** A YYYY-MM-DD calendar day between the earliest plausible day and today in Berlin. */
const pastDay = (today: string) =>
  string()
    .strict()
    .typeError('invalid_type')
    .required('required')
    .test('date', 'invalid_date', (value) => value === undefined || isCalendarDate(value))
    .test('not_future', { code: 'in_future' }, (value) => value === undefined || !isCalendarDate(value) || value <= today)
    .test(
      'not_too_early',
      { code: 'too_early', params: { min: limits.earliestDate } },
      (value) => value === undefined || !isCalendarDate(value) || value >= limits.earliestDate,
    );

const strictObject = <T extends ObjectShape>(shape: T) =>
  object(shape).noUnknown('unknown_field').strict().typeError('invalid_type');

export const rentBrakeSchema = (today: string) =>
  strictObject({
    street: text(limits.street.max),
    city: text(limits.city.max),
    postalCode: string().strict().typeError('invalid_type').required('required').matches(/^\d{5}$/, 'invalid_postal_code'),
    movedInAt: pastDay(today),
    netColdRent: amount(limits.netColdRent).test(
      'per_sqm',
      { code: 'implausible_for_area', params: limits.rentPerSqm },
      function perSqm(value) {
        const area: unknown = this.parent?.livingArea;
        if (value === undefined || typeof area !== 'number' || area <= 0) return true;
        const perSqm = value / area;
        return perSqm >= limits.rentPerSqm.min && perSqm <= limits.rentPerSqm.max;
      },
    ),
    livingArea: amount(limits.livingArea),
  });

export const severanceSchema = (currentYear: number) =>
  strictObject({
    employmentStartYear: number()
      .strict()
      .typeError('invalid_type')
      .required('required')
      .integer('invalid_type')
      .min(limits.earliestStartYear, { code: 'too_small', params: { min: limits.earliestStartYear } })
      .max(currentYear, { code: 'in_future' }),
    companySize: string().strict().typeError('invalid_type').required('required').oneOf(companySizes, 'invalid_choice'),
    grossMonthlySalary: amount(limits.grossMonthlySalary),
    onProbation: boolean().strict().typeError('invalid_type').required('required'),
  });

export const accountFeesSchema = (today: string) =>
  strictObject({
    bankName: text(limits.bankName.max),
    accountOpened: pastDay(today),
  });
