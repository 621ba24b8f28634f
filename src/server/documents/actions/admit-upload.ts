/**
 * The limits on what is uploaded before an order. Files wait in a draft until an order (or a message)
 * takes them; until then nobody has committed to anything, so this is where a stranger could fill
 * the disk. Besides each draft's own bounds (files and bytes, document-check.ts):
 *
 * - per client network (an IPv4 address, an IPv6 /64): drafts started, uploads sent and bytes sent per
 *   window (429);
 * - for everybody together: `UNORDERED_UPLOADS_MAX_BYTES` held in drafts; beyond it uploads pause
 *   (507) until drafts are ordered or expire, and the log says so.
 *
 * Every bound is judged from the declared `Content-Length` before the body is read. Storing checks
 * the draft's bounds again inside its transaction (document-store.ts), so parallel uploads to one
 * draft cannot pass them together; parallel uploads of different drafts may pass the shared bound
 * together by at most one file each.
 */
import { now } from '../../clock';
import { type DocumentLimits, documentLimits, type UploadQuotas, uploadQuotas } from '../../documents/settings';
import { getDatabase } from '../../db/client';
import { DomainError, tooManyRequests } from '../../domain-error';
import { log } from '../../log';
import { consume } from '../../rate-limits/rate-limiter';
import { assertDraftRoom } from '../document-check';
import { draftTokenPath } from '../draft-token';
import { deleteExpiredDrafts } from '../stores/document-store';
import { draftHoldings, firstExpiryOfDraftsWithFiles, liveDraft, unorderedBytes } from '../stores/upload-drafts';

const kibibyte = 1024;
const hour = 3600;

const megabyte = 1024 * 1024;

/** upload_quota_exceeded (429): this client network has sent its bytes for the window. */
const uploadQuotaExceeded = (retryAfterSeconds: number) =>
  DomainError.of('upload_quota_exceeded', null, { retryAfter: retryAfterSeconds, hours: Math.ceil(retryAfterSeconds / hour) });

/** uploads_paused (507): the unordered uploads of everybody together are at their limit. */
const uploadsPaused = (retryAfterSeconds: number) => DomainError.of('uploads_paused', null, { retryAfter: retryAfterSeconds, hours: Math.ceil(retryAfterSeconds / hour) });

/** 507 unless the unordered uploads have room for `bytes` more; expired drafts are swept first when they might make it. */
async function assertRoomForUnordered(bytes: number, quotas: UploadQuotas, at: Date): Promise<void> {
  const db = await getDatabase();
  if ((await unorderedBytes(db)) + bytes <= quotas.unorderedMaxBytes) return;
  await deleteExpiredDrafts(at);
  const held = await unorderedBytes(db);
  if (held + bytes <= quotas.unorderedMaxBytes) return;
  // Room comes back at the latest when the oldest draft holding files expires.
  const first = await firstExpiryOfDraftsWithFiles(db);
  const retryAfter = first ? Math.max(60, Math.ceil((first.getTime() - at.getTime()) / 1000)) : hour;
  log.warn('uploads paused: unordered uploads at their limit', { bytes: held, limit: quotas.unorderedMaxBytes });
  throw uploadsPaused(retryAfter);
}

/**
 * Decides, from the declared size alone, whether an upload to a draft may be sent: the file's size,
 * the draft (known and live: else `draft_expired`; its count and bytes), everybody's
 * unordered bytes (507), and the client network's uploads and bytes per window (429). The client's
 * counters are charged here, refused files included: sending them took the same bandwidth.
 */
export async function admitUpload(
  upload: { draftToken: string; declaredBytes: number; network: string },
  { limits = documentLimits(), quotas = uploadQuotas(), at = now() }: { limits?: DocumentLimits; quotas?: UploadQuotas; at?: Date } = {},
): Promise<void> {
  if (upload.declaredBytes > limits.maxBytes) throw DomainError.of('document_too_large', 'file', { max: Math.floor(limits.maxBytes / megabyte) });
  const db = await getDatabase();
  const draft = await liveDraft(db, upload.draftToken, at);
  if (!draft) throw DomainError.of('draft_expired', draftTokenPath);
  assertDraftRoom(await draftHoldings(db, draft.tokenHash), upload.declaredBytes, limits);
  await assertRoomForUnordered(upload.declaredBytes, quotas, at);
  const { network } = upload;
  const uploads = await consume(`upload:ip:${network}`, quotas.uploadsPerClient);
  if (!uploads.allowed) throw tooManyRequests(uploads.retryAfterSeconds);
  // Counted in KiB: the counter is a 32-bit integer, and a byte limit of several GB stays within it.
  const inKibibytes = { limit: Math.floor(quotas.bytesPerClient.limit / kibibyte), windowSeconds: quotas.bytesPerClient.windowSeconds };
  const sent = await consume(`upload_kib:ip:${network}`, inKibibytes, Math.ceil(upload.declaredBytes / kibibyte));
  if (!sent.allowed) throw uploadQuotaExceeded(sent.retryAfterSeconds);
}
