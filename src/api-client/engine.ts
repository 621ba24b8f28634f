/**
 * The engine service (contract: src/contracts/engine.ts): a case's history and a product's
 * case-details questionnaire.
 *
 * The history call carries ENGINE_ACCESS_TOKEN, a server-side secret: call it only from
 * getServerSideProps. The token is read at run time and is not one of the build-time settings that
 * next.config.js inlines, so it never reaches a browser bundle.
 */
import type { Language } from '@/basics/language';
import { browserServiceUrl, call, withContract } from './http';

/** A page waits this long for the engine before it shows its "unavailable" message. */
const engineTimeoutMs = 10_000;

const engine = () => import('@/contracts/engine');
const caseDocuments = () => import('@/contracts/case-documents');

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

/**
 * A case's documents and order confirmation, by the id of its status link (the link is the authority,
 * as for the status page). Not every engine has them: a failure leaves the page without the list.
 */
export const fetchCaseDocuments = (caseId: string) =>
  withContract(caseDocuments, ({ linkCaseDocuments }) => call('engine', linkCaseDocuments.list, { params: { id: caseId }, signal: AbortSignal.timeout(engineTimeoutMs) }));

/** Where the browser downloads one of those files; for pages rendered on the server. */
export async function caseFileUrls(caseId: string) {
  const { linkCaseDocuments } = await caseDocuments();
  return {
    document: (documentId: string) => browserServiceUrl('engine', linkCaseDocuments.download.pathWith({ id: caseId, document: documentId })),
    confirmation: browserServiceUrl('engine', linkCaseDocuments.confirmation.pathWith({ id: caseId })),
  };
}
