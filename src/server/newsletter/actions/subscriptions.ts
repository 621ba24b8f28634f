/**
 * The newsletter with double opt-in. Signing up stores the address as waiting and mails a confirmation
 * link; only its owner's click records the consent with its time (Art. 7 Abs. 1 DSGVO: the provider
 * must prove consent; BGH I ZR 164/09 "Double-opt-in-Verfahren": a confirmed click proves it, the form
 * alone does not). Unsubscribing deletes the address. No answer tells a stranger whether an address is
 * on the list: every sign-up is answered alike, and a confirmed address simply gets no second mail.
 */
import { randomBytes } from 'node:crypto';
import { brand } from '@/basics/brand';
import { languageOrDefault } from '@/basics/language';
import { normaliseEmail } from '@/basics/email-address';
import type { NewsletterSignUp } from '@/contracts/newsletter';
import { addressKey, newToken, tokenHash } from '../../secrets';
import type { NewsletterSubscriptionRow } from '../../db/tables/newsletter';
import { DomainError } from '../../domain-error';
import type { OutgoingMail } from '../../mail/mailer';
import { consume, withinRateLimit } from '../../rate-limits/rate-limiter';
import { textsOf } from '../../texts';
import { confirmationRequestMail, listUnsubscribeHeaders, oneClickUnsubscribeUrl, unsubscribeUrl, welcomeMail } from '../newsletter-mail';
import { newsletterConfirmationDays, newsletterRateLimits } from '../settings';
import {
  confirmSubscription,
  confirmedSubscriptions,
  deleteSubscription,
  deleteUnconfirmed,
  findSubscription,
  requestSubscription,
} from '../stores/subscription-store';

const day = 24 * 60 * 60 * 1000;
const languageOf = (row: NewsletterSubscriptionRow) => languageOrDefault(row.language);

/** What the caller sends after answering: nothing, or one mail. */
export interface SignedUp {
  mail?: OutgoingMail;
}

/**
 * Records a sign-up (waiting for confirmation) and composes the confirmation mail. Per client IP a
 * limit answers 429; per address, beyond its limit, the sign-up is answered alike but no further mail
 * goes out, so nobody can fill a stranger's inbox with confirmation requests.
 */
export async function signUp(request: NewsletterSignUp, from: { ip: string; at: Date }): Promise<SignedUp> {
  const limits = newsletterRateLimits();
  await withinRateLimit(`newsletter:ip:${from.ip}`, limits.perIp);
  const email = normaliseEmail(request.email);
  const existing = await findSubscription(email);
  if (existing?.confirmedAt) return {};
  const perAddress = await consume(`newsletter:email:${addressKey(email)}`, limits.perEmail);
  if (!perAddress.allowed) return {};
  const token = newToken();
  const row = await requestSubscription({
    email,
    language: request.language,
    confirmationHash: tokenHash(token),
    // Kept as it is: every mail must carry it, and it can do nothing but unsubscribe.
    unsubscribeId: randomBytes(16).toString('base64url'),
    consentText: textsOf(request.language, 'newsletter')('form.consent', { brand: brand.name }),
    at: from.at,
  });
  // Confirmed between the look-up and the write (another tab): nothing to ask for.
  if (!row) return {};
  return {
    mail: {
      to: row.email,
      kind: 'newsletter_confirmation',
      ...confirmationRequestMail(request.language, token, row.unsubscribeId, newsletterConfirmationDays()),
      headers: listUnsubscribeHeaders(request.language, row.unsubscribeId),
    },
  };
}

/** Confirms with the mail's link: the consent's time is now. Unknown, used or late links are one refusal. */
export async function confirm(token: string, at: Date): Promise<{ welcome: OutgoingMail }> {
  const validSince = new Date(at.getTime() - newsletterConfirmationDays() * day);
  const row = await confirmSubscription(tokenHash(token), validSince, at);
  if (!row) throw DomainError.of('newsletter_link_invalid', 'token');
  const language = languageOf(row);
  return { welcome: { to: row.email, kind: 'newsletter_welcome', ...welcomeMail(language, row.unsubscribeId), headers: listUnsubscribeHeaders(language, row.unsubscribeId) } };
}

/** Unsubscribes by the link's id: the address is deleted. A link used before answers alike. */
export async function unsubscribe(unsubscribeId: string): Promise<void> {
  await deleteSubscription(unsubscribeId);
}

/** The confirmed addresses with their consent's time and their unsubscribe link, for sending an issue. */
export async function subscribers() {
  const rows = await confirmedSubscriptions();
  return rows.map((row) => ({
    email: row.email,
    language: languageOf(row),
    confirmed_at: (row.confirmedAt as Date).toISOString(),
    unsubscribe_url: unsubscribeUrl(languageOf(row), row.unsubscribeId),
    one_click_unsubscribe_url: oneClickUnsubscribeUrl(row.unsubscribeId),
  }));
}

/** The daily sweep: sign-ups nobody confirmed within the link's validity are deleted. */
export const deleteUnconfirmedSignUps = (at = new Date()): Promise<number> =>
  deleteUnconfirmed(new Date(at.getTime() - newsletterConfirmationDays() * day));

/** What the data export shows of an address's newsletter: the consent as recorded, or nothing. */
export async function subscriptionOf(email: string) {
  const row = await findSubscription(normaliseEmail(email));
  if (!row) return null;
  return {
    language: row.language,
    consent_text: row.consentText,
    requested_at: row.requestedAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
  };
}
