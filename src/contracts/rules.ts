/**
 * The building blocks of every contract: yup schemas whose messages are error codes, either a code
 * (`'required'`) or `{ code, params }`. Values are checked as they are (`strict`): nothing is coerced
 * silently, so a number sent as a string is `invalid_type`.
 */
import {
  type AnyObject,
  boolean,
  type InferType,
  type Lazy,
  number,
  object,
  type ObjectShape,
  type Schema,
  string,
  ValidationError,
} from 'yup';
import { isCalendarDate } from '@/basics/calendar';
import { emailAddressProblem, maxEmailLength, normaliseEmail } from '@/basics/email-address';
import { languages } from '@/basics/language';
import { checkIban } from '@/domain/iban/iban';
import { type ErrorCode, errorCodes, type ErrorParams, isErrorCode } from './error-codes';
import { maxNameLength } from './vocabulary/accounts';
import type { ErrorItem } from './errors';

export type CodeMessage = ErrorCode | { [C in ErrorCode]: { code: C; params: ErrorParams<C> } }[ErrorCode];

/** A message with the params its code's texts use. */
export const message = <C extends ErrorCode>(code: C, params: ErrorParams<C>): CodeMessage => ({ code, params }) as CodeMessage;

const notBlank = (value: string | null | undefined) => value === undefined || value === null || value.trim() !== '';

/** Any string (typed, not coerced). */
export const anyText = () => string().strict().typeError('invalid_type');

/** A string that must be there and hold more than white space. */
export const filledText = () => anyText().required('required').test('filled', 'required', notBlank);

/** Filled, at most `max` characters. */
export const text = (max: number) => filledText().max(max, message('too_long', { max }));

/**
 * A string that may be left out; when given it must hold more than white space (null only where
 * `.nullable()` allows it).
 */
export const optionalText = () => anyText().nonNullable('invalid_type').test('blank', 'required', notBlank);

/** The checks of an e-mail address, on a required or an optional string. */
const emailChecks = <S extends ReturnType<typeof anyText>>(schema: S) =>
  schema
    .test('email', (value: string | null | undefined, context) => {
      if (!value || !notBlank(value)) return true;
      const problem = emailAddressProblem(value);
      if (problem === 'non_ascii_local_part') return context.createError({ message: 'non_ascii_local_part' });
      return problem === undefined || context.createError({ message: 'is_not_an_email' });
    })
    .test('length', message('too_long', { max: maxEmailLength }), (value: string | null | undefined) => !value || normaliseEmail(value).length <= maxEmailLength);

/**
 * An e-mail address as the account service stores it: normalised (an internationalised domain in its
 * xn-- form), RFC 5321's length; a local part beyond ASCII has its own code (email-address.ts says why).
 */
export const emailAddress = () => emailChecks(filledText());

/** An e-mail address that may be left out (a change of a case's address, a filter). */
export const optionalEmail = () => emailChecks(optionalText());

/**
 * A person's name: letters of any script with their accents, spaces, hyphens, apostrophes and dots
 * ("Anne-Marie", "O'Brien", "Dr. med. Weiß"). Never a web address, not even one without a scheme
 * ("evil.example"): names appear in mails and on pages, and a stranger can sign up with any address.
 */
const nameCharacters = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
const linkLike = /:\/\/|www\.|\p{L}\.\p{L}{2,}/iu;

export const personName = () =>
  filledText()
    .max(maxNameLength, message('too_long', { max: maxNameLength }))
    .test('person_name', (value, context) => {
      if (value === undefined || value.trim() === '') return true;
      if (linkLike.test(value)) return context.createError({ message: 'contains_link' });
      if (!nameCharacters.test(value.trim())) return context.createError({ message: 'invalid_characters' });
      return true;
    });

/** Names as people type them twice: spaces and capitals aside, the same letters. */
export const sameName = (a: string, b: string) => {
  const comparable = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');
  return comparable(a) === comparable(b);
};

type NameTest = (this: { createError(options: { path: string; message: string }): ValidationError }, value: unknown) => boolean | ValidationError;

/**
 * A body's test that the name at `path` is the customer's (`customer.name`), refused with `code`. An empty
 * side passes here: its own field answers for it.
 */
function namedAsTheCustomer(path: string, code: ErrorCode, nameAt: (value: Record<string, unknown>) => unknown): NameTest {
  return function sameAsTheCustomer(value) {
    const body = (value ?? {}) as Record<string, unknown>;
    const given = nameAt(body);
    const name = (body.customer as { name?: unknown } | undefined)?.name;
    if (typeof given !== 'string' || typeof name !== 'string' || !given.trim() || !name.trim()) return true;
    return sameName(given, name) || this.createError({ path, message: code });
  };
}

/** An order's signature: the full name typed (`consent.typed_name`) is the customer's. `.test('signed', signedByTheCustomer)`. */
export const signedByTheCustomer = namedAsTheCustomer('consent.typed_name', 'does_not_match', (body) => (body.consent as { typed_name?: unknown } | undefined)?.typed_name);

/**
 * A SEPA mandate is given by the debtor, the holder of the account debited: the mandate names the
 * debtor and the debtor signs it (SEPA Core Direct Debit Rulebook, the mandate's data set DS-01;
 * EPC392-08, the mandate's layout). Over the customer's own account the customer's typed signature
 * gives it. Over another person's account (`account_holder` is not the customer's name) that person
 * types their own name as the mandate's signature (`consent.holder_typed_name`), and the customer is
 * the person on whose behalf payment is made. `.test('holder', signedByTheHolder)`.
 */
