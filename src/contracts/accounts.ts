/**
 * The account service, compatible with devise_token_auth clients (docs/accounts.md). ACCOUNT_SERVICE_URL
 * may point the portal at another one.
 *
 * Next to each request the module holds the checks the portal's form makes before sending it: the
 * same rules where the form and the service agree (a new password's length among them, so a short one
 * is refused before it travels) and the form's own quick look at an e-mail address.
 *
 * Answers list what the portal reads. The reference backend sends devise_token_auth's usual bodies
 * besides (`{ status: 'success', data: <user> }`, docs/accounts.md); the portal does not rely on them,
 * since other account services word them differently.
 */
import { array, type InferType, lazy, mixed, number, object, ref, string } from 'yup';
import { emailAddressProblem } from '@/basics/email-address';
import { languages } from '@/basics/language';
import { endpoint } from './endpoint';
import { caseDeadline, historyEntry } from './engine';
import { anyText, answer, body, type Checked, check, emailAddress, filledText, message, oneOf, personName } from './rules';
import { passwordLength } from './vocabulary/accounts';

/** A person's name is a rule every form shares (rules.ts); account screens find it here too. */
export { personName };

/**
 * The same password typed on different systems can arrive composed ("ä") or decomposed ("a" + "¨"):
 * both count as the same password (NIST SP 800-63B, 5.1.1.2).
 */
export const normalisePassword = (password: string) => password.normalize('NFC');

/** Length in characters as people count them (code points, not UTF-16 units). */
export const passwordCharacters = (password: string) => Array.from(normalisePassword(password)).length;

export const newPassword = () =>
  anyText()
    .required('required')
    .test('too_short', message('too_short', { min: passwordLength.min }), (value) => !value || passwordCharacters(value) >= passwordLength.min)
    .test('too_long', message('too_long', { max: passwordLength.max }), (value) => !value || passwordCharacters(value) <= passwordLength.max);

export const passwordConfirmation = () => anyText().required('required').oneOf([ref('password')], 'does_not_match');

/** Sign-in checks shapes only: an address that cannot exist is simply a bad credential. */
const tooLongForSignIn = message('too_long', { max: 1000 });

/** What a form accepts as an e-mail address before sending: something@domain.tld, no spaces. */
const looksLikeEmail = (pattern: RegExp) => anyText().required('invalid_email').matches(pattern, 'invalid_email');
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;
/** The reset and confirmation forms only ask for something@something. */
const looseEmailPattern = /^\S+@\S+$/;

/** Fields of a body sent at the top level (`{email}`, `{password, …}`) are reported as `user.<field>`. */
export const reportedUnder = 'user';

// Answers -------------------------------------------------------------------------------------------

/** The user as the account endpoints answer with it: devise_token_auth's resource fields and the portal's. */
const userData = answer({
  id: mixed<number | string>().defined(),
  email: string().strict().defined(),
  uid: string().strict().defined(),
  provider: string().strict().defined(),
  first_name: string().strict().defined(),
  last_name: string().strict().defined(),
  locale: string().strict().defined(),
});

/** A case as its customer sees it (a "request"), texts in the language asked for. */
export const customerCase = answer({
  /** The public case id: its status page is `/case?id=<id>`. */
  id: string().strict().optional(),
  reference_number: string().strict().defined(),
  /** An addition of this portal's service. */
  product_name: string().strict().optional(),
  product_title: string().strict().defined(),
  /** A case status (see caseStatuses); the label is looked up by it. */
  status: string().strict().defined(),
  status_description: string().strict().defined(),
  /** An addition of this portal's service: the language `status_description` is written in (de | en). */
  status_description_language: string().strict().optional(),
  reply_email: string().strict().defined(),
  created_at: string().strict().defined(),
  updated_at: string().strict().defined(),
  /** Newest first. */
  history: array(historyEntry).strict().defined(),
  /** An addition of this portal's service: a dismissal's deadline (see caseDeadline). */
  deadline: caseDeadline,
  /** An addition of this portal's service: the provider's messages in the case's conversation the customer has not opened yet. */
  unread_messages: number().strict().optional(),
  /**
   * An addition of this portal's service: when the provider wrote first after the customer's last
   * message (ISO), so the provider waits for an answer; null when it does not.
   */
  awaiting_reply_since: string().strict().nullable().optional(),
});

export type CustomerCase = InferType<typeof customerCase>;

const nullableText = () => string().strict().nullable().defined();

const profile = answer({
  email: string().strict().defined(),
  phone: nullableText(),
  first_name: string().strict().defined(),
  last_name: string().strict().defined(),
  address: answer({
    city: nullableText(),
    district: nullableText(),
    postal_code: nullableText(),
    street_name: nullableText(),
    house_number: nullableText(),
  }),
});

export type Profile = InferType<typeof profile>;

const currentUser = answer({
  id: mixed<number | string>().defined(),
  email: string().strict().defined(),
  first_name: string().strict().defined(),
  last_name: string().strict().defined(),
  /** The profile is not self-service: the customer asks the provider by e-mail to change it. */
  overview: answer({ profile, requests: array(customerCase).strict().defined() }),
});

export type CurrentUser = InferType<typeof currentUser>;

/** The session's credentials travel in the answer's headers (devise_token_auth), `expiry` in epoch seconds. */
const sessionHeaders = object({
  'access-token': filledText(),
  client: filledText(),
  uid: filledText(),
  expiry: anyText().required('required').matches(/^\d{1,12}$/, 'invalid_type'),
}).strict();

export type SessionHeaders = InferType<typeof sessionHeaders>;

