import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { e2ePort } from './support/environment';

/**
 * The iframe layout mode on a partner site, in Chromium: the e2e server runs with the partner
 * (http://127.0.0.1:*) in FRAME_ANCESTORS, set at run time, which lets it show the public pages,
 * calculators and the mini funnel, and nothing that takes credentials or shows customer data. Another
 * site (127.0.0.2) may frame nothing.
 */
const portal = `http://localhost:${e2ePort}`;

/** A site on `host` whose only page embeds the portal path in its query. */
function site(host: string) {
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').searchParams.get('embed') ?? '/';
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>Partner</title><iframe src="${portal}${path}" width="800" height="600"></iframe>`);
  });
  const origin = new Promise<string>((resolve) => server.listen(0, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`)));
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

// Started in beforeAll, not at load: a worker that runs this file's tests in several batches runs
// afterAll after each batch and beforeAll again before the next.
let partner: ReturnType<typeof site>;
let stranger: ReturnType<typeof site>;
test.beforeAll(() => {
  partner = site('127.0.0.1');
  stranger = site('127.0.0.2');
});
test.afterAll(async () => {
  await partner.close();
  await stranger.close();
});

/** Opens the site's page that embeds `path`; `refused` tells whether Chromium blocked the frame by its CSP. */
async function embed(page: Page, origin: string, path: string) {
  const refused = page
    .waitForEvent('console', { predicate: (message) => message.text().includes('frame-ancestors'), timeout: 10_000 })
    .then(() => true, () => false);
  const response = page.waitForResponse(`${portal}${path}`);
  await page.goto(`${origin}/?embed=${encodeURIComponent(path)}`);
  await response;
  return { frame: page.frameLocator('iframe'), refused };
}

/** Where the iframe ended up: the portal page, or Chromium's error page for a refused frame. */
async function frameUrl(page: Page) {
  await page.waitForLoadState('load');
  return page.frames().find((frame) => frame !== page.mainFrame())?.url() ?? '';
}

test.describe('a partner site', () => {
  for (const path of ['/mietpreisbremse/rechner?iframe=true', '/minifunnel/girokosten?iframe=true', '/en/rent?iframe=true']) {
    test(`may show ${path}`, async ({ page }) => {
      const { frame } = await embed(page, await partner.origin, path);
      await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await frameUrl(page)).toBe(`${portal}${path}`);
    });
  }

  for (const path of ['/anmelden?iframe=true', '/en/signup?iframe=true', '/kennwort-zuruecksetzen?iframe=true', '/dashboard?iframe=true', '/case?id=x&iframe=true']) {
    test(`may not show ${path}`, async ({ page }) => {
      const { refused } = await embed(page, await partner.origin, path);
      expect(await refused).toBe(true);
      // The refused frame's error page can take a moment to replace the blank one on a busy machine.
      await expect.poll(() => frameUrl(page)).toMatch(/^chrome-error:/);
    });
  }
});

test('another site may not show even the public pages', async ({ page }) => {
  const { refused } = await embed(page, await stranger.origin, '/mietpreisbremse/rechner?iframe=true');
  expect(await refused).toBe(true);
  expect(await frameUrl(page)).toMatch(/^chrome-error:/);
});
