/**
 * What every upload route reads alike: the file's bytes (the raw body) and its name from its header,
 * within the body limits the settings allow.
 */
import { fileNameHeader } from '@/contracts/vocabulary/commissioning';
import { DomainError } from '../../domain-error';
import { type ApiRequest, header } from '../../http/api';
import type { BodyLimits } from '../../http/router';
import { documentLimits } from '../../documents/settings';
import type { UploadedFile } from '../../documents/document-check';

/** An upload's file name from its header (percent-encoded UTF-8). */
export function fileNameOf(request: ApiRequest): string {
  const raw = header(request, fileNameHeader);
  if (!raw) throw DomainError.of('required', fileNameHeader);
  try {
    return decodeURIComponent(raw);
  } catch {
    throw DomainError.of('invalid_characters', fileNameHeader);
  }
}

/** The uploaded file of a request: its name and bytes. */
export const uploadedFile = (request: ApiRequest): UploadedFile => ({
  fileName: fileNameOf(request),
  bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
});

/** An upload route's body limits: room for the largest file the settings allow; nothing beyond is read at all. */
export const uploadBodyLimits = (): BodyLimits => ({ maxBytes: documentLimits().maxBytes + 1, timeoutSeconds: 120 });
