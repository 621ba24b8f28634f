import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { parseTrustedProxies } from '@/server/config';
import { clientAddress } from '@/server/http/client-address';
import { answer, hashPasswordsCheaply, movableClock, password, registrationBody, setUpAccountTests, signIn, uniqueEmail } from './support/accounts';
import { engineHeaders } from './support/cases';
import { testServerForFile } from './support/test-server';

/**
 * Behind a reverse proxy the client address comes from X-Forwarded-For, read from the right: a client
 * may send any X-Forwarded-For it likes, and the proxy only appends the address it saw. Entries left of
 * the trusted proxies' part are the client's own words and must never choose the rate-limit bucket.
 */
const server = testServerForFile();
setUpAccountTests({ ipLimits: true });
hashPasswordsCheaply();
beforeAll(() => {
  // One proxy in front (nginx on the same machine): the test server's peer, 127.0.0.1, is that proxy.
  process.env.TRUST_PROXY = '1';
});

let counter = 0;
const made = () => `203.0.113.${(counter += 1) % 250}`;
/** What the proxy forwards: whatever the client claimed, then the address the proxy saw. */
const viaProxy = (realClient: string, claimed = `198.51.100.${Math.floor(Math.random() * 250)}`) => ({
  'X-Forwarded-For': `${claimed}, ${realClient}`,
});

describe('client address behind a proxy', () => {
  it('counts sign-ins of one client together, whatever it writes into X-Forwarded-For', async () => {
    movableClock();
    const client = made();
    const statuses: number[] = [];
    for (let i = 0; i < 51; i += 1) statuses.push((await signIn(server, uniqueEmail(), password, viaProxy(client))).status);
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await signIn(server, uniqueEmail(), password, viaProxy(made()))).status).toBe(401);
  });

  it('keeps the hourly registration limit for a client that varies its X-Forwarded-For', async () => {
    movableClock();
    const client = made();
    const post = () => server.request('/api/v1/users', { method: 'POST', body: registrationBody(uniqueEmail()), headers: viaProxy(client) });
    for (let i = 0; i < 10; i += 1) expect((await post()).status).toBe(201);
    expect((await answer(await post())).status).toBe(429);
  });

  it("cannot lock out the portal's own server by claiming its address", async () => {
    movableClock();
    const path = '/api/request_history.json?id=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const attacker = made();
    for (let i = 0; i < 25; i += 1) {
      await server.request(path, { headers: { Authorization: 'Bearer guess', ...viaProxy(attacker, '::ffff:127.0.0.1') } });
    }
    expect((await server.request(path, { headers: { Authorization: 'Bearer guess', ...viaProxy(attacker) } })).status).toBe(429);
    // The page server calls directly, without a proxy, with the engine token.
    expect((await server.request(path, { headers: engineHeaders })).status).toBe(404);
  });
});

describe('TRUST_PROXY', () => {
  const request = (peer: string, forwardedFor?: string) =>
    ({ socket: { remoteAddress: peer } as Socket, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as IncomingMessage;

  it('reads false, a number of proxies, true as one proxy, and address lists', () => {
    expect(parseTrustedProxies(undefined)).toBe(false);
    expect(parseTrustedProxies('false')).toBe(false);
    expect(parseTrustedProxies('true')).toBe(1);
    expect(parseTrustedProxies('2')).toBe(2);
    expect(parseTrustedProxies('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => parseTrustedProxies('nginx.internal')).toThrow(/TRUST_PROXY/);
  });

  it('takes the peer without proxies, and the first untrusted address from the right with them', () => {
    expect(clientAddress(request('192.0.2.1', 'evil, 192.0.2.9'), false)).toBe('192.0.2.1');
    expect(clientAddress(request('127.0.0.1', 'evil, 192.0.2.9'), 1)).toBe('192.0.2.9');
    // A CDN in front of nginx: two proxies.
    expect(clientAddress(request('127.0.0.1', 'evil, 192.0.2.9, 198.51.100.7'), 2)).toBe('192.0.2.9');
    expect(clientAddress(request('127.0.0.1', 'evil, 192.0.2.9, 10.1.2.3'), ['loopback', '10.0.0.0/8'])).toBe('192.0.2.9');
    // A peer that is not a trusted proxy is the client, whatever it forwards.
    expect(clientAddress(request('192.0.2.50', 'evil'), ['loopback'])).toBe('192.0.2.50');
    expect(clientAddress(request('127.0.0.1'), 1)).toBe('127.0.0.1');
  });
});
