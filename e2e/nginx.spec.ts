import { randomBytes } from 'node:crypto';
import https from 'node:https';
import { expect, test } from '@playwright/test';
import { e2eEngineToken, e2eFrameAncestors, e2ePartnerOrigin, e2ePort } from './support/environment';
import { startNginx, type ThrowawayNginx } from './support/nginx';
import { samplePng } from '../tests/support/sample-documents';

/**
 * The production set-up: Debian's nginx with deploy/nginx's site file in front of the e2e server. nginx
 * serves the prerendered pages and the hashed assets itself, with the portal's security headers, sends
 * every dynamic route to the portal with the forwarded headers it trusts (the e2e server runs with
 * TRUST_PROXY=127.0.0.1), redirects http to https, and the pages work in a browser through it.
 */
const httpPort = Number(process.env.E2E_NGINX_PORT || e2ePort + 1);
const httpsPort = httpPort + 1;

let nginx: ThrowawayNginx;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  nginx = await startNginx({ httpPort, httpsPort, upstreams: [`127.0.0.1:${e2ePort}`], frameAncestors: e2eFrameAncestors });
});

test.afterAll(async () => {
  await nginx?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request to nginx; `from` picks the client's own address (any 127.x.y.z reaches it on Linux). */
function call(path: string, { method = 'GET', headers = {}, from, body }: { method?: string; headers?: Record<string, string>; from?: string; body?: Buffer } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = https.request(
      { host: '127.0.0.1', port: httpsPort, path, method, headers: { host: 'localhost', ...headers }, localAddress: from, rejectUnauthorized: false, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Whether nginx's access log shows the portal answering the last request for `path` (nginx logs just after answering). */
async function answeredByPortal(path: string): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const line = nginx.accessLog().filter((entry) => entry.includes(` ${path} `)).pop();
    if (line) return !line.endsWith('upstream=-');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no access log line for ${path}`);
}

test('redirects http to https', async () => {
  const response = await fetch(`${nginx.httpUrl}/miete?utm_source=x`, { redirect: 'manual' });
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe(`https://localhost:${httpsPort}/miete?utm_source=x`);
});

test('serves prerendered pages from disk with the portal’s own security headers and framing rule', async () => {
  for (const path of ['/', '/miete', '/en/guides', '/ratgeber/mietpreisbremse-verlaengert-bis-2029', '/anmelden', '/en/signup']) {
    const answer = await call(path);
    expect(answer.status, path).toBe(200);
    expect(answer.body).toContain('<html');
    expect(await answeredByPortal(path), path).toBe(false);
    const direct = await fetch(`http://127.0.0.1:${e2ePort}${path}`);
    expect(answer.headers['content-security-policy'], path).toBe(direct.headers.get('content-security-policy'));
    expect(answer.headers['x-frame-options'] ?? null, path).toBe(direct.headers.get('x-frame-options'));
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
  expect((await call('/miete')).headers['content-security-policy']).toContain(`frame-ancestors 'self' ${e2ePartnerOrigin}`);
  // Compressed once, by npm run nginx:config, not per request.
  const compressed = await call('/miete', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(compressed.headers['content-encoding']).toBe('gzip');
  expect(compressed.headers.vary).toContain('Accept-Encoding');
  expect((await call('/anmelden')).headers['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('keeps hashed assets for a year and serves them from disk', async () => {
  // The sign-in page runs the app (the content pages ship no JavaScript).
  const page = await call('/anmelden');
  const asset = /\/_next\/static\/[^"]+\.js/.exec(page.body)?.[0];
  expect(asset).toBeTruthy();
  const answer = await call(asset!);
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await answeredByPortal(asset!)).toBe(false);
});

test('sends the dynamic routes to the portal', async () => {
  const dashboard = await call('/dashboard');
  expect(dashboard.status).toBe(307);
  expect(dashboard.headers.location).toContain('/anmelden');
  expect(await answeredByPortal('/dashboard')).toBe(true);
  expect((await call('/api/health')).status).toBe(200);
  const banks = await call('/girokosten/banks?search=sparkasse');
  expect(banks.status).toBe(200);
  expect(await answeredByPortal('/girokosten/banks?search=sparkasse')).toBe(true);
  expect((await call('/nirgendwo')).status).toBe(404);
  expect((await call('/404')).status).toBe(404);
  expect((await call('/robots.txt')).body).toContain('Sitemap:');
});

test('takes uploads up to the portal’s own limit and leaves the refusals to it', async () => {
  const draft = await call('/api/commissioning/drafts', { method: 'POST' });
  expect(draft.status).toBe(201);
  const { draft_token: token } = JSON.parse(draft.body) as { draft_token: string };
  const png = Buffer.from(samplePng(16, 16, true));
  const send = (bytes: Buffer) =>
    call('/api/commissioning/drafts/documents?category=rental-contract', {
      method: 'POST',
      headers: { 'X-Draft-Token': token, 'X-File-Name': 'Foto.png', 'Content-Type': 'application/octet-stream', 'Content-Length': String(bytes.length) },
      body: bytes,
    });
  // A 2 MB photo: far beyond the 64 KB nginx allows other requests.
  const stored = await send(Buffer.concat([png, randomBytes(2 * 1024 * 1024 - png.byteLength)]));
  expect(stored.status, stored.body).toBe(201);
  // Beyond the file limit: the portal's own refusal, not nginx's page.
  const tooLarge = await send(Buffer.alloc(10 * 1024 * 1024 + 100));
  expect(tooLarge.status).toBe(413);
  expect((JSON.parse(tooLarge.body) as { errors: { code: string }[] }).errors[0].code).toBe('payload_too_large');
});

test('refuses methods nothing serves', async () => {
  expect((await call('/', { method: 'TRACE' })).status).toBe(405);
  expect((await call('/api/v1/me', { method: 'PROPFIND' })).status).toBe(405);
});

test('passes the client address the portal trusts: a client cannot pick its own rate-limit bucket', async () => {
  const path = '/api/request_history.json?id=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
  const client = '127.0.0.2';
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 21; attempt += 1) {
    const claimed = `198.51.100.${attempt}, ::ffff:127.0.0.1`;
    statuses.push((await call(path, { from: client, headers: { Authorization: 'Bearer guess', 'X-Forwarded-For': claimed } })).status);
  }
  expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
  expect(statuses[20]).toBe(429);
  // Another client behind the same nginx, and the portal's own server with the engine token, go on.
  expect((await call(path, { from: '127.0.0.3', headers: { Authorization: 'Bearer guess' } })).status).toBe(401);
  expect((await call(path, { from: client, headers: { Authorization: `Bearer ${e2eEngineToken}` } })).status).toBe(404);
});

test('the pages work in a browser through nginx', async ({ browser }) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${nginx.httpsUrl}/anmelden`);
  await page.getByRole('link', { name: /registrieren/i }).first().click();
  await expect(page).toHaveURL(/\/registrieren$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The client-side page change fetched the page's data, from disk.
  const data = nginx.accessLog().filter((line) => line.includes('/_next/data/'));
  expect(data).toContainEqual(expect.stringMatching(/^GET \S+\/registrieren\.json /));
  for (const line of data) expect(line).toMatch(/ 200 upstream=-$/);
  expect(problems).toEqual([]);
  await context.close();
});
