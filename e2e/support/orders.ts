import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { Language } from '../../src/basics/language';
import { dismissalAnswers, orderCustomer } from '../../tests/support/order-answers';
import { outboxMails } from '../../tests/support/mail-outbox';
import { samplePdf } from '../../tests/support/sample-documents';
import { e2eMailDir } from './environment';

export async function contractTextVersion(request: APIRequestContext): Promise<string> {
  const funnel = await request.get('/api/commissioning/funnels/dismissal');
  return ((await funnel.json()) as { funnel: { contract_text_version: string } }).funnel.contract_text_version;
}

/**
 * A dismissal ordered online, as the funnel sends it: a draft, the letter uploaded, the order by Kim
 * Berger, who asks for an immediate start (a deadline near the order needs it).
 */
export async function orderDismissal(request: APIRequestContext, email: string, received: string, language: Language) {
  const letter = Buffer.from(await samplePdf('Kündigung'));
  const draft = await request.post('/api/commissioning/drafts');
  expect(draft.status()).toBe(201);
  const { draft_token: draftToken } = (await draft.json()) as { draft_token: string };
  const upload = await request.post('/api/commissioning/drafts/documents?category=dismissal-letter', {
    headers: { 'X-Draft-Token': draftToken, 'X-File-Name': encodeURIComponent('Kündigung.pdf'), 'Content-Type': 'application/octet-stream' },
    data: letter,
  });
  expect(upload.status()).toBe(201);
  const order = await request.post('/api/commissioning/orders', {
    data: {
      product: 'dismissal',
      answers: dismissalAnswers(received),
      draft_token: draftToken,
      idempotency_key: randomBytes(16).toString('hex'),
      language,
      customer: orderCustomer(email, 'Kim Berger'),
      consent: { text_version: await contractTextVersion(request), typed_name: 'Kim Berger', early_start: true, terms_accepted: true, privacy_accepted: true },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  await proveOrderAddress(request, email);
  return ((await order.json()) as { case: { public_id: string; reference_number: string } }).case;
}

/** The link that proves the address, in an order's or a membership's confirmation mail. */
export const addressProofLink = /\/(adresse-bestaetigen|en\/confirm-address)\?token=/;

/**
 * Follows the proof link in the newest order or membership mail to `email` as its recipient does (the
 * API behind the page's button): the address is proven, so the case shows in the account of the
 * address, and a membership starts.
 */
export async function proveOrderAddress(request: APIRequestContext, email: string): Promise<void> {
  let token: string | null | undefined;
  await expect
    .poll(async () => {
      const mails = (await outboxMails(e2eMailDir, email)).filter((mail) => mail.links.some((each) => addressProofLink.test(each)));
      const link = mails[mails.length - 1]?.links.find((each) => addressProofLink.test(each));
      token = link && new URL(link).searchParams.get('token');
      return token;
    })
    .toBeTruthy();
  const proven = await request.post('/api/address-proofs', { data: { token } });
  expect(proven.status(), await proven.text()).toBe(200);
}
