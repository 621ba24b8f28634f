/**
 * The case conversation's calls from the browser, with the stored session: sending a message (its
 * files first go to an upload draft, with the order funnel's checks), marking the provider's messages
 * read, and downloading a document the account may see. Without a stored session the service is not
 * asked: the answer is `unauthorized`, as the service would give.
 */
import { startDraft, uploadDraftDocument } from '@/api-client/commissioning';
import type { ApiResponse } from '@/api-client/http';
import { downloadAccountCaseFile, markConversationRead, sendConversationMessage } from '@/api-client/messages';
import { errorItem } from '@/contracts/errors';
import type { CaseMessage } from '@/contracts/messages';
import { conversationDocumentCategories } from '@/contracts/vocabulary/messages';
import { readStoredAuth } from './auth-cookie';

const signedOut = (): Extract<ApiResponse<never>, { ok: false }> => ({ ok: false, errors: [errorItem('unauthorized')], status: 401 });

/**
 * Uploads the files to a new draft, then sends the message with it. A refused file stops before the
 * message is sent (`refusedFile` names it); nothing reaches the case then.
 */
export async function sendMessageWithFiles(caseId: string, text: string, files: File[]): Promise<{ response: ApiResponse<{ message: CaseMessage }>; refusedFile?: string }> {
  const auth = readStoredAuth();
  if (!auth) return { response: signedOut() };
  let draftToken: string | undefined;
  if (files.length > 0) {
    const draft = await startDraft();
    if (!draft.ok) return { response: { ...draft } };
    draftToken = draft.data.draft_token;
    const maxBytes = draft.data.max_bytes;
    // A file over the limit is refused before its bytes travel, in the service's own words.
    const tooLarge = files.find((file) => file.size > maxBytes);
    if (tooLarge) {
      const refusal = errorItem('document_too_large', 'file', { max: Math.floor(maxBytes / 1024 / 1024) });
      return { response: { ok: false, status: 422, errors: [refusal] }, refusedFile: tooLarge.name };
    }
    for (const file of files) {
      const uploaded = await uploadDraftDocument(draftToken, conversationDocumentCategories.customer, file);
      if (!uploaded.ok) return { response: { ...uploaded }, refusedFile: file.name };
    }
  }
  const response = await sendConversationMessage(auth, caseId, { text, draftToken });
  return { response: response.ok ? { ...response, data: { message: response.data.message } } : response };
}

export async function markMessagesRead(caseId: string): Promise<void> {
  const auth = readStoredAuth();
  if (auth) await markConversationRead(auth, caseId);
}

/** Fetches one of the case's files with the session and hands it to the browser's download. */
export async function downloadCaseFile(caseId: string, file: { document: string } | 'confirmation', fallbackName: string): Promise<ApiResponse<unknown>> {
  const auth = readStoredAuth();
  if (!auth) return signedOut();
  const response = await downloadAccountCaseFile(auth, caseId, file);
  if (!response.ok) return response;
  const url = URL.createObjectURL(new Blob([response.data.content as Uint8Array<ArrayBuffer>], { type: response.data.mediaType }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = response.data.fileName ?? fallbackName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return response;
}
