import type { TestServer } from './test-server';
import type { BackofficeCase } from '@/contracts/backoffice';

/** The keys testServerForFile() configures. */
export const backofficeKey = 'test-backoffice-key-3f9a1c7e2b6d4058';
export const engineToken = 'test-engine-token-8c2e5a9f1d7b3064';

export const backofficeHeaders = { Authorization: `Bearer ${backofficeKey}` };
export const engineHeaders = { Authorization: `Bearer ${engineToken}` };

export async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

/** Opens a case through the back-office API and answers the created case. */
export async function openCase(server: TestServer, fields: Record<string, unknown> = {}, options: { notify?: boolean } = {}) {
  const response = await server.request('/api/backoffice/cases', {
    method: 'POST',
    headers: backofficeHeaders,
    body: { case: { email: 'kim@example.org', product_name: 'rent-brake', ...fields }, ...options },
  });
  const { status, body } = await answer(response);
  if (status !== 201) throw new Error(`opening a case failed: ${status} ${JSON.stringify(body)}`);
  return body.case as BackofficeCase;
}

export async function addEntry(server: TestServer, reference: string, entry: Record<string, unknown>, options: { notify?: boolean } = {}) {
  const response = await server.request(`/api/backoffice/cases/${reference}/history`, {
    method: 'POST',
    headers: backofficeHeaders,
    body: { entry, ...options },
  });
  const { status, body } = await answer(response);
  if (status !== 201) throw new Error(`adding an entry failed: ${status} ${JSON.stringify(body)}`);
  return body.case as BackofficeCase;
}

