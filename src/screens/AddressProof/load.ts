import { proveAddress } from '@/api-client/address-proofs';
import type { Loader } from '@/page-setup/server-page';
import { withQuery } from '@/page-setup/query';
import { routePath } from '@/routes';
import type { AddressProofData } from '.';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const tokenOf = (query: Parameters<Loader<AddressProofData>>[0]['query']) => {
  const raw = Array.isArray(query.token) ? query.token[0] : query.token;
  return (raw ?? '').trim();
};

/**
 * GET shows the question with a button; the button posts the token (to this page, token in the query)
 * and only that proves the address. A case then opens on its status page in its own language (303); a
 * membership's start is shown here; a token that is no longer known says so (404).
 */
export const loadAddressProof: Loader<AddressProofData> = async ({ language, query }) => {
  const token = tokenOf(query);
  if (!tokenPattern.test(token)) return { data: { proof: { kind: 'invalid' } }, status: 404 };
  return { data: { proof: { kind: 'ask', action: withQuery(routePath('addressProof', language), { token }) } } };
};

export const confirmAddressProof: Loader<AddressProofData> = async (context) => {
  if (context.req.method !== 'POST') return loadAddressProof(context);
  const token = tokenOf(context.query);
  if (!tokenPattern.test(token)) return { data: { proof: { kind: 'invalid' } }, status: 404 };
  const proven = await proveAddress({ token });
  if (!proven.ok) {
    if (proven.status === 404 || proven.status === 422) return { data: { proof: { kind: 'invalid' } }, status: 404 };
    throw new Error(`address proof answered ${proven.status}`);
  }
  const { membership, case_id: caseId, language } = proven.data;
  if (membership) {
    return {
      data: {
        proof: {
          kind: 'membership',
          reference: membership.mandate_reference,
          started: membership.status === 'active',
          startsOn: membership.starts_on,
          minimumTermEndsOn: membership.minimum_term_ends_on,
        },
      },
    };
  }
  return { redirect: withQuery(routePath('caseStatus', language), { id: caseId ?? '' }), seeOther: true };
};
