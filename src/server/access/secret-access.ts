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
import { errorItem } from '@/contracts/errors';
import { DomainError, tooManyRequests } from '../domain-error';
import { minimumSecretLength, serverConfig } from '../config';
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

function notConfigured(access: SecretAccess, problem: string): DomainError {
  const warning = `${access.setting} ${problem}`;
  if (!warnedAbout.has(warning)) {
    warnedAbout.add(warning);
    log.error(`${warning}: its API refuses every request`, { setting: access.setting });
  }
  return DomainError.of('not_configured');
}

/** Throws the matching DomainError unless `presented` is the configured secret. */
export async function requireSecret(request: ApiRequest, presented: string | undefined, access: SecretAccess): Promise<void> {
  if (!access.secret) throw notConfigured(access, 'is not set');
  if (access.secret.length < minimumSecretLength) throw notConfigured(access, `is shorter than ${minimumSecretLength} characters`);
  if (presented !== undefined && sameSecret(presented, access.secret)) return;

  const failures = await consume(`${access.counter}:ip:${request.ip}`, access.failures);
  if (!failures.allowed) throw tooManyRequests(failures.retryAfterSeconds);
  throw new DomainError([errorItem(presented === undefined ? `missing_${access.kind}` : `invalid_${access.kind}`)]);
}

/** A route's `authorise` for a secret, read from the request by `presented`. */
const secretDoor = (access: () => SecretAccess, presented: (request: ApiRequest) => string | undefined = bearerCredential) => ({
  authorise: (request: ApiRequest) => requireSecret(request, presented(request), access()),
});

/** The back-office API (the provider's command line and scripts), for every domain that serves it: cases, reviews, staff. */
export const backofficeApiKey = secretDoor(() => ({
  kind: 'api_key',
  setting: 'BACKOFFICE_API_KEY',
  secret: serverConfig.backofficeApiKey,
  failures: { limit: 10, windowSeconds: 15 * 60 },
  counter: 'backoffice_key_failures',
}));

/**
 * The engine service: the portal's own server, which renders the status page. The token comes in
 * `Authorization: Bearer <token>` (what the portal sends; it stays out of URLs and access logs) or,
 * for callers that put it into the URL, in a `token` query parameter.
 */
export const engineToken = secretDoor(
  () => ({ kind: 'token', setting: 'ENGINE_ACCESS_TOKEN', secret: serverConfig.engineAccessToken, failures: { limit: 20, windowSeconds: 15 * 60 }, counter: 'engine_token_failures' }),
  (request) => bearerCredential(request) ?? request.query.get('token') ?? undefined,
);
