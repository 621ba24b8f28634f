import { caseFileUrls, fetchCaseDetails, fetchCaseDocuments, fetchCaseHistory } from '@/api-client/engine';
import { accountCaseFileUrl, fetchAccountCaseDocuments, fetchConversation } from '@/api-client/messages';
import { languages } from '@/basics/language';
import type { StoredAuth } from '@/contracts/accounts';
import type { Loader } from '@/page-setup/server-page';
import { routePath } from '@/routes';
import { storedAuthOfRequest } from '@/session/page-request';
import { type CaseFiles, caseFiles, caseView } from './case-view';
import { type ConversationState, conversationView } from '@/components/conversation/conversation-view';
import type { CaseStatusData } from '.';

/** A page waits this long for the account service before it shows the conversation as unavailable. */
const accountTimeoutMs = 10_000;

/**
 * The conversation and every document of the case, for a signed-in customer who owns it: read with
 * the session, so what came with the conversation never depends on the status link alone.
 */
async function ownersView(auth: StoredAuth, id: string): Promise<{ conversation: ConversationState; files?: CaseFiles }> {
  const [conversation, documents] = await Promise.all([
    fetchConversation(auth, id, AbortSignal.timeout(accountTimeoutMs)),
    fetchAccountCaseDocuments(auth, id, AbortSignal.timeout(accountTimeoutMs)),
  ]);
  if (!conversation.ok) {
    if (conversation.status === 401) return { conversation: { kind: 'signedOut' } };
    if (conversation.status === 404) return { conversation: { kind: 'notOwner' } };
    console.error('case status page: conversation unavailable', conversation.status, conversation.errors.map((error) => error.code).join(', '));
    return { conversation: { kind: 'unavailable' } };
  }
  const ids = new Set([...conversation.data.messages.flatMap((message) => message.documents), ...(documents.ok ? documents.data.documents : [])].map((document) => document.id));
  const known = new Map(await Promise.all([...ids].map(async (document) => [document, await accountCaseFileUrl(id, { document })] as const)));
  const documentUrl = (document: string) => known.get(document) ?? '';
  const urls = { document: documentUrl, confirmation: await accountCaseFileUrl(id, 'confirmation') };
  return {
    conversation: conversationView(conversation.data, documentUrl),
    files: caseFiles(documents.ok ? documents.data : 'unavailable', urls, 'account'),
  };
}

/**
 * The case status page's data (`/case?id=…`): the history from the engine with the server's access
 * token, then the product's case-details questionnaire and the case's documents. A missing or unknown id answers 404 with the
 * page's own explanation, an engine failure 503 with a translated message; if only the questionnaire
 * fails, the page shows the history without it. A signed-in owner also gets the case's conversation
 * and all its documents, read with the session.
 */
export const loadCaseStatus: Loader<CaseStatusData> = async ({ language, query, req }) => {
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
  const auth = storedAuthOfRequest(req);
  const [details, documents, urls, owner] = await Promise.all([
    fetchCaseDetails(history.data.product_name, language),
    fetchCaseDocuments(id),
    caseFileUrls(id),
    auth ? ownersView(auth, id) : undefined,
  ]);
  // Another engine may have no documents (404): the page then shows none; a failure says so.
  const linkFiles = caseFiles(documents.ok ? documents.data : documents.status === 404 ? null : 'unavailable', urls);
  const view = caseView(id, history.data, details.ok ? details.data : null, owner?.files ?? linkFiles, owner?.conversation);
  return { data: { caseStatus: { kind: 'found', view } }, slugs };
};
