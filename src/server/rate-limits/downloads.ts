/**
 * Downloads per client: each streams a file from the database (and a confirmation may be rendered
 * first), so they are counted like any other expensive request. A customer fetches a case's twenty
 * documents a few times; a script fetching the same file in a loop is stopped.
 */
import { tooManyRequests } from '../domain-error';
import { consume } from './rate-limiter';
import { rateLimitSetting } from './settings';

export const downloadRateLimit = () => rateLimitSetting('RATE_LIMIT_DOWNLOAD_PER_CLIENT', '300/600');

/** Counts a download for `who` (a client network, a staff member); 429 too_many_requests beyond the limit. */
export async function countDownload(who: string): Promise<void> {
  const counted = await consume(`download:${who}`, downloadRateLimit());
  if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds);
}
