/**
 * Shared-secret access for the engine API (ENGINE_ACCESS_TOKEN) and the back-office API
 * (BACKOFFICE_API_KEY): a configured secret, compared in constant time.
 *
 * Callers are recognised by the secret, never by their address: the right secret is always let in,
 * so the portal's own server (which calls the engine from 127.0.0.1) and the provider's CLI never
 * share a limit with the public. Wrong and missing secrets are counted per client address and
 * refused with 429 beyond the limit. That limit cannot stop someone from learning whether one guess
 * is right, so the secrets must be beyond guessing: at least 32 characters (`npm run demo` creates
 * 32 random ones); a shorter one switches its API off.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { type ApiRequest, header } from '../http/api';
import { ApiError, errorItem, tooManyRequests } from '../http/errors';
import { minimumSecretLength } from '../config';
import { log } from '../log';
import { consume, type RateLimit } from '../rate-limits/rate-limiter';

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

function notConfigured(access: SecretAccess, problem: string): ApiError {
  const warning = `${access.setting} ${problem}`;
  if (!warnedAbout.has(warning)) {
    warnedAbout.add(warning);
    log.error(`${warning}: its API refuses every request`, { setting: access.setting });
  }
  return ApiError.of(503, 'not_configured');
}

/** Throws the matching ApiError unless `presented` is the configured secret. */
export async function requireSecret(request: ApiRequest, presented: string | undefined, access: SecretAccess): Promise<void> {
  if (!access.secret) throw notConfigured(access, 'is not set');
  if (access.secret.length < minimumSecretLength) throw notConfigured(access, `is shorter than ${minimumSecretLength} characters`);
  if (presented !== undefined && sameSecret(presented, access.secret)) return;

  const failures = await consume(`${access.counter}:ip:${request.ip}`, access.failures);
  if (!failures.allowed) throw tooManyRequests(failures.retryAfterSeconds);
  throw new ApiError(401, [errorItem(presented === undefined ? `missing_${access.kind}` : `invalid_${access.kind}`)], {
    'WWW-Authenticate': 'Bearer',
  });
}
