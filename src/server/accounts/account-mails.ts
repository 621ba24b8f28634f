import { confirmationMail, passwordChangedMail, passwordResetMail } from '../mail/templates';
import { sendMailInBackground } from '../mail/mailer';
import { languageOf } from './customer-language';
import { confirmationLink, passwordResetLink, signInPage } from './links';
import type { User } from '../db/tables/accounts';
import { accountSettings } from './settings';

type Recipient = Pick<User, 'email' | 'firstName' | 'language' | 'confirmedAt'>;

/**
 * Greets by name only an account whose owner has confirmed the address: anyone can sign up with any
 * address and any name, and the name must not carry a stranger's words into someone else's mailbox.
 */
const addressee = (user: Recipient) => ({ firstName: user.confirmedAt ? user.firstName : undefined, language: languageOf(user) });

const hours = (seconds: number) => Math.round(seconds / 3600);

export function sendConfirmationMail(user: Recipient, token: string): void {
  const days = Math.round(accountSettings.confirmationLifetimeSeconds / 86_400);
  sendMailInBackground({ to: user.email, kind: 'confirmation', ...confirmationMail(addressee(user), confirmationLink(token), days) });
}

export function sendPasswordResetMail(user: Recipient, credentials: { clientId: string; accessToken: string }): void {
  const link = passwordResetLink(languageOf(user), { uid: user.email, ...credentials });
  sendMailInBackground({
    to: user.email,
    kind: 'password_reset',
    ...passwordResetMail(addressee(user), link, hours(accountSettings.passwordResetLifetimeSeconds)),
  });
}

export function sendPasswordChangedMail(user: Recipient, changedAt: Date): void {
  sendMailInBackground({ to: user.email, kind: 'password_changed', ...passwordChangedMail(addressee(user), changedAt, signInPage(languageOf(user))) });
}
