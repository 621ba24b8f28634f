// The core entry point: detection from bytes, without the Node stream and file helpers we do not need.
import { fileTypeFromBuffer, supportedExtensions } from 'file-type/core';

/**
 * The document types customers may upload: PDF (contracts, letters, statements), JPEG and PNG (phone
 * photos and screenshots). The type is read from the content (file-type reads the signature bytes),
 * never from the name or the browser's Content-Type, which the uploader controls.
 */
export const documentTypes = {
  pdf: { mediaType: 'application/pdf', extensions: ['pdf'] },
  jpg: { mediaType: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  png: { mediaType: 'image/png', extensions: ['png'] },
} as const;

export type DocumentType = keyof typeof documentTypes;
export type DocumentMediaType = (typeof documentTypes)[DocumentType]['mediaType'];

export type DetectedType = { accepted: true; type: DocumentType } | { accepted: false; detected?: string };

export async function detectDocumentType(bytes: Uint8Array): Promise<DetectedType> {
  const result = await fileTypeFromBuffer(bytes);
  if (result && result.ext in documentTypes) return { accepted: true, type: result.ext as DocumentType };
  return { accepted: false, ...(result ? { detected: result.ext } : {}) };
}

/** Extensions that name a file format, so that "scan.docx" is read as a claim and "Vertrag.final" is not. */
const formatExtensions: ReadonlySet<string> = new Set([
  ...supportedExtensions,
  ...Object.values(documentTypes).flatMap(({ extensions }) => extensions),
  ...['txt', 'csv', 'htm', 'html', 'svg', 'doc', 'odt', 'rtf', 'heif'],
]);

/** The format a file name claims by its extension, if it claims one. */
export function claimedExtension(fileName: string): string | undefined {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(fileName.trim());
  const extension = match?.[1].toLowerCase();
  return extension && formatExtensions.has(extension) ? extension : undefined;
}
