/** The back office's session lifetimes and link lifetimes, read from the environment at run time (.env.example). */
import { serverConfig } from '../config';
import { rateLimitSetting } from '../rate-limits/settings';

const hour = 3600;

export const staffSettings = {
  /** A staff session without a request for this long has ended: 15 minutes by default. */
  get sessionIdleSeconds() {
    return serverConfig.positiveInteger('STAFF_SESSION_IDLE_MINUTES', 15) * 60;
  },
  /** However busy, a staff session ends this long after its sign-in: a working day. */
  get sessionMaxSeconds() {
    return serverConfig.positiveInteger('STAFF_SESSION_MAX_HOURS', 10) * hour;
  },
  /** An invitation (enrolment link) works for 3 days. */
  invitationLifetimeSeconds: 72 * hour,
  /** Recovery codes handed out at enrolment. */
  recoveryCodeCount: 10,
  /** The issuer shown in authenticator apps. */
  totpIssuer: 'Klarfall Backoffice',
  /**
   * Completing an enrolment per client network, `<attempts>/<seconds>`: each member does it once or
   * twice (a mistyped code); more is someone guessing links.
   */
  get enrolmentRateLimit() {
    return rateLimitSetting('RATE_LIMIT_ENROLMENT_PER_IP', '20/3600');
  },
  /** Whether cookies need HTTPS: wherever the portal is reached over it (production). */
  get secureCookies() {
    return serverConfig.appUrl.startsWith('https:');
  },
};