/** The stored auth object: what the portal keeps of a signed-in session (src/session owns it). */
export interface StoredAuth {
  token: string;
  uId: string;
  client: string;
  /** Epoch seconds at which the account service stops accepting the token. */
  expiredAt: number;
}

/** The session of a sign-in's answer headers, or undefined when they are not the contract's. */
export function storedAuthOf(headers: Record<string, string>): StoredAuth | undefined {
  const checked = check(sessionHeaders, headers);
  if (!checked.ok) return undefined;
  const { 'access-token': token, client, uid: uId, expiry } = checked.value;
  return { token, client, uId, expiredAt: Number(expiry) };
}

// Endpoints -----------------------------------------------------------------------------------------

const registration = body({
  user: body({
    email: emailAddress(),
    password: newPassword(),
    password_confirmation: passwordConfirmation(),
    first_name: personName(),
    last_name: personName(),
    /** The language of the sign-up page: e-mails and links follow it. */
    locale: oneOf(languages, 'unsupported_language'),
  }).required('required'),
}).required('required');

export const register = endpoint({
  method: 'POST',
  path: '/api/v1/users',
  body: registration,
  answer: answer({}),
});

export type Registration = InferType<typeof registration>;

const signUpChecks = object({
  user: object({
    first_name: personName(),
    last_name: personName(),
    email: looksLikeEmail(emailPattern).test('ascii_local_part', 'non_ascii_local_part', (value) => !value || emailAddressProblem(value) !== 'non_ascii_local_part'),
    password: newPassword(),
    password_confirmation: passwordConfirmation(),
  }),
});

const credentials = { email: filledText().max(1000, tooLongForSignIn), password: anyText().required('required').max(1000, tooLongForSignIn) };

/** `{user: {email, password}}` as the portal sends it, or devise_token_auth's `{email, password}`. */
const signInBody = lazy((value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('user' in value)
    ? body(credentials).required('required')
    : body({ user: body(credentials).required('required') }).required('required'),
);

export const signIn = endpoint({
  method: 'POST',
  path: '/api/v1/users/sign_in',
  body: signInBody,
  /** The session is in the answer's headers (storedAuthOf). */
  answer: answer({}),
});

const signInChecks = object({ user: object({ email: looksLikeEmail(emailPattern), password: anyText().required('required') }) });

export const signOut = endpoint({
  method: 'DELETE',
  path: '/api/v1/users/sign_out',
  answer: answer({}),
});

/** Whether a session is still valid; for devise_token_auth clients (the portal reads its cookie instead). */
export const validateToken = endpoint({
  method: 'GET',
  path: '/api/v1/users/validate_token',
  answer: answer({ data: userData }),
});

/** The signed-in user with profile and cases; texts in the language of Accept-Language. */
export const currentUserRequest = endpoint({
  method: 'GET',
  path: '/api/v1/me',
  answer: answer({ data: answer({ user: currentUser }) }),
});

const emailOnly = body({ email: emailAddress() }).required('required');

const emailOnlyChecks = object({ email: looksLikeEmail(looseEmailPattern) });

/** Sends the confirmation e-mail again; the answer is the same whether or not the address has an account. */
export const resendConfirmation = endpoint({
  method: 'POST',
  path: '/api/v1/users/confirmation',
  body: emailOnly,
  answer: answer({}),
});

/** Asks for a reset e-mail; the answer is the same whether or not the address has an account. */
export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/api/v1/users/password',
  body: emailOnly,
  answer: answer({}),
});

const newPasswordShape = { password: newPassword(), password_confirmation: passwordConfirmation() };

/** Sets a new password with the reset link's credentials (headers uid, client, access-token). */
export const resetPassword = endpoint({
  method: 'PUT',
  path: '/api/v1/users/password',
  body: body(newPasswordShape).required('required'),
  answer: answer({}),
});

const newPasswordChecks = object(newPasswordShape);

const passwordChange = body({
  /** The password the customer signs in with now: whoever holds only the session cannot change it. */
  current_password: anyText().required('required').max(1000, tooLongForSignIn),
  ...newPasswordShape,
}).required('required');

/**
 * A signed-in customer changes their password (session headers). Every other session of the account
 * ends; the current one is renewed, so its new credentials come in the answer's headers, as after a
 * sign-in (storedAuthOf).
 */
export const changePassword = endpoint({
  method: 'PUT',
  path: '/api/v1/me/password',
  body: passwordChange,
  answer: answer({}),
});

export type PasswordChange = InferType<typeof passwordChange>;

const passwordChangeChecks = object({
  current_password: anyText().required('required'),
  ...newPasswordShape,
});

/** Errors of a body sent at the top level, named as the service names them. */
const underUser = (checked: Checked<unknown>): Checked<unknown> =>
  checked.ok ? checked : { ok: false, errors: checked.errors.map((error) => ({ ...error, path: error.path ? `${reportedUnder}.${error.path}` : null })) };

/** What the account forms check before sending, by request (errors named as the service's). */
export const formChecks = {
  signUp: (request: unknown) => check(signUpChecks, request),
  signIn: (request: unknown) => check(signInChecks, request),
  /** The password-reset request and the confirmation e-mail sent again. */
  emailLink: (request: unknown) => underUser(check(emailOnlyChecks, request)),
  newPassword: (request: unknown) => underUser(check(newPasswordChecks, request)),
  passwordChange: (request: unknown) => underUser(check(passwordChangeChecks, request)),
};

/** Where the confirmation e-mail's link leads; it confirms and sends the browser on to sign-in. */
export const confirmationPath = '/api/v1/users/confirmation';
