/**
 * The account service's lifetimes and abuse limits, read from the environment at run time (listed in
 * .env.example, explained in docs/accounts.md).
 */
import { serverConfig } from '../config';
import type { RateLimit } from '../rate-limits/rate-limiter';
import { rateLimitSetting as rateLimit } from '../rate-limits/settings';

const hour = 3600;
const day = 24 * hour;

export type LimitedAction = 'signIn' | 'registration' | 'passwordReset' | 'confirmation';

export const accountSettings = {
  /** How long a sign-in stays valid at most, however busy (devise_token_auth's token_lifespan): 2 weeks. */
  get tokenLifespanSeconds() {
    return serverConfig.positiveInteger('TOKEN_LIFESPAN_DAYS', 14) * day;
  },
  /** A session without a request for this long has ended: 60 minutes. */
  get sessionIdleSeconds() {
    return serverConfig.positiveInteger('SESSION_IDLE_MINUTES', 60) * 60;
  },
  /** Signed-in clients (browsers, apps) per account; the oldest sign-in is dropped beyond this. */
  maxClientsPerUser: 10,
  /** A confirmation link works for 3 days. */
  confirmationLifetimeSeconds: 3 * day,
  /** A password-reset link works for 2 hours. */
  passwordResetLifetimeSeconds: 2 * hour,

  /** Attempts per client IP and per e-mail address (known or not, so the limit reveals nothing). */
  rateLimits(action: LimitedAction): { perIp: RateLimit; perAccount: RateLimit } {
    switch (action) {
      case 'signIn':
        return {
          perIp: rateLimit('RATE_LIMIT_SIGN_IN_PER_IP', '50/600'),
          perAccount: rateLimit('RATE_LIMIT_SIGN_IN_PER_ACCOUNT', '20/600'),
        };
      case 'registration':
        return {
          perIp: rateLimit('RATE_LIMIT_REGISTRATION_PER_IP', '10/3600'),
          perAccount: rateLimit('RATE_LIMIT_REGISTRATION_PER_ACCOUNT', '5/3600'),
        };
      case 'passwordReset':
        return {
          perIp: rateLimit('RATE_LIMIT_PASSWORD_RESET_PER_IP', '10/3600'),
          perAccount: rateLimit('RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT', '3/3600'),
        };
      case 'confirmation':
        return {
          perIp: rateLimit('RATE_LIMIT_CONFIRMATION_PER_IP', '10/3600'),
          perAccount: rateLimit('RATE_LIMIT_CONFIRMATION_PER_ACCOUNT', '3/3600'),
        };
    }
  },

  /** Failed sign-ins for one e-mail address within a window that lock it (`<failures>/<seconds>`). */
  get lockoutAfter(): RateLimit {
    return rateLimit('SIGN_IN_LOCKOUT_AFTER', '10/3600');
  },
  /** How long a locked address cannot sign in (a password reset lifts the lock at once). */
  get lockoutSeconds() {
    return serverConfig.positiveInteger('SIGN_IN_LOCKOUT_SECONDS', 1800);
  },
};
