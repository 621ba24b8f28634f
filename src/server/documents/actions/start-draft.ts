/**
 * Starting an upload draft for a client: 429 beyond the client network's drafts per window (an IPv4
 * address, an IPv6 /64; the other limits on uploads are in admit-upload.ts). Answers the token and when
 * the draft's files will be deleted unless ordered, counted from now however often files arrive.
 */
import { now } from '../../clock';
import { type DocumentLimits, documentLimits, type UploadQuotas, uploadQuotas } from '../../documents/settings';
import { getDatabase } from '../../db/client';
import { tooManyRequests } from '../../domain-error';
import { consume } from '../../rate-limits/rate-limiter';
import { insertDraft } from '../stores/upload-drafts';

export async function startDraft(
  /** The client's network (an IPv4 address, an IPv6 /64), as the HTTP layer tells it. */
  network: string,
  { limits = documentLimits(), quotas = uploadQuotas(), at = now() }: { limits?: DocumentLimits; quotas?: UploadQuotas; at?: Date } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const counted = await consume(`upload_draft:ip:${network}`, quotas.draftsPerClient);
  if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds);
  return insertDraft(await getDatabase(), at, limits.draftLifetimeSeconds);
}
