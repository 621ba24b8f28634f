import { object, type ObjectShape, ref, string } from 'yup';
import type { Language } from '@/i18n/language';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validation';
import { isEmailAddress, normalizeEmail } from './email-address';
import { passwordCharacters, passwordLength } from './passwords';

/**
 * The account endpoints' request bodies. Messages are the spec's error codes; every path names the
 * user's field (`user.email`, `user.password` …) whatever the body's shape, so the portal's
 * translations `errors:user.<field>.<code>` apply to all of them.
 */
const text = () => string().strict().typeError('invalid_type');

const filled = (schema: ReturnType<typeof text>) =>
  schema.required('required').test('required', 'required', (value) => value === undefined || value.trim() !== '');

const email = () =>
  filled(text()).test('is_not_an_email', 'is_not_an_email', (value) => value === undefined || isEmailAddress(value));

const newPassword = () =>
  text()
    .required('required')
    .test('too_short', { code: 'too_short', params: { count: passwordLength.min } }, (value) =>
      value === undefined ? true : passwordCharacters(value) >= passwordLength.min,
    )
    .test('too_long', { code: 'too_long', params: { count: passwordLength.max } }, (value) =>
      value === undefined ? true : passwordCharacters(value) <= passwordLength.max,
    );

const passwordConfirmation = () =>
  text().required('required').oneOf([ref('password')], { code: 'does_not_match' });

/**
 * A person's name: letters of any script with their accents, spaces, hyphens, apostrophes and dots
 * ("Anne-Marie", "O'Brien", "Dr. med. Weiß"). Never a web address, not even one without a scheme
 * ("evil.example"): names appear in mails and on pages, and a stranger can sign up with any address.
 */
const nameCharacters = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
const linkLike = /:\/\/|www\.|\p{L}\.\p{L}{2,}/iu;

const name = () =>
  filled(text())
    .max(100, { code: 'too_long', params: { count: 100 } })
    .test('person_name', (value, context) => {
      if (value === undefined || value.trim() === '') return true;
      if (linkLike.test(value)) return context.createError({ message: 'contains_link' });
      if (!nameCharacters.test(value.trim())) return context.createError({ message: 'invalid_characters' });
      return true;
    });

const body = <S extends ObjectShape>(shape: S) =>
  object(shape).required('required').noUnknown('unknown_field').strict().typeError('invalid_type');

const registrationSchema = body({
  user: body({
    email: email(),
    password: newPassword(),
    password_confirmation: passwordConfirmation(),
    first_name: name(),
    last_name: name(),
    locale: text().oneOf(['de', 'en'], { code: 'not_supported', params: { supported: 'de, en' } }),
  }),
});

/** Sign-in checks shapes only: an address that cannot exist is simply a bad credential. */
const tooLong = { code: 'too_long', params: { count: 1000 } };
const credentials = { email: filled(text()).max(1000, tooLong), password: text().required('required').max(1000, tooLong) };
const signInSchema = body({ user: body(credentials) });
const topLevelSignInSchema = body(credentials);

const emailOnlySchema = body({ email: email() });

const newPasswordSchema = body({ password: newPassword(), password_confirmation: passwordConfirmation() });

/** Runs a schema for a body whose fields sit at the top level, reporting them under `user.`. */
function parseAsUserFields<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(
      error.status,
      error.errors.map((item) => ({ ...item, path: item.path ? `user.${item.path}` : null })),
      error.headers,
    );
  }
}

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale: Language | undefined;
}

export function parseRegistration(input: unknown): Registration {
  const { user } = parseInput(registrationSchema, input);
  return {
    email: normalizeEmail(user.email),
    password: user.password,
    firstName: user.first_name.trim(),
    lastName: user.last_name.trim(),
    locale: user.locale as Language | undefined,
  };
}

export interface Credentials {
  email: string;
  password: string;
}

/** `{user: {email, password}}` (the portal) or devise_token_auth's top-level `{email, password}`. */
export function parseCredentials(input: unknown): Credentials {
  const nested = typeof input === 'object' && input !== null && !Array.isArray(input) && 'user' in input;
  const credentials = nested
    ? parseInput(signInSchema, input).user
    : parseAsUserFields(() => parseInput(topLevelSignInSchema, input));
  return { email: normalizeEmail(credentials.email), password: credentials.password };
}

/** `{email}` of a reset request or a confirmation re-send. */
export function parseEmailOnly(input: unknown): string {
  return normalizeEmail(parseAsUserFields(() => parseInput(emailOnlySchema, input)).email);
}

/** `{password, password_confirmation}` of a reset confirmation. */
export function parseNewPassword(input: unknown): string {
  return parseAsUserFields(() => parseInput(newPasswordSchema, input)).password;
}
