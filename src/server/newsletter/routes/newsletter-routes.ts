/**
 * The newsletter (contract: src/contracts/newsletter.ts): signing up, confirming and unsubscribing
 * without an account, and the list of confirmed subscribers for the back-office API key. HTTP only:
 * the actions decide; mails go out after the answer.
 */
import { confirmNewsletter, newsletterSubscribers, signUpForNewsletter, unsubscribeNewsletter } from '@/contracts/newsletter';
import { backofficeApiKey } from '../../access/secret-access';
import { now } from '../../clock';
import { ok } from '../../http/api';
import { type ApiRoute, route } from '../../http/router';
import { sendMail } from '../../mail/mailer';
import { confirm, signUp, subscribers, unsubscribe } from '../actions/subscriptions';

const privateAnswer = { 'Cache-Control': 'private, no-store' };

export const newsletterRoutes: ApiRoute[] = [
  route(signUpForNewsletter, async ({ body, request }) => {
    const { mail } = await signUp(body, { ip: request.ip, at: now() });
    return { status: 202, body: { status: 'confirmation_sent' as const }, headers: privateAnswer, ...(mail ? { afterResponse: () => sendMail(mail) } : {}) };
  }),
  route(confirmNewsletter, async ({ body }) => {
    const { welcome } = await confirm(body.token, now());
    return { status: 200, body: { confirmed: true }, headers: privateAnswer, afterResponse: () => sendMail(welcome) };
  }),
  route(unsubscribeNewsletter, async ({ body }) => {
    await unsubscribe(body.id);
    return ok({ unsubscribed: true }, privateAnswer);
  }),
  route(newsletterSubscribers, async () => ok({ subscribers: await subscribers() }, privateAnswer), backofficeApiKey),
];
