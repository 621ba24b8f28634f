import { createHash } from 'node:crypto';
import { claimedExtension, detectDocumentType, type DocumentMediaType, type DocumentType, documentTypes } from './document-type';
import { sanitiseFileName } from './file-name';

/** Why an upload is refused; each code has its text in locales/<language>/commissioning.json. */
export const documentRefusalCodes = [
  /** The file has no content. */
  'empty',
  /** Larger than the limit (`params.max` in bytes). */
  'too_large',
  /** Not a PDF, JPEG or PNG (`params.detected`: what it is, when known). */
  'unsupported_type',
  /** The name claims another format than the content has (`params.extension`, `params.detected`). */
  'name_mismatch',
  /** The case or draft already holds the most files allowed (`params.max`). */
  'too_many',
  /** The draft's files together would exceed its bytes (`params.max` in bytes). */
  'draft_full',
  /** The category is not a slug. */
  'invalid_category',
  /** The draft's uploads have expired or the draft token is unknown. */
  'draft_expired',
  /** No such document for this owner. */
  'not_found',
] as const;

export type DocumentRefusalCode = (typeof documentRefusalCodes)[number];

export class DocumentRefusal extends Error {
  constructor(
    readonly code: DocumentRefusalCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`document refused: ${code}`);
    this.name = 'DocumentRefusal';
  }
}

export interface CheckedDocument {
  type: DocumentType;
  mediaType: DocumentMediaType;
  fileName: string;
  sizeBytes: number;
  sha256: string;
  bytes: Uint8Array;
}

/**
 * Decides whether an uploaded file may be stored: not empty, within the size limit, a PDF, JPEG or
 * PNG by its content, and not named as another format (a "contract.pdf" that is really an HTML page
 * or a program is refused rather than renamed). A name without a format extension gets the content's.
 */
export async function checkDocument(input: { fileName: string; bytes: Uint8Array }, maxBytes: number): Promise<CheckedDocument> {
  const { bytes } = input;
  if (bytes.byteLength === 0) throw new DocumentRefusal('empty');
  if (bytes.byteLength > maxBytes) throw new DocumentRefusal('too_large', { max: maxBytes });
  const detected = await detectDocumentType(bytes);
  if (!detected.accepted) throw new DocumentRefusal('unsupported_type', detected.detected ? { detected: detected.detected } : {});
  const claimed = claimedExtension(input.fileName.normalize('NFC'));
  const extensions: readonly string[] = documentTypes[detected.type].extensions;
  if (claimed && !extensions.includes(claimed)) throw new DocumentRefusal('name_mismatch', { extension: claimed, detected: detected.type });
  return {
    type: detected.type,
    mediaType: documentTypes[detected.type].mediaType,
    fileName: sanitiseFileName(input.fileName, detected.type),
    sizeBytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes,
  };
}

/** Refuses a file that would take an upload draft beyond its count or its bytes (`too_many`, `draft_full`). */
export function assertDraftRoom(held: { count: number; bytes: number }, bytes: number, limits: { maxCount: number; draftMaxBytes: number }): void {
  if (held.count >= limits.maxCount) throw new DocumentRefusal('too_many', { max: limits.maxCount });
  if (held.bytes + bytes > limits.draftMaxBytes) throw new DocumentRefusal('draft_full', { max: limits.draftMaxBytes });
}
