/**
 * The newsletter with double opt-in: signing up asks for confirmation by mail (nothing is sent to the
 * address until its owner confirms), the confirmation records the consent with its time, and every
 * mail carries a link to unsubscribe, which deletes the address. The answers never tell whether an
 * address is on the list.
 */
import { array, boolean, type InferType, string } from 'yup';
import { languages } from '@/basics/language';
import { endpoint } from './endpoint';
import { answer, body, emailAddress, filledText, oneOf } from './rules';

const signUp = body({
  email: emailAddress(),
  /** The language of the page signed up on: the mails and the newsletter follow it. */
  language: oneOf(languages, 'unsupported_language').required('required'),
  /** The box "I want the newsletter …" ticked: without it nothing is stored. */
  wants_newsletter: boolean().strict().typeError('invalid_type').required('required').oneOf([true], 'required'),
}).required('required');

export type NewsletterSignUp = InferType<typeof signUp>;

/** Signs up: 202 whether or not the address was new, pending or confirmed (a confirmation mail goes out unless it is confirmed). */
export const signUpForNewsletter = endpoint({
  method: 'POST',
  path: '/api/newsletter/subscriptions',
  body: signUp,
  answer: answer({ status: string().strict().oneOf(['confirmation_sent'] as const).defined() }),
});

/** A link's secret: base64url, as the mails carry it. */
const linkSecret = () => filledText().matches(/^[A-Za-z0-9_-]{16,100}$/, 'invalid_type');

/** Confirms a sign-up with the secret of the confirmation mail's link; 404 `newsletter_link_invalid` otherwise. */
export const confirmNewsletter = endpoint({
  method: 'POST',
  path: '/api/newsletter/confirmations',
  body: body({ token: linkSecret() }).required('required'),
  answer: answer({ confirmed: boolean().strict().defined() }),
});

/** Unsubscribes the address of the link (every newsletter mail has it): the address is deleted. The same answer for a link already used. */
export const unsubscribeNewsletter = endpoint({
  method: 'POST',
  path: '/api/newsletter/unsubscriptions',
  body: body({ id: linkSecret() }).required('required'),
  answer: answer({ unsubscribed: boolean().strict().defined() }),
});

/**
 * One-click unsubscribing (RFC 8058), the URL of every newsletter mail's `List-Unsubscribe` header: the
 * mailbox provider posts `List-Unsubscribe=One-Click` (form-encoded, not JSON) and the address is
 * deleted as by the link; no page, no further question. A used or unknown id answers alike.
 */
export const oneClickUnsubscribe = endpoint({
  method: 'POST',
  path: '/api/newsletter/unsubscriptions/{id}',
  upload: true,
  answer: answer({ unsubscribed: boolean().strict().defined() }),
});

const subscriber = answer({
  email: string().strict().defined(),
  language: string().strict().defined(),
  /** When the owner confirmed (ISO): the consent's time. */
  confirmed_at: string().strict().defined(),
  /** The link to unsubscribe, for the newsletter's own mails. */
  unsubscribe_url: string().strict().defined(),
  /**
   * For the mail's `List-Unsubscribe` header with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
   * (RFC 8058): the address the mailbox provider posts to (oneClickUnsubscribe).
   */
  one_click_unsubscribe_url: string().strict().defined(),
});

/** The confirmed subscribers, for sending the newsletter (`Authorization: Bearer <BACKOFFICE_API_KEY>`). */
export const newsletterSubscribers = endpoint({
  method: 'GET',
  path: '/api/backoffice/newsletter/subscribers',
  answer: answer({ subscribers: array(subscriber).strict().defined() }),
});
