/**
 * Shared-secret access for the engine API (ENGINE_ACCESS_TOKEN) and the back-office API
 * (BACKOFFICE_API_KEY): a configured secret, compared in constant time, with failed attempts
 * counted per client address so that nobody can guess at leisure.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { type ApiRequest, header } from '../http/api';
import { ApiError, errorItem, tooManyRequests } from '../http/errors';
import { log } from '../log';
import { consume, peek, type RateLimit } from '../rate-limits/rate-limiter';

export interface SecretAccess {
  /** Names the secret in logs and error codes: `token` or `api_key`. */
  kind: 'token' | 'api_key';
  /** The environment variable that holds the secret, for the log line when it is missing. */
  setting: string;
  secret: string | undefined;
  /** Failed attempts allowed per client address and window. */
  failures: RateLimit;
  /** Rate-limit key prefix, e.g. `engine_token_failures`. */
  counter: string;
}

/** The credential of `Authorization: Bearer <value>`, if the header has that form. */
export function bearerCredential(request: Pick<ApiRequest, 'headers'>): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1];
}

/** Compares through fixed-length digests, so neither the content nor the length leaks through timing. */
function sameSecret(presented: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(secret));
}

const warnedAbout = new Set<string>();

/** Throws the matching ApiError unless `presented` is the configured secret. */
export async function requireSecret(request: ApiRequest, presented: string | undefined, access: SecretAccess): Promise<void> {
  if (!access.secret) {
    if (!warnedAbout.has(access.setting)) {
      warnedAbout.add(access.setting);
      log.error(`${access.setting} is not set: its API refuses every request`, { setting: access.setting });
    }
    throw ApiError.of(503, 'not_configured');
  }
  const key = `${access.counter}:ip:${request.ip}`;
  const state = await peek(key, access.failures);
  if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
  if (presented !== undefined && sameSecret(presented, access.secret)) return;

  const after = await consume(key, access.failures);
  if (!after.allowed) throw tooManyRequests(after.retryAfterSeconds);
  throw new ApiError(401, [errorItem(presented === undefined ? `missing_${access.kind}` : `invalid_${access.kind}`)], {
    'WWW-Authenticate': 'Bearer',
  });
}
