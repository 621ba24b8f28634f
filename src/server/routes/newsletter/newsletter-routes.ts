/**
 * The newsletter (contract: src/contracts/newsletter.ts): signing up, confirming and unsubscribing
 * without an account, and the list of confirmed subscribers for the back-office API key. HTTP only:
 * the actions decide; mails go out after the answer.
 */
import { confirmNewsletter, newsletterSubscribers, oneClickUnsubscribe, signUpForNewsletter, unsubscribeNewsletter } from '@/contracts/newsletter';
import { DomainError } from '../../domain-error';
import { backofficeApiKey } from '../../access/secret-access';
import { now } from '../../clock';
import { ok } from '../../http/api';
import { type ApiRoute, route } from '../../http/router';
import { sendMail } from '../../mail/mailer';
import { confirm, signUp, subscribers, unsubscribe } from '../../newsletter/actions/subscriptions';

const privateAnswer = { 'Cache-Control': 'private, no-store' };

/** The one-click body (RFC 8058 § 3.1), form-encoded or as multipart form data. */
const isOneClick = (body: string): boolean =>
  new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click' || /name="List-Unsubscribe"\r?\n\r?\nOne-Click\r?\n/.test(body);

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
  // RFC 8058: the body says `List-Unsubscribe=One-Click`; anything else (a link checker's stray POST) changes nothing.
  route(
    oneClickUnsubscribe,
    async ({ params, request }) => {
      if (!/^[A-Za-z0-9_-]{16,100}$/.test(params.id ?? '')) throw DomainError.of('newsletter_link_invalid', 'id');
      if (!isOneClick(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '')) throw DomainError.of('invalid_type', 'List-Unsubscribe');
      await unsubscribe(params.id);
      return ok({ unsubscribed: true }, privateAnswer);
    },
    { rawBody: () => ({ maxBytes: 1024 }) },
  ),
  route(newsletterSubscribers, async () => ok({ subscribers: await subscribers() }, privateAnswer), backofficeApiKey),
];
