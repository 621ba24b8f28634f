/**
 * Rate limits on the account endpoints and the sign-in lockout, counted in the database so every app
 * instance shares them (numbers in settings.ts and docs/accounts.md). Accounts are counted by e-mail
 * address, whether or not an account with it exists, so neither a limit nor a lock reveals which
 * addresses have accounts.
 */
import { DomainError } from '../domain-error';
import { log } from '../log';
import { consume, peek, reset, withinRateLimit } from '../rate-limits/rate-limiter';
import { addressKey } from '../secrets';
import { accountSettings, type LimitedAction } from './settings';

const keyPrefix: Record<LimitedAction, string> = {
  signIn: 'sign_in',
  registration: 'registration',
  passwordReset: 'password_reset',
  confirmation: 'confirmation',
};

/** Counts an attempt per client IP, then per address; answers 429 too_many_requests beyond either limit. */
export async function countAttempt(action: LimitedAction, ip: string, email: string): Promise<void> {
  const limits = accountSettings.rateLimits(action);
  await withinRateLimit(`${keyPrefix[action]}:ip:${ip}`, limits.perIp);
  await withinRateLimit(`${keyPrefix[action]}:account:${addressKey(email)}`, limits.perAccount);
}

const failuresKey = (email: string) => `sign_in_failures:${addressKey(email)}`;
const lockKey = (email: string) => `sign_in_lock:${addressKey(email)}`;
// A lock is a window with one hit and a limit of none: "not allowed" until the window ends.
const lock = () => ({ limit: 0, windowSeconds: accountSettings.lockoutSeconds });

/** account_locked (429), with the wait in seconds and whole minutes for the message. */
const accountLocked = (retryAfterSeconds: number) => DomainError.of('account_locked', null, { retryAfter: retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) });

/** Refuses sign-in while the address is locked. */
export async function assertNotLocked(email: string): Promise<void> {
  const state = await peek(lockKey(email), lock());
  if (!state.allowed) throw accountLocked(state.retryAfterSeconds);
}

/**
 * Records a failed sign-in. The failure that reaches the threshold locks the address and is answered
 * with the lock (the caller answers earlier failures with bad_credentials).
 */
export async function recordFailedSignIn(email: string): Promise<void> {
  const failures = await consume(failuresKey(email), accountSettings.lockoutAfter);
  if (failures.allowed && failures.hits < accountSettings.lockoutAfter.limit) return;
  const locked = await consume(lockKey(email), lock());
  await reset(failuresKey(email));
  // The hashed key, not the address: logs hold no addresses typed by strangers.
  log.warn('sign-in locked', { address: addressKey(email), seconds: locked.retryAfterSeconds });
  throw accountLocked(locked.retryAfterSeconds);
}

/** A successful sign-in starts counting failures afresh (a lock cannot exist: it was checked first). */
export async function clearFailedSignIns(email: string): Promise<void> {
  await reset(failuresKey(email));
}

/** A password reset lifts a lock at once: the owner has just proved access to the mailbox. */
export async function liftLock(email: string): Promise<void> {
  await reset(failuresKey(email));
  await reset(lockKey(email));
}
