import path from 'node:path';

/** Where the e2e server listens and keeps its data; the specs read the mail outbox from there. */
export const e2ePort = Number(process.env.E2E_PORT || 3210);
export const e2eDataDir = path.resolve(__dirname, '..', '..', '.data', `e2e-${e2ePort}`);
export const e2eMailDir = path.join(e2eDataDir, 'mail');

/** The browser of the Playwright suite (see playwright.config.ts). */
export const e2eChromiumPath = (env: Record<string, string | undefined>) => env.E2E_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
export const e2eChromium = e2eChromiumPath(process.env);

/** Secrets the e2e server runs with (playwright.config.ts); the CLI and the specs use them too. */
export const e2eBackofficeKey = 'e2e-backoffice-key-4f1c9a8d2e7b5c03';
export const e2eEngineToken = 'e2e-engine-token-7b2d5e1a9c4f8e60';
export const e2eStaffTotpKey = 'e2e-staff-totp-key-0d6a3f9b1e8c2a75';

/**
 * A partner site allowed to show the public pages in an iframe: e2e/framing.spec.ts serves its page on
 * 127.0.0.1 (any port). A local origin other than the server's own: Chromium lets no public site frame a
 * local one.
 */
export const e2ePartnerOrigin = 'http://127.0.0.1:*';
/** FRAME_ANCESTORS of the e2e server (and of nginx in front of it). */
export const e2eFrameAncestors = `'self' ${e2ePartnerOrigin}`;
