/**
 * The browser's first look at a file the visitor chose to upload, before any of it travels: empty,
 * larger than the limit, not a PDF, JPEG or PNG by its first bytes, or named as another of them. The
 * refusal is worded as the service's own (errors:document_*), the limit in whole megabytes. The service
 * checks every file again by its whole content.
 */
import { type ErrorItem, errorItem } from '@/contracts/errors';
import { documentTypeOfName, documentTypeOfSignature, signatureLength } from '@/domain/documents/document-types';

const megabyte = 1024 * 1024;

/** The size limit as the refusal and the hints state it: "at most 10 MB". */
export const wholeMegabytes = (bytes: number) => Math.floor(bytes / megabyte);

export async function chosenFileProblem(file: Blob & { name: string }, maxBytes: number | undefined): Promise<ErrorItem | undefined> {
  if (file.size === 0) return errorItem('document_empty', 'file');
  if (maxBytes !== undefined && file.size > maxBytes) return errorItem('document_too_large', 'file', { max: wholeMegabytes(maxBytes) });
  const head = await firstBytes(file);
  // The browser could not read it (moved or deleted meanwhile): the service will say what it is.
  if (!head) return undefined;
  const detected = documentTypeOfSignature(head);
  if (!detected) return errorItem('document_unsupported_type', 'file');
  const claimed = documentTypeOfName(file.name);
  if (claimed && claimed.type !== detected) return errorItem('document_name_mismatch', 'file', { extension: claimed.extension, detected });
  return undefined;
}

/** The file's first bytes, read with FileReader, which every browser (and jsdom) has. */
function firstBytes(file: Blob): Promise<Uint8Array | undefined> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : undefined);
    reader.onerror = () => resolve(undefined);
    reader.readAsArrayBuffer(file.slice(0, signatureLength));
  });
}
