/** A file of a case as its doors answer it: the uploaded documents and the order confirmation. */
export interface CaseFile {
  /** The whole file, or its slices as they are read (a stored document: never the whole file in memory). */
  content: Uint8Array | AsyncIterable<Uint8Array>;
  /** Sent as Content-Length where the file comes in slices. */
  sizeBytes?: number;
  mediaType: string;
  fileName: string;
}

/** `conversation: false` leaves out the documents that came with the case's conversation (messages, the provider's). */
export interface CaseFileScope {
  conversation: boolean;
}

export const everything: CaseFileScope = { conversation: true };
