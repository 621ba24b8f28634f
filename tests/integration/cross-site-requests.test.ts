import { answer, failure, setUpAccountTests, uniqueEmail } from './support/accounts';
import { testServerForFile } from './support/test-server';

/**
 * A page on another site must not make a visitor's browser change anything here: Sec-Fetch-Site
 * decides, Origin where a browser does not send it, and ALLOWED_ORIGINS lets named sites in.
 */
const server = testServerForFile();
setUpAccountTests();
beforeAll(() => {
  process.env.ALLOWED_ORIGINS = 'https://app.klarfall.example';
});

const resetRequest = (headers: Record<string, string>) =>
  server.request('/api/v1/users/password', { method: 'POST', body: { email: uniqueEmail() }, headers });

const refused = failure(403, 'cross_site_request');

describe('cross-site requests', () => {
  it('refuses a state-changing request that a browser sends for another site', async () => {
    expect(await answer(await resetRequest({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }))).toEqual(refused);
    expect(await answer(await resetRequest({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-site' }))).toEqual(refused);
    const signOut = await server.request('/api/v1/users/sign_out', { method: 'DELETE', headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(await answer(signOut)).toEqual(refused);
  });

  it("falls back to Origin for browsers that do not send Sec-Fetch-Site", async () => {
    expect(await answer(await resetRequest({ Origin: 'https://evil.example' }))).toEqual(refused);
    expect(await answer(await resetRequest({ Origin: 'null' }))).toEqual(refused);
    expect((await resetRequest({ Origin: 'http://portal.test' })).status).toBe(200);
    // The page's own host, under another name than APP_URL's.
    expect((await resetRequest({ Origin: new URL(server.url).origin })).status).toBe(200);
  });

  it("lets the portal's own pages, typed requests and configured origins through", async () => {
    expect((await resetRequest({ Origin: 'http://portal.test', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await resetRequest({ 'Sec-Fetch-Site': 'none' })).status).toBe(200);
    expect((await resetRequest({ Origin: 'https://app.klarfall.example', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(200);
  });

  it('lets clients through that are not browsers (no Origin, no Sec-Fetch-Site)', async () => {
    expect((await resetRequest({})).status).toBe(200);
  });

  it('leaves reading requests and the confirmation link alone', async () => {
    const link = await server.request('/api/v1/users/confirmation?confirmation_token=unbekannt', {
      redirect: 'manual',
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(link.status).toBe(302);
  });
});
