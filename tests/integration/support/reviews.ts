import { confirmedAccount, sessionOf, uniqueEmail } from './accounts';
import { backofficeHeaders, openCase } from './cases';
import type { TestServer } from './test-server';

/** Rates the case with public id `caseId` as the signed-in customer of `session`. */
export const rateCase = (server: TestServer, session: Record<string, string>, caseId: string, body: unknown) =>
  server.request(`/api/v1/me/cases/${caseId}/review`, { method: 'POST', headers: session, body });

/** A signed-in customer (Kim Berger) with one closed and one open case. */
export async function customerWithCases(server: TestServer, language = 'de') {
  const email = await confirmedAccount(server, uniqueEmail('bewertet'), { locale: language });
  const closed = await openCase(server, { email, product_name: 'deposit', language }, { notify: false });
  await server.request(`/api/backoffice/cases/${closed.reference_number}`, { method: 'PATCH', headers: backofficeHeaders, body: { case: { status: 'successful' } } });
  const open = await openCase(server, { email, product_name: 'rent-brake', language }, { notify: false });
  return { email, closed, open, session: await sessionOf(server, email) };
}
