/**
 * The case conversation's calls from the browser, with the stored session: sending a message (its
 * files first go to an upload draft, with the order funnel's checks), marking the provider's messages
 * read, and downloading a document the account may see. Without a stored session the service is not
 * asked: the answer is `unauthorized`, as the service would give.
 */
import { startDraft, uploadDraftDocument } from '@/api-client/commissioning';
import type { ApiResponse } from '@/api-client/http';
import { downloadAccountCaseFile, markConversationRead, sendConversationMessage } from '@/api-client/messages';
import { type ErrorItem, errorItem } from '@/contracts/errors';
import type { CaseMessage } from '@/contracts/messages';
import { conversationDocumentCategories } from '@/contracts/vocabulary/messages';
import { readStoredAuth } from './auth-cookie';

const signedOut = (): Extract<ApiResponse<never>, { ok: false }> => ({ ok: false, errors: [errorItem('unauthorized')], status: 401 });

/** The upload draft a message's files go to first, with the largest file it takes. */
export interface AttachmentDraft {
  token: string;
  maxBytes: number;
}

/** Starts the draft for a message's files; its limit lets the form refuse a file before it travels. */
export async function startAttachmentDraft(): Promise<{ ok: true; draft: AttachmentDraft } | { ok: false; error: ErrorItem }> {
  const started = await startDraft();
  if (!started.ok) return { ok: false, error: started.errors[0] ?? errorItem('network') };
  return { ok: true, draft: { token: started.data.draft_token, maxBytes: started.data.max_bytes } };
}

/**
 * Uploads the files to the draft, then sends the message with it. A file the service refuses stops
 * before the message is sent (`refusedFile` names it); nothing reaches the case then, and the files
 * already uploaded wait in the draft, so that sending again does not send them twice. A draft that has
 * expired meanwhile is replaced once.
 */
export async function sendMessageWithFiles(
  caseId: string,
  text: string,
  files: File[],
  draft: AttachmentDraft | undefined,
): Promise<{ response: ApiResponse<{ message: CaseMessage }>; refusedFile?: File; draft?: AttachmentDraft }> {
  const auth = readStoredAuth();
  if (!auth) return { response: signedOut() };
  let current = draft;
  if (files.length > 0) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (!current) {
        const started = await startAttachmentDraft();
        if (!started.ok) return { response: { ok: false, status: 503, errors: [started.error] } };
        current = started.draft;
      }
      const refused = await uploadAll(current.token, files);
      if (!refused) break;
      const expired = refused.response.status === 401 && attempt === 0;
      if (!expired) return { response: refused.response, refusedFile: refused.file, draft: current };
      current = undefined;
    }
  }
  const response = await sendConversationMessage(auth, caseId, { text, draftToken: files.length > 0 ? current?.token : undefined });
  return { response: response.ok ? { ...response, data: { message: response.data.message } } : response, draft: response.ok ? undefined : current };
}

async function uploadAll(token: string, files: File[]): Promise<{ file: File; response: Extract<ApiResponse<never>, { ok: false }> } | undefined> {
  for (const file of files) {
    const uploaded = await uploadDraftDocument(token, conversationDocumentCategories.customer, file);
    if (!uploaded.ok) return { file, response: uploaded };
  }
  return undefined;
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
