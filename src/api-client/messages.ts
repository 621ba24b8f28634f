/**
 * A case's conversation and the signed-in customer's door to its documents (contracts:
 * src/contracts/messages.ts, src/contracts/case-documents.ts). Every call needs the session; the
 * account service answers them.
 */
import type { StoredAuth } from '@/contracts/accounts';
import { browserServiceUrl, call, download, withContract } from './http';

const messages = () => import('@/contracts/messages');
const caseDocuments = () => import('@/contracts/case-documents');

export const fetchConversation = (auth: StoredAuth, caseId: string, signal?: AbortSignal) =>
  withContract(messages, ({ listMessages }) => call('account', listMessages, { auth, params: { id: caseId }, signal }));

/** Sends a message; `draftToken` names the upload draft whose documents go with it. */
export const sendConversationMessage = (auth: StoredAuth, caseId: string, message: { text: string; draftToken?: string }) =>
  withContract(messages, ({ sendMessage }) =>
    call('account', sendMessage, { auth, params: { id: caseId }, body: { message: { text: message.text, ...(message.draftToken ? { draft_token: message.draftToken } : {}) } } }),
  );

export const markConversationRead = (auth: StoredAuth, caseId: string) =>
  withContract(messages, ({ markMessagesRead }) => call('account', markMessagesRead, { auth, params: { id: caseId } }));

/** Every document of the case (the order's and the conversation's) and the confirmation, for its signed-in owner. */
export const fetchAccountCaseDocuments = (auth: StoredAuth, caseId: string, signal?: AbortSignal) =>
  withContract(caseDocuments, ({ accountCaseDocuments }) => call('account', accountCaseDocuments.list, { auth, params: { id: caseId }, signal }));

/** One of the case's documents (or, with `'confirmation'`, the order confirmation), downloaded with the session. */
export const downloadAccountCaseFile = (auth: StoredAuth, caseId: string, file: { document: string } | 'confirmation') =>
  withContract(caseDocuments, ({ accountCaseDocuments }) =>
    file === 'confirmation'
      ? download('account', accountCaseDocuments.confirmation, { auth, params: { id: caseId } })
      : download('account', accountCaseDocuments.download, { auth, params: { id: caseId, document: file.document } }),
  );

/** Where the browser downloads a case's document through the account's door (for a page's links). */
export async function accountCaseFileUrl(caseId: string, file: { document: string } | 'confirmation'): Promise<string> {
  const { accountCaseDocuments } = await caseDocuments();
  const path = file === 'confirmation' ? accountCaseDocuments.confirmation.pathWith({ id: caseId }) : accountCaseDocuments.download.pathWith({ id: caseId, document: file.document });
  return browserServiceUrl('account', path);
}
