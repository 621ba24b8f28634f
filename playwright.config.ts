import { defineConfig } from '@playwright/test';
import { e2eBaseUrl, e2eBuildCommand, e2eChromium, e2eDataDir, e2eServerEnvironment } from './e2e/support/environment';

// E2E_SKIP_BUILD=1 reuses the last build: `npm test` builds in a stage of its own, a developer iterating on the specs once.
const build = process.env.E2E_SKIP_BUILD ? '' : `${e2eBuildCommand} && `;

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
    baseURL: e2eBaseUrl,
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
  // One built server for both projects. `no-javascript` drives the pages as a browser without script
  // does: the homepage's mini calculator and the calculator pages, answered on the server.
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: 'no-javascript.spec.ts' },
    { name: 'no-javascript', use: { browserName: 'chromium', javaScriptEnabled: false }, testMatch: 'no-javascript.spec.ts' },
  ],
  webServer: {
    command: `${build}rm -rf ${e2eDataDir} && node --import tsx server.ts`,
    url: `${e2eBaseUrl}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eServerEnvironment,
  },
});
