/**
 * The engine service (contract: src/contracts/engine.ts): a case's history and a product's
 * case-details questionnaire.
 *
 * The history call carries ENGINE_ACCESS_TOKEN, a server-side secret: call it only from
 * getServerSideProps. The token is read at run time and is not one of the build-time settings that
 * next.config.js inlines, so it never reaches a browser bundle.
 */
import type { Language } from '@/basics/language';
import { call, withContract } from './http';

/** A page waits this long for the engine before it shows its "unavailable" message. */
const engineTimeoutMs = 10_000;

const engine = () => import('@/contracts/engine');

/** The history of a case. Server side only. */
export function fetchCaseHistory(caseId: string, language: Language) {
  if (typeof window !== 'undefined') throw new Error('fetchCaseHistory carries a server secret and runs on the server only');
  const token = process.env.ENGINE_ACCESS_TOKEN?.trim();
  return withContract(engine, ({ caseHistoryRequest }) =>
    call('engine', caseHistoryRequest, {
      query: { id: caseId, locale: language },
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(engineTimeoutMs),
    }),
  );
}

/** The case-details questionnaire of a product (`questionnaire.steps[0].categories`). */
export const fetchCaseDetails = (productName: string, language: Language) =>
  withContract(engine, ({ caseDetailsRequest }) =>
    call('engine', caseDetailsRequest, { params: { product: productName }, query: { locale: language }, signal: AbortSignal.timeout(engineTimeoutMs) }),
  );
