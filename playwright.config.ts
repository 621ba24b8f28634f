import { defineConfig } from '@playwright/test';
import { sampleProvider } from './scripts/sample-provider';
import { e2eBackofficeKey, e2eChromium, e2eDataDir, e2eEngineToken, e2eFrameAncestors, e2ePort, e2eStaffTotpKey } from './e2e/support/environment';

const baseURL = `http://localhost:${e2ePort}`;
// E2E_SKIP_BUILD=1 reuses the last build while iterating on the specs.
// `npm test` has checked the types before (`npm run typecheck`), so the build skips its own pass over them.
const build = process.env.E2E_SKIP_BUILD ? '' : 'NEXT_BUILD_SKIP_TYPECHECK=1 npx next build --webpack && ';

/**
 * The e2e suite drives a production build in Debian's Chromium against the real backend, on an
 * embedded database created fresh for the run.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A trace records every action's DOM and screen, about a fifth more CPU for the whole run:
    // E2E_TRACE=1 keeps one for each failed test. Without it a failure leaves a screenshot and the
    // page's accessibility tree (error-context.md).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium as its headless shell (Debian package chromium-headless-shell): the same
      // engine, without the full browser's interface processes, which cost more than twice the CPU for
      // the same pages. It is the build Playwright itself runs headless tests in.
      executablePath: e2eChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `${build}rm -rf ${e2eDataDir} && node --import tsx server.ts`,
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // The build is a production build: it needs the provider's legal data, here the fictional company.
      ...sampleProvider,
      PORT: String(e2ePort),
      APP_URL: baseURL,
      // A partner site that may embed the public pages (e2e/framing.spec.ts), set at run time.
      FRAME_ANCESTORS: e2eFrameAncestors,
      // nginx in front for e2e/nginx.spec.ts runs on this machine; the browser tests reach the server directly.
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      MAIL_OUTBOX_DIR: `${e2eDataDir}/mail`,
      BACKOFFICE_API_KEY: e2eBackofficeKey,
      ENGINE_ACCESS_TOKEN: e2eEngineToken,
      STAFF_TOTP_KEY: e2eStaffTotpKey,
      // Memberships are paid by direct debit: the Bundesbank's example creditor identifier (e2e/memberships.spec.ts).
      SEPA_CREDITOR_ID: 'DE98ZZZ09999999999',
      NEXT_TELEMETRY_DISABLED: '1',
      // Pages with reviews are built again a second after a visit, so a review published in a test shows (e2e/reviews.spec.ts).
      REVIEWS_REFRESH_SECONDS: '1',
      // Every spec signs up and signs in from 127.0.0.1; the per-address limits stay as in production.
      ...Object.fromEntries(
        ['SIGN_IN', 'REGISTRATION', 'PASSWORD_RESET', 'CONFIRMATION'].map((action) => [`RATE_LIMIT_${action}_PER_IP`, '100000/60']),
      ),
    },
  },
});
