/**
 * The newsletter (contract: src/contracts/newsletter.ts), served by the account service without an
 * account: signing up (double opt-in), confirming with the mail's link, unsubscribing.
 */
import type { NewsletterSignUp } from '@/contracts/newsletter';
import { call, withContract } from './http';

const newsletter = () => import('@/contracts/newsletter');

/** Asks for the confirmation mail; answered alike whether or not the address is already on the list. */
export const signUpForNewsletter = (request: NewsletterSignUp) =>
  withContract(newsletter, ({ signUpForNewsletter: endpoint }) => call('account', endpoint, { body: request, caller: true }));

export const confirmNewsletter = (token: string) =>
  withContract(newsletter, ({ confirmNewsletter: endpoint }) => call('account', endpoint, { body: { token } }));

export const unsubscribeNewsletter = (id: string) =>
  withContract(newsletter, ({ unsubscribeNewsletter: endpoint }) => call('account', endpoint, { body: { id } }));
