import { randomBytes } from 'node:crypto';
import { backgroundWorkSettled } from '@/server/background-work';
import { currentContractTextVersion } from '@/server/commissioning/contract-texts';
import { dismissalAnswers, orderCustomer } from '../../support/order-answers';
import { samplePdf, samplePng } from '../../support/sample-documents';
import { outboxMails } from '../../support/mail-outbox';
import { answer, uniqueEmail } from './accounts';
import type { TestServer } from './test-server';

async function upload(server: TestServer, draftToken: string, category: string, fileName: string, bytes: Uint8Array) {
  const response = await fetch(`${server.url}/api/commissioning/drafts/documents?category=${category}`, {
    method: 'POST',
    body: Buffer.from(bytes),
    headers: { 'X-Draft-Token': draftToken, 'X-File-Name': encodeURIComponent(fileName), 'Content-Type': 'application/octet-stream' },
  });
  expect(response.status).toBe(201);
  return (await response.json()).document as { id: string };
}

/** The token of the address-proof link in the newest mail to `email` that carries one. */
export async function proofTokenOf(server: TestServer, email: string): Promise<string> {
  await backgroundWorkSettled();
  const link = (await outboxMails(server.mailDir, email)).flatMap((mail) => mail.links).reverse().find((each) => /\/(adresse-bestaetigen|en\/confirm-address)\?token=/.test(each));
  if (!link) throw new Error(`no address-proof link in the mails to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

/** Follows the order mail's link as its recipient does: the address is proven for what was ordered. */
export async function proveAddressOf(server: TestServer, email: string) {
  const proven = await answer(await server.request('/api/address-proofs', { method: 'POST', body: { token: await proofTokenOf(server, email) } }));
  expect(proven.status).toBe(200);
  return proven.body;
}

/**
 * A dismissal ordered over HTTP as the funnel does it: a draft, the letter and the contract uploaded,
 * the order; then, unless `prove` is false, the address proven by the order mail's link, as a customer
 * following it does.
 */
export async function orderDismissal(server: TestServer, { email = uniqueEmail('gekuendigt'), received = '2026-03-02', language = 'de', prove = true } = {}) {
  const draft = await answer(await server.request('/api/commissioning/drafts', { method: 'POST' }));
  const draftToken = draft.body.draft_token as string;
  const letterBytes = await samplePdf('Kündigung');
  const letter = await upload(server, draftToken, 'dismissal-letter', 'Kündigung März.pdf', letterBytes);
  const contractBytes = samplePng();
  const contract = await upload(server, draftToken, 'employment-contract', 'Vertrag.png', contractBytes);
  const placed = await answer(
    await server.request('/api/commissioning/orders', {
      method: 'POST',
      headers: { 'User-Agent': 'Mozilla/5.0 (Test) Firefox/140.0' },
      body: {
        product: 'dismissal',
        answers: dismissalAnswers(received),
        draft_token: draftToken,
        idempotency_key: randomBytes(16).toString('hex'),
        language,
        customer: orderCustomer(email, 'Łukasz Brzęczyszczykiewicz'),
        consent: { text_version: currentContractTextVersion, typed_name: 'Łukasz Brzęczyszczykiewicz', early_start: true, terms_accepted: true, privacy_accepted: true },
      },
    }),
  );
  expect(placed.status).toBe(201);
  await backgroundWorkSettled();
  if (prove) await proveAddressOf(server, email);
  const { public_id: id, reference_number } = placed.body.case as { public_id: string; reference_number: string };
  return { email, letter: { ...letter, bytes: letterBytes }, contract: { ...contract, bytes: contractBytes }, case: { id, reference_number } };
}
