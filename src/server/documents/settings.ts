import { defaultDocumentMaxBytes, defaultDraftMaxBytes } from '@/contracts/vocabulary/commissioning';
import { serverConfig } from '../config';
import type { RateLimit } from '../rate-limits/rate-limiter';
import { rateLimitSetting } from '../rate-limits/settings';

/**
 * Settings of uploaded documents, read from the environment at run time (listed in .env.example) and
 * checked when the server starts, with the other commissioning settings.
 */
const megabyte = 1024 * 1024;

export interface DocumentLimits {
  /** Largest accepted file in bytes. */
  maxBytes: number;
  /** Files per case, and per order draft before the case exists. */
  maxCount: number;
  /** The most bytes one upload draft may hold, all its files together. */
  draftMaxBytes: number;
  /** How long an upload draft waits for its order, counted from its creation; its files are deleted then. */
  draftLifetimeSeconds: number;
}

/**
 * Limits for the documents customers upload with an order (src/server/documents). 10 MB is enough
 * for a phone photo or a scanned contract of 30 pages; 20 files for a contract, letters and
 * statements; 50 MB together for twenty phone photos or five large scans.
 */
export function documentLimits(): DocumentLimits {
  return {
    maxBytes: serverConfig.positiveInteger('DOCUMENT_MAX_BYTES', defaultDocumentMaxBytes),
    maxCount: serverConfig.positiveInteger('DOCUMENT_MAX_COUNT', 20),
    draftMaxBytes: serverConfig.positiveInteger('DRAFT_MAX_BYTES', defaultDraftMaxBytes),
    draftLifetimeSeconds: serverConfig.positiveInteger('DOCUMENT_DRAFT_LIFETIME_HOURS', 24) * 3600,
  };
}

/** What one client network and everybody together may upload before an order (upload-quotas.ts). */
export interface UploadQuotas {
  /** Upload drafts one client network may start per window. */
  draftsPerClient: RateLimit;
  /** Uploads one client network may send per window, refused ones included. */
  uploadsPerClient: RateLimit;
  /** Bytes one client network may upload per window (`limit` in bytes). */
  bytesPerClient: RateLimit;
  /** The most bytes all drafts not yet ordered may hold together: beyond it uploads pause (507). */
  unorderedMaxBytes: number;
}

/**
 * Defaults: a household orders a few products and writes a few messages with files; 100 MB a day is
 * two full drafts. 2 GB of unordered uploads is far more than real customers leave lying at once and
 * small beside the database's disk: an attack from many addresses fills that and no more.
 */
export function uploadQuotas(): UploadQuotas {
  return {
    draftsPerClient: rateLimitSetting('RATE_LIMIT_DRAFT_PER_IP', '30/3600'),
    uploadsPerClient: rateLimitSetting('RATE_LIMIT_UPLOAD_PER_IP', '60/3600'),
    bytesPerClient: rateLimitSetting('RATE_LIMIT_UPLOAD_BYTES_PER_IP', `${100 * megabyte}/86400`),
    unorderedMaxBytes: serverConfig.positiveInteger('UNORDERED_UPLOADS_MAX_BYTES', 2048 * megabyte),
  };
}
