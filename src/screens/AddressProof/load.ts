import { proveAddress } from '@/api-client/address-proofs';
import type { Loader } from '@/page-setup/server-page';
import { withQuery } from '@/page-setup/query';
import { routePath } from '@/routes';
import type { AddressProofData } from '.';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET shows the question with a button; the button posts the token (to this page, token in the query)
 * and only that proves the address. The case then opens on its status page in its own language (303);
 * a token that is no longer known says so (404).
 */
export const loadAddressProof: Loader<AddressProofData> = async ({ language, query }) => {
  const raw = Array.isArray(query.token) ? query.token[0] : query.token;
  const token = (raw ?? '').trim();
  if (!tokenPattern.test(token)) return { data: { proof: { kind: 'invalid' } }, status: 404 };
  return { data: { proof: { kind: 'ask', action: withQuery(routePath('addressProof', language), { token }) } } };
};

export const confirmAddressProof: Loader<AddressProofData> = async (context) => {
  const { req } = context;
  if (req.method !== 'POST') return loadAddressProof(context);
  const raw = Array.isArray(context.query.token) ? context.query.token[0] : context.query.token;
  const token = (raw ?? '').trim();
  if (!tokenPattern.test(token)) return { data: { proof: { kind: 'invalid' } }, status: 404 };
  const proven = await proveAddress({ token });
  if (!proven.ok) {
    if (proven.status === 404 || proven.status === 422) return { data: { proof: { kind: 'invalid' } }, status: 404 };
    throw new Error(`address proof answered ${proven.status}`);
  }
  return { redirect: withQuery(routePath('caseStatus', proven.data.language), { id: proven.data.case_id }), seeOther: true };
};
