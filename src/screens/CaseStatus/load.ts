import { caseFileUrls, fetchCaseDetails, fetchCaseDocuments, fetchCaseHistory } from '@/api-client/engine';
import { languages } from '@/basics/language';
import type { Loader } from '@/page/server-page';
import { routePath } from '@/routes';
import { caseFiles, caseView } from './case-view';
import type { CaseStatusData } from '.';

/**
 * The case status page's data (`/case?id=…`): the history from the engine with the server's access
 * token, then the product's case-details questionnaire and the case's documents. A missing or unknown id answers 404 with the
 * page's own explanation, an engine failure 503 with a translated message; if only the questionnaire
 * fails, the page shows the history without it.
 */
export const loadCaseStatus: Loader<CaseStatusData> = async ({ language, query }) => {
  const raw = Array.isArray(query.id) ? query.id[0] : query.id;
  const id = (raw ?? '').trim();
  if (!id) return { data: { caseStatus: { kind: 'notFound' } }, status: 404 };
  // The page's address in both languages keeps the id, so the language switch stays on the case.
  const slugs = Object.fromEntries(languages.map((other) => [other, `${routePath('caseStatus', other)}?${new URLSearchParams({ id })}`])) as Record<
    (typeof languages)[number],
    string
  >;
  const history = await fetchCaseHistory(id, language);
  if (!history.ok) {
    if (history.status === 404) return { data: { caseStatus: { kind: 'notFound' } }, status: 404, slugs };
    // The page is not the backend and has no logger of its own; the server's stderr is the log.
    console.error('case status page: engine unavailable', history.status, history.errors.map((error) => error.code).join(', '));
    return { data: { caseStatus: { kind: 'unavailable', id } }, status: 503, slugs };
  }
  const [details, documents, urls] = await Promise.all([fetchCaseDetails(history.data.product_name, language), fetchCaseDocuments(id), caseFileUrls(id)]);
  // Another engine may have no documents (404): the page then shows none; a failure says so.
  const files = caseFiles(documents.ok ? documents.data : documents.status === 404 ? null : 'unavailable', urls);
  return { data: { caseStatus: { kind: 'found', view: caseView(id, history.data, details.ok ? details.data : null, files) } }, slugs };
};
