import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { Language } from '../../src/basics/language';
import { dismissalAnswers, orderCustomer } from '../../tests/support/order-answers';
import { samplePdf } from '../../tests/support/sample-documents';

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
  return ((await order.json()) as { case: { public_id: string; reference_number: string } }).case;
}
