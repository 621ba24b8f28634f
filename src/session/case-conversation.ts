/**
 * A conversation's calls from the browser, with the stored session: a case's, or a membership's (the
 * member's questions to the team). Sending a message (its files first go to an upload draft, with the
 * order funnel's checks), marking the provider's messages read, and downloading a document the account
 * may see. Without a stored session the service is not asked: the answer is `unauthorized`, as the
 * service would give.
 */
import { startDraft, uploadDraftDocument } from '@/api-client/commissioning';
import type { ApiResponse } from '@/api-client/http';
import { downloadMembershipFile, markMembershipConversationRead, sendMembershipConversationMessage } from '@/api-client/memberships';
import { downloadAccountCaseFile, markConversationRead, sendConversationMessage } from '@/api-client/messages';
import { type ErrorItem, errorItem } from '@/contracts/errors';
import type { CaseMessage } from '@/contracts/messages';
import { conversationDocumentCategories } from '@/contracts/vocabulary/messages';
import { readStoredAuth } from './auth-cookie';

/** Whose conversation: a case's (its public id) or a membership's (its mandate reference). */
export type ConversationDoor = { caseId: string } | { membership: string };

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
  door: ConversationDoor,
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
  const message = { text, draftToken: files.length > 0 ? current?.token : undefined };
  const response = 'caseId' in door ? await sendConversationMessage(auth, door.caseId, message) : await sendMembershipConversationMessage(auth, door.membership, message);
  return { response: response.ok ? { ...response, data: { message: response.data.message } } : response, draft: response.ok ? undefined : current };
}

async function uploadAll(token: string, files: File[]): Promise<{ file: File; response: Extract<ApiResponse<never>, { ok: false }> } | undefined> {
  for (const file of files) {
    const uploaded = await uploadDraftDocument(token, conversationDocumentCategories.customer, file);
    if (!uploaded.ok) return { file, response: uploaded };
  }
  return undefined;
}

export async function markMessagesRead(door: ConversationDoor): Promise<void> {
  const auth = readStoredAuth();
  if (!auth) return;
  await ('caseId' in door ? markConversationRead(auth, door.caseId) : markMembershipConversationRead(auth, door.membership));
}

/**
 * Fetches one of a case's files (or its order confirmation), or a document of a membership's
 * conversation, with the session and hands it to the browser's download.
 */
export async function downloadCaseFile(door: ConversationDoor, file: { document: string } | 'confirmation', fallbackName: string): Promise<ApiResponse<unknown>> {
  const auth = readStoredAuth();
  if (!auth) return signedOut();
  const response =
    'caseId' in door
      ? await downloadAccountCaseFile(auth, door.caseId, file)
      : file === 'confirmation'
        ? signedOut()
        : await downloadMembershipFile(auth, door.membership, file.document);
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
