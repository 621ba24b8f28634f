import { createHash } from 'node:crypto';
import { claimedExtension, detectDocumentType, type DocumentMediaType, type DocumentType, documentTypes } from './document-type';
import { DomainError } from '../domain-error';
import { sanitiseFileName } from './file-name';

const megabyte = 1024 * 1024;

/** A file as it was uploaded: the name its sender gave it and its bytes. */
export interface UploadedFile {
  fileName: string;
  bytes: Uint8Array;
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
export async function checkDocument(input: UploadedFile, maxBytes: number): Promise<CheckedDocument> {
  const { bytes } = input;
  if (bytes.byteLength === 0) throw DomainError.of('document_empty', 'file');
  if (bytes.byteLength > maxBytes) throw DomainError.of('document_too_large', 'file', { max: Math.floor(maxBytes / megabyte) });
  const detected = await detectDocumentType(bytes);
  if (!detected.accepted) throw DomainError.of('document_unsupported_type', 'file');
  const claimed = claimedExtension(input.fileName.normalize('NFC'));
  const extensions: readonly string[] = documentTypes[detected.type].extensions;
  if (claimed && !extensions.includes(claimed)) throw DomainError.of('document_name_mismatch', 'file', { extension: claimed, detected: detected.type });
  return {
    type: detected.type,
    mediaType: documentTypes[detected.type].mediaType,
    fileName: sanitiseFileName(input.fileName, detected.type),
    sizeBytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes,
  };
}

/** Refuses a file that would take an upload draft beyond its count or its bytes (`too_many_documents`, `draft_too_large`). */
export function assertDraftRoom(held: { count: number; bytes: number }, bytes: number, limits: { maxCount: number; draftMaxBytes: number }): void {
  if (held.count >= limits.maxCount) throw DomainError.of('too_many_documents', 'file', { max: limits.maxCount });
  if (held.bytes + bytes > limits.draftMaxBytes) throw DomainError.of('draft_too_large', 'file', { max: Math.floor(limits.draftMaxBytes / megabyte) });
}
