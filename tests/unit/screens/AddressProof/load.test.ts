/**
 * @jest-environment node
 */
import type { GetServerSidePropsContext } from 'next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { confirmAddressProof } from '@/screens/AddressProof/load';

const service = setupServer();
beforeAll(() => service.listen({ onUnhandledRequest: 'error' }));
afterEach(() => service.resetHandlers());
afterAll(() => service.close());

const base = 'http://commissioning.test';
const token = 'Qx7mN2pL9vR4tY8wZ1aB3cD5eF6gH0iJ2kL4mN6oP8q';
beforeEach(() => {
  process.env.COMMISSIONING_SERVICE_URL = base;
});

const load = (method: 'GET' | 'POST', query: Record<string, string>, language: 'de' | 'en' = 'de') =>
  confirmAddressProof({ language, query, req: { method, cookies: {} } as unknown as GetServerSidePropsContext['req'] } as never);

describe('the page behind an order mail\'s link', () => {
  it('asks before it proves anything: following the link (a mail scanner does too) only shows the button', async () => {
    let posted = false;
    service.use(http.post(`${base}/api/address-proofs`, () => ((posted = true), HttpResponse.json({}))));
    expect(await load('GET', { token })).toEqual({ data: { proof: { kind: 'ask', action: `/adresse-bestaetigen?token=${token}` } } });
    expect(posted).toBe(false);
  });

  it('proves the address with the button and opens the case in its own language', async () => {
    let body: unknown;
    service.use(
      http.post(`${base}/api/address-proofs`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ language: 'en', case_id: 'case-public-id' });
      }),
    );
    expect(await load('POST', { token })).toEqual({ redirect: '/en/case?id=case-public-id', seeOther: true });
    expect(body).toEqual({ token });
  });

  it("shows a membership's start once the button proved its address", async () => {
    service.use(
      http.post(`${base}/api/address-proofs`, () =>
        HttpResponse.json({ language: 'de', membership: { mandate_reference: 'KLARFALL-2026-ABCD2345', plan: 'tenant-protection', status: 'active', starts_on: '2026-11-28', minimum_term_ends_on: '2027-11-27' } }),
      ),
    );
    expect(await load('POST', { token })).toEqual({
      data: { proof: { kind: 'membership', reference: 'KLARFALL-2026-ABCD2345', started: true, startsOn: '2026-11-28', minimumTermEndsOn: '2027-11-27' } },
    });
  });

  it('says so, with 404, for a token that is malformed or names nothing', async () => {
    expect(await load('GET', { token: 'kaputt' })).toEqual({ data: { proof: { kind: 'invalid' } }, status: 404 });
    service.use(http.post(`${base}/api/address-proofs`, () => HttpResponse.json({ status: 'failure', errors: [{ code: 'address_proof_invalid', path: 'token', params: {} }] }, { status: 404 })));
    expect(await load('POST', { token })).toEqual({ data: { proof: { kind: 'invalid' } }, status: 404 });
  });
});
