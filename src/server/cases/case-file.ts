/** A file of a case as its doors answer it: the uploaded documents and the order confirmation. */
export interface CaseFile {
  content: Uint8Array;
  mediaType: string;
  fileName: string;
}

/** `conversation: false` leaves out the documents that came with the case's conversation (messages, the provider's). */
export interface CaseFileScope {
  conversation: boolean;
}

export const everything: CaseFileScope = { conversation: true };