export const signedByTheHolder: NameTest = function holderSigns(value) {
  const body = (value ?? {}) as Record<string, unknown>;
  const holder = body.account_holder;
  const customer = (body.customer as { name?: unknown } | undefined)?.name;
  const signature = (body.consent as { holder_typed_name?: unknown } | undefined)?.holder_typed_name;
  const path = 'consent.holder_typed_name';
  if (typeof holder !== 'string' || !holder.trim()) return true;
  if (typeof signature === 'string' && signature.trim()) return sameName(signature, holder) || this.createError({ path, message: 'does_not_match' });
  if (typeof customer !== 'string' || !customer.trim() || sameName(holder, customer)) return true;
  return signature === undefined ? this.createError({ path, message: 'required' }) : true;
};

/** A box the customer must tick (the terms, the privacy notice, a mandate). */
export const mustAccept = () => boolean().strict().typeError('invalid_type').required('required').oneOf([true], 'required');

/**
 * Chosen by a form once per order (a UUID will do): the same key with the same request answers what
 * the first request did, so a double click or a retry never orders twice.
 */
export const idempotencyKey = () => filledText().matches(/^[A-Za-z0-9_-]{16,100}$/, 'invalid_type');

/** A real calendar day, YYYY-MM-DD. */
export const calendarDay = () =>
  filledText().test('date', 'invalid_date', (value) => !value || isCalendarDate(value));

/**
 * A calendar day from `earliest` up to today in Germany. Today comes from the validation context
 * (`{ today: 'YYYY-MM-DD' }`), so the server decides by its clock and a form by the browser's.
 */
export const pastDay = (earliest?: string) =>
  calendarDay()
    .test('not_future', 'in_future', function notFuture(value) {
      const today: unknown = this.options.context?.today;
      return !value || !isCalendarDate(value) || typeof today !== 'string' || value <= today;
    })
    .test('not_too_early', earliest ? message('too_early', { min: earliest }) : 'too_early', (value) => !earliest || !value || !isCalendarDate(value) || value >= earliest);

/** One of a list of words, e.g. a product name; `code` says which list. */
export const oneOf = <T extends string>(values: readonly T[], code: 'invalid_choice' | 'unsupported_language' | 'unknown_product' | 'unknown_status') =>
  anyText().oneOf(values, message(code, { allowed: values.join(', ') }));

/** A language parameter (`de`, `en`); left out or empty means the caller's default. */
export const languageParam = () => anyText().oneOf([...languages, ''] as const, message('unsupported_language', { allowed: languages.join(', ') }));

/** An amount with at most two decimals between `min` and `max`. */
export const amount = ({ min, max }: { min: number; max: number }) =>
  number()
    .strict()
    .typeError('invalid_type')
    .required('required')
    .min(min, message('too_small', { min }))
    .max(max, message('too_large', { max }))
    .test('decimals', message('too_many_decimals', { max: 2 }), (value) =>
      value === undefined ? true : Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    );

/** A whole number written in a query parameter (digits only), within bounds. */
export const wholeNumber = ({ min, max }: { min: number; max?: number }) =>
  anyText()
    .matches(/^\d{1,9}$/, 'invalid_type')
    .test('min', message('too_small', { min }), (value) => !value || !/^\d+$/.test(value) || Number(value) >= min)
    .test('max', max === undefined ? 'too_large' : message('too_large', { max }), (value) => max === undefined || !value || !/^\d+$/.test(value) || Number(value) <= max);

export const flag = () => boolean().strict().typeError('invalid_type');

/** A request object: refuses fields it does not know. */
export const body = <S extends ObjectShape>(shape: S) => object(shape).noUnknown('unknown_field').strict().typeError('invalid_type');

/** An answer object: fields it does not name are allowed (another backend may add some). */
export const answer = <S extends ObjectShape>(shape: S) => object(shape).strict().typeError('invalid_type').defined();

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: ErrorItem[] };

// yup's own params that are not a message's.
const yupInternals = new Set(['path', 'value', 'originalValue', 'label', 'spec', 'disableStackTrace', 'type', 'resolved']);

function toErrorItem(error: ValidationError): ErrorItem {
  const raw = error.errors[0] as unknown;
  const path = error.path ? error.path : null;
  if (typeof raw === 'object' && raw !== null) {
    const { code, params } = raw as { code: string; params: ErrorItem['params'] };
    return { path, code, params };
  }
  const code = isErrorCode(String(raw)) ? (String(raw) as ErrorCode) : 'invalid_type';
  // noUnknown names the offending keys in `unknown`.
  if (error.type === 'noUnknown') return { path, code, params: { fields: String(error.params?.unknown ?? '') } };
  const wanted = new Set<string>(errorCodes[code]);
  const params: ErrorItem['params'] = {};
  for (const [name, value] of Object.entries(error.params ?? {})) {
    if (yupInternals.has(name) || !wanted.has(name)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[name] = value;
  }
  return { path, code, params };
}

/** Checks `value` against a contract's schema and lists every problem as an error item. */
/** Any schema a contract is made of. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- yup's own bound for "any schema"
export type ContractSchema = Schema<any, AnyObject, any, any> | Lazy<any, AnyObject, any>;

export function check<S extends ContractSchema>(schema: S, value: unknown, context: AnyObject = {}): Checked<InferType<S>> {
  try {
    return { ok: true, value: schema.validateSync(value, { abortEarly: false, context }) as InferType<S> };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length ? error.inner : [error];
    return { ok: false, errors: inner.map(toErrorItem) };
  }
}

/** An IBAN of the SEPA area in any notation (spaces, lower case); the server stores it electronic. */
export const sepaIban = () =>
  filledText().test('iban', function sepaAccount(value) {
      if (value === undefined || value.trim() === '') return true;
      const checked = checkIban(value, 'sepa');
      if (checked.valid) return true;
      return this.createError({ message: checked.problem === 'invalid_characters' ? 'invalid_characters' : `iban_${checked.problem}` });
    });
