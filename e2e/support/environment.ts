import path from 'node:path';
import { sampleProvider } from '../../scripts/sample-provider';

/** Where the e2e server listens and keeps its data; the specs read the mail outbox from there. */
export const e2ePort = Number(process.env.E2E_PORT || 3210);
export const e2eDataDir = path.resolve(__dirname, '..', '..', '.data', `e2e-${e2ePort}`);
export const e2eMailDir = path.join(e2eDataDir, 'mail');
export const e2eBaseUrl = `http://localhost:${e2ePort}`;

/** The browser of the Playwright suite (see playwright.config.ts). */
export const e2eChromiumPath = (env: Record<string, string | undefined>) => env.E2E_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
export const e2eChromium = e2eChromiumPath(process.env);

/** Secrets the e2e server runs with (playwright.config.ts); the CLI and the specs use them too. */
export const e2eBackofficeKey = 'e2e-backoffice-key-4f1c9a8d2e7b5c03';
export const e2eEngineToken = 'e2e-engine-token-7b2d5e1a9c4f8e60';
export const e2eStaffTotpKey = 'e2e-staff-totp-key-0d6a3f9b1e8c2a75';
/** The caseworkers' mailbox (CASEWORKERS_EMAIL): new orders with a deadline and the daily digest go there. */
export const e2eCaseworkersEmail = 'fristen@example.org';

/**
 * A partner site allowed to show the public pages in an iframe: e2e/framing.spec.ts serves its page on
 * 127.0.0.1 (any port). A local origin other than the server's own: Chromium lets no public site frame a
 * local one.
 */
export const e2ePartnerOrigin = 'http://127.0.0.1:*';
/** FRAME_ANCESTORS of the e2e server (and of nginx in front of it). */
export const e2eFrameAncestors = `'self' ${e2ePartnerOrigin}`;

/**
 * The e2e server's environment, for its build and its run: the build bakes in APP_URL, the provider's
 * data and the reviews' refresh time, so that `npm test` may build beforehand (E2E_SKIP_BUILD=1 then).
 */
export const e2eServerEnvironment: Record<string, string> = {
  // The build is a production build: it needs the provider's legal data, here the fictional company.
  ...sampleProvider,
  PORT: String(e2ePort),
  APP_URL: e2eBaseUrl,
  // A partner site that may embed the public pages (e2e/framing.spec.ts), set at run time.
  FRAME_ANCESTORS: e2eFrameAncestors,
  // nginx in front for e2e/nginx.spec.ts runs on this machine; the browser tests reach the server directly.
  TRUST_PROXY: '127.0.0.1',
  DATA_DIR: e2eDataDir,
  MAIL_OUTBOX_DIR: `${e2eDataDir}/mail`,
  BACKOFFICE_API_KEY: e2eBackofficeKey,
  ENGINE_ACCESS_TOKEN: e2eEngineToken,
  STAFF_TOTP_KEY: e2eStaffTotpKey,
  CASEWORKERS_EMAIL: e2eCaseworkersEmail,
  // Memberships are paid by direct debit: the Bundesbank's example creditor identifier (e2e/memberships.spec.ts).
  SEPA_CREDITOR_ID: 'DE98ZZZ09999999999',
  NEXT_TELEMETRY_DISABLED: '1',
  // Pages with reviews are built again a second after a visit, so a review published in a test shows (e2e/reviews.spec.ts).
  REVIEWS_REFRESH_SECONDS: '1',
  // Every spec signs up and signs in from 127.0.0.1; the per-address limits stay as in production.
  ...Object.fromEntries(['SIGN_IN', 'REGISTRATION', 'PASSWORD_RESET', 'CONFIRMATION'].map((action) => [`RATE_LIMIT_${action}_PER_IP`, '100000/60'])),
};

/**
 * The e2e build, a shell command run with e2eServerEnvironment. `npm test` has checked the types before
 * (`npm run typecheck`), so it skips Next's own pass over them.
 */
export const e2eBuildCommand = 'NEXT_BUILD_SKIP_TYPECHECK=1 npx next build --webpack';
