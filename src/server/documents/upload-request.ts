/**
 * What every upload route reads and answers alike: the file's name from its header, and a refused
 * document as the error item the portal translates.
 */
import { fileNameHeader } from '@/contracts/vocabulary/commissioning';
import { type ApiRequest, header } from '../http/api';
import { ApiError, errorItem, type ErrorItem } from '../http/errors';
import type { BodyLimits } from '../http/router';
import { documentLimits } from '../commissioning/settings';
import type { DocumentRefusal } from './document-check';

const megabyte = 1024 * 1024;

/** An upload's file name from its header (percent-encoded UTF-8). */
export function fileNameOf(request: ApiRequest): string {
  const raw = header(request, fileNameHeader);
  if (!raw) throw ApiError.of(422, 'required', fileNameHeader);
  try {
    return decodeURIComponent(raw);
  } catch {
    throw ApiError.of(422, 'invalid_characters', fileNameHeader);
  }
}

/**
 * The error item of a refused upload. `draftPath` names where the draft's token was given (a header
 * for uploads, a body field for a message that sends the draft).
 */
export function refusalItem(refusal: DocumentRefusal, draftPath: string): ErrorItem {
  const { params } = refusal;
  switch (refusal.code) {
    case 'empty':
      return errorItem('document_empty', 'file');
    case 'too_large':
      return errorItem('document_too_large', 'file', { max: Math.floor(Number(params.max) / megabyte) });
    case 'unsupported_type':
      return errorItem('document_unsupported_type', 'file');
    case 'name_mismatch':
      return errorItem('document_name_mismatch', 'file', { extension: String(params.extension), detected: String(params.detected) });
    case 'too_many':
      return errorItem('too_many_documents', 'file', { max: Number(params.max) });
    case 'draft_full':
      return errorItem('draft_too_large', 'file', { max: Math.floor(Number(params.max) / megabyte) });
    case 'invalid_category':
      return errorItem('invalid_category', 'category');
    case 'draft_expired':
    case 'not_found':
      return errorItem('draft_expired', draftPath);
  }
}

/** An upload route's body limits: room for the largest file the settings allow; nothing beyond is read at all. */
export const uploadBodyLimits = (): BodyLimits => ({ maxBytes: documentLimits().maxBytes + 1, timeoutSeconds: 120 });
