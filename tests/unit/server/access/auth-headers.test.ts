/** @jest-environment node */
import { presentedCredentials, sessionHeaders } from '@/server/access/auth-headers';

const credentials = { uid: 'kim@example.de', client: 'client-1', accessToken: 'token-1' };

describe('presented credentials', () => {
  it('come from the uid, client and access-token headers', () => {
    expect(presentedCredentials({ headers: { uid: 'kim@example.de', client: 'client-1', 'access-token': 'token-1' } })).toEqual(credentials);
  });

  it("come from devise_token_auth's Bearer header of base64 JSON when those are missing", () => {
    const bearer = Buffer.from(JSON.stringify({ uid: 'kim@example.de', client: 'client-1', 'access-token': 'token-1', expiry: '1' })).toString('base64');
    expect(presentedCredentials({ headers: { authorization: `Bearer ${bearer}` } })).toEqual(credentials);
  });

  it.each([
    {},
    { uid: 'kim@example.de', client: 'client-1' },
    { uid: '', client: 'client-1', 'access-token': 'token-1' },
    { uid: 'kim@example.de', client: 'client-1', 'access-token': 'x'.repeat(600) },
    { authorization: 'Bearer token-1' },
    { authorization: `Bearer ${Buffer.from('[1]').toString('base64')}` },
    { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
  ])('are absent for %j', (headers) => {
    expect(presentedCredentials({ headers })).toBeUndefined();
  });
});

it('session headers carry the expiry in epoch seconds', () => {
  expect(sessionHeaders({ ...credentials, expiresAt: new Date('2026-03-15T12:00:00.900Z') })).toEqual({
    'access-token': 'token-1',
    'token-type': 'Bearer',
    client: 'client-1',
    uid: 'kim@example.de',
    expiry: String(Date.UTC(2026, 2, 15, 12) / 1000),
  });
});
