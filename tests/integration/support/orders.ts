import { randomBytes } from 'node:crypto';
import { backgroundWorkSettled } from '@/server/background-work';
import { currentContractTextVersion } from '@/server/commissioning/contract-texts';
import { dismissalAnswers, orderCustomer } from '../../support/order-answers';
import { samplePdf, samplePng } from '../../support/sample-documents';
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

/** A dismissal ordered over HTTP as the funnel does it: a draft, the letter and the contract uploaded, the order. */
export async function orderDismissal(server: TestServer, { email = uniqueEmail('gekuendigt'), received = '2026-03-02', language = 'de' } = {}) {
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
  const { public_id: id, reference_number } = placed.body.case as { public_id: string; reference_number: string };
  return { email, letter: { ...letter, bytes: letterBytes }, contract: { ...contract, bytes: contractBytes }, case: { id, reference_number } };
}
