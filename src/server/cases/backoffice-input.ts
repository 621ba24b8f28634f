import { boolean, number, object, string } from 'yup';
import { languages } from '@/i18n/language';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validation';
import { isCalendarDate, todayInGermany } from './calendar';
// The same rules as for accounts: a case is found by the account with exactly this address.
import { isEmailAddress, normalizeEmail } from '../accounts/email-address';
import { productNames } from './products';
import { caseStatuses } from './statuses';

/**
 * Input of the back-office API. Messages are error codes (see docs/cases.md for the list); every
 * schema is strict and refuses unknown fields.
 */
export const limits = {
  emailLength: 254,
  shortLength: 120,
  descriptionLength: 20_000,
  statusDescriptionLength: 500,
  pageSize: 100,
} as const;


/** Fails for empty and whitespace-only strings; `.defined('required')` adds the missing case. */
const notBlank = (value: string | null | undefined) => value === undefined || value === null || value.trim() !== '';

const emailField = () =>
  string()
    .strict()
    .typeError('invalid_type')
    .nonNullable('invalid_type')
    .test('blank', 'required', notBlank)
    .test('email', 'is_not_an_email', (value) => !value || value.trim() === '' || isEmailAddress(value))
    .test('length', { code: 'too_long', params: { max: limits.emailLength } }, (value) => !value || normalizeEmail(value).length <= limits.emailLength);

const textField = (max: number) =>
  string()
    .strict()
    .typeError('invalid_type')
    .nonNullable('invalid_type')
    .test('blank', 'required', notBlank)
    .max(max, { code: 'too_long', params: { max } });

const oneOf = <T extends string>(values: readonly T[], code: string) =>
  string()
    .strict()
    .typeError('invalid_type')
    .nonNullable('invalid_type')
    .oneOf(values as T[], { code, params: { allowed: values.join(', ') } });

const entrySchema = object({
  short: textField(limits.shortLength)
    .defined('required')
    // A title is one line; line breaks would also end up in the mail's subject.
    .matches(/^[^\r\n\u0000-\u001f\u007f]*$/, { message: 'single_line', excludeEmptyString: true }),
  description: textField(limits.descriptionLength).defined('required'),
  date: string()
    .strict()
    .typeError('invalid_type')
    .nonNullable('invalid_type')
    .test('date', 'invalid_date', (value) => value === undefined || isCalendarDate(value))
    .test('future', 'in_future', (value) => value === undefined || !isCalendarDate(value) || value <= todayInGermany()),
})
  .noUnknown('unknown_field')
  .strict()
  .typeError('invalid_type')
  .nonNullable('invalid_type');

const createCaseSchema = object({
  case: object({
    email: emailField().defined('required'),
    product_name: oneOf(productNames, 'unknown_product').defined('required'),
    language: oneOf(languages, 'unsupported_language'),
    status: oneOf(caseStatuses, 'unknown_status'),
    status_description: textField(limits.statusDescriptionLength).nullable(),
    reply_email: emailField().nullable(),
    first_entry: entrySchema,
  })
    .noUnknown('unknown_field')
    .strict()
    .typeError('invalid_type')
    .nonNullable('invalid_type')
    .defined('required'),
  notify: boolean().strict().typeError('invalid_type').nonNullable('invalid_type'),
})
  .noUnknown('unknown_field')
  .strict()
  .typeError('invalid_type')
  .nonNullable('invalid_type');

const updateCaseSchema = object({
  case: object({
    status: oneOf(caseStatuses, 'unknown_status'),
    status_description: textField(limits.statusDescriptionLength).nullable(),
    email: emailField(),
    language: oneOf(languages, 'unsupported_language'),
    reply_email: emailField().nullable(),
  })
    .noUnknown('unknown_field')
    .strict()
    .typeError('invalid_type')
    .nonNullable('invalid_type')
    .defined('required')
    .test('changes', 'no_changes', (value) => !value || Object.keys(value).length > 0),
})
  .noUnknown('unknown_field')
  .strict()
  .typeError('invalid_type')
  .nonNullable('invalid_type');

const appendEntrySchema = object({
  entry: entrySchema.defined('required'),
  notify: boolean().strict().typeError('invalid_type').nonNullable('invalid_type'),
})
  .noUnknown('unknown_field')
  .strict()
  .typeError('invalid_type')
  .nonNullable('invalid_type');

const listQuerySchema = object({
  email: emailField(),
  status: oneOf(caseStatuses, 'unknown_status'),
  product_name: oneOf(productNames, 'unknown_product'),
  limit: number()
    .strict()
    .typeError('invalid_type').integer('invalid_type').min(1, { code: 'too_small', params: { min: 1 } }).max(limits.pageSize, { code: 'too_large', params: { max: limits.pageSize } }),
  offset: number()
    .strict()
    .typeError('invalid_type').integer('invalid_type').min(0, { code: 'too_small', params: { min: 0 } }),
})
  .noUnknown('unknown_field')
  .strict();

export const parseCreateCase = (body: unknown) => parseInput(createCaseSchema, body);
export const parseUpdateCase = (body: unknown) => parseInput(updateCaseSchema, body);
export const parseAppendEntry = (body: unknown) => parseInput(appendEntrySchema, body);

/** Query parameters are strings: numbers are read as whole numbers, anything else stays a string to fail. */
export function parseListQuery(query: URLSearchParams) {
  const raw: Record<string, unknown> = {};
  for (const [name, value] of query) {
    if (name in raw) throw ApiError.of(422, 'repeated', name);
    raw[name] = (name === 'limit' || name === 'offset') && /^\d{1,9}$/.test(value) ? Number(value) : value;
  }
  return parseInput(listQuerySchema, raw);
}
