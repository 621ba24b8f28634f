import { serverConfig } from '../config';
import type { RateLimit } from '../rate-limits/rate-limiter';
import { rateLimitSetting } from '../rate-limits/settings';

/** How long a confirmation link is valid; an unconfirmed sign-up is deleted after it. */
export const newsletterConfirmationDays = (): number => serverConfig.positiveInteger('NEWSLETTER_CONFIRMATION_DAYS', 7);

/**
 * Sign-ups per client IP and per address: a stranger must not be able to fill an inbox with
 * confirmation mails (every sign-up of a pending address sends one).
 */
export function newsletterRateLimits(): { perIp: RateLimit; perEmail: RateLimit } {
  return {
    perIp: rateLimitSetting('RATE_LIMIT_NEWSLETTER_PER_IP', '10/3600'),
    perEmail: rateLimitSetting('RATE_LIMIT_NEWSLETTER_PER_EMAIL', '3/86400'),
  };
}

/** Checks every newsletter setting; throws with the first wrong one. Called at server start. */
export function checkNewsletterSettings(): void {
  newsletterConfirmationDays();
  newsletterRateLimits();
}
