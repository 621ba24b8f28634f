import net from 'node:net';
import { sql } from 'drizzle-orm';
import { string } from 'yup';
import { endpoint } from '@/contracts/endpoint';
import { anyText, answer as answerShape, body } from '@/contracts/rules';
import { getDatabase } from '@/server/db/client';
import { ok } from '@/server/http/api';
import { type ApiRoute, route } from '@/server/http/router';
import { apiRoutes } from '@/server/api-routes';
import { testServerForFile } from './support/test-server';

const echo = endpoint({
  method: 'POST',
  path: '/api/test/echo',
  body: body({ name: anyText().required('required') }),
  answer: answerShape({ name: string().strict().defined() }),
});

const testRoutes: ApiRoute[] = [
  ...apiRoutes,
  route(echo, async ({ body }) => ok(body)),
  { method: 'GET', path: /^\/api\/test\/items\/(?<id>\d+)$/, handler: async (request) => ok(request.params) },
  {
    method: 'GET',
    path: '/api/test/crash',
    handler: async () => {
      throw new Error('boom');
    },
  },
  {
    method: 'GET',
    path: '/api/test/failing-query',
    handler: async () => {
      const db = await getDatabase();
      await db.execute(sql`select ${'$argon2id$v=19$m=19456,t=2,p=1$geheim'}::integer`);
      return ok({});
    },
  },
  {
    method: 'GET',
    path: '/api/test/database-down',
    handler: async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    },
  },
  { method: 'POST', path: '/api/test/slow-upload', body: { timeoutSeconds: 3 }, handler: async (request) => ok(request.body) },
];

// Short limits, so that the tests for slow clients take seconds.
process.env.HTTP_HEADERS_TIMEOUT_SECONDS = '1';
process.env.HTTP_BODY_TIMEOUT_SECONDS = '1';

const server = testServerForFile(testRoutes);

/** Opens a raw connection, sends `data`, and resolves with what came back once the server closed it. */
function rawExchange(data: string, { closeAfterMs = 10_000 } = {}) {
  const { port } = new URL(server.url);
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(data));
    let answer = '';
    const giveUp = setTimeout(() => socket.destroy(new Error(`still open after ${closeAfterMs} ms`)), closeAfterMs);
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on('error', reject);
  });
}

const failure = (status: number, code: string, path: string | null = null) => ({
  status,
  body: { status: 'failure', errors: [expect.objectContaining({ path, code })] },
});

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe('HTTP contract of the reference backend', () => {
  it('answers the health check with the database it reached', async () => {
    expect(await answer(await server.request('/api/health'))).toEqual({
      status: 200,
      body: { status: 'success', database: { driver: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite', latencyMs: expect.any(Number) } },
    });
  });

  it('echoes valid JSON input', async () => {
    const response = await server.request('/api/test/echo', { method: 'POST', body: { name: 'Kim' } });
    expect(await answer(response)).toEqual({ status: 200, body: { name: 'Kim' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('passes named path groups as params', async () => {
    expect(await answer(await server.request('/api/test/items/42'))).toEqual({ status: 200, body: { id: '42' } });
  });

  it('answers unknown paths with 404 not_found', async () => {
    expect(await answer(await server.request('/api/nowhere'))).toEqual(failure(404, 'not_found'));
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await server.request('/api/test/echo');
    expect(response.headers.get('allow')).toBe('POST');
    expect(await answer(response)).toEqual(failure(405, 'method_not_allowed'));
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await server.request('/api/test/echo', {
      method: 'POST',
      rawBody: '{"name": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await answer(response)).toEqual(failure(400, 'invalid_json'));
  });

  it('rejects bodies that are not JSON with 415', async () => {
    const response = await server.request('/api/test/echo', {
      method: 'POST',
      rawBody: 'name=Kim',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(await answer(response)).toEqual(failure(415, 'unsupported_media_type'));
  });

  it('rejects huge bodies with 413 without reading them', async () => {
    const response = await server.request('/api/test/echo', { method: 'POST', body: { name: 'x'.repeat(200_000) } });
    expect(await answer(response)).toEqual(failure(413, 'payload_too_large'));
  });

  it('reports wrong types, missing and unknown fields with their paths', async () => {
    expect(await answer(await server.request('/api/test/echo', { method: 'POST', body: { name: 7 } }))).toEqual(
      failure(422, 'invalid_type', 'name'),
    );
    expect(await answer(await server.request('/api/test/echo', { method: 'POST', body: {} }))).toEqual(
      failure(422, 'required', 'name'),
    );
    const unknown = await answer(await server.request('/api/test/echo', { method: 'POST', body: { name: 'Kim', admin: true } }));
    expect(unknown).toEqual(failure(422, 'unknown_field'));
    expect(unknown.body.errors[0].params).toEqual({ fields: 'admin' });
    expect(await answer(await server.request('/api/test/echo', { method: 'POST', body: [1, 2] }))).toEqual(
      failure(422, 'invalid_type'),
    );
  });

  it('answers methods nothing serves (TRACE, CONNECT, WebDAV) with 405 on every path', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'LOCK']) {
      for (const path of ['/girokosten/banks', '/api/v1/me', '/api/nowhere', '/anmelden']) {
        const { answer: raw } = await rawExchange(`${method} ${path} HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n`);
        expect(raw).toMatch(/^HTTP\/1\.1 405 /);
        expect(raw).toMatch(/\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
      }
    }
    const { answer: connect } = await rawExchange('CONNECT portal.test:443 HTTP/1.1\r\nHost: portal.test:443\r\n\r\n');
    expect(connect).toMatch(/^HTTP\/1\.1 405 /);
  });

  it('sends the security headers, and frame-ancestors none, with every API answer', async () => {
    const response = await server.request('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('drops a client that does not finish its headers in time', async () => {
    const { answer: raw, closedAfterMs } = await rawExchange('GET /api/health HTTP/1.1\r\nHost: portal.test\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it('answers 408 and closes the connection when a body trickles in', async () => {
    const head = 'POST /api/test/echo HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":';
    const { answer: raw, closedAfterMs } = await rawExchange(head);
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(raw).toContain('"code":"request_timeout"');
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it('gives a route with a longer body timeout (an upload) that time', async () => {
    const { port } = new URL(server.url);
    const started = Date.now();
    const answerText = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /api/test/slow-upload HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: 13\r\nConnection: close\r\n\r\n{"name":');
        setTimeout(() => socket.write('"Ki"}'), 1800);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answerText).toMatch(/^HTTP\/1\.1 200 /);
    expect(Date.now() - started).toBeGreaterThan(1500);
  });

  it('answers 503 service_unavailable with Retry-After while the database cannot be reached', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await server.request('/api/test/database-down');
    spy.mockRestore();
    expect(response.headers.get('retry-after')).toBe('10');
    expect(await answer(response)).toEqual(failure(503, 'service_unavailable'));
  });

  it('never logs the parameters of a failed query', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await answer(await server.request('/api/test/failing-query'))).toEqual(failure(500, 'internal_error'));
    const logged = spy.mock.calls.map((call) => String(call[0])).join('\n');
    spy.mockRestore();
    expect(logged).toContain('database query failed');
    expect(logged).toContain('::integer');
    expect(logged).not.toContain('geheim');
    expect(logged).not.toContain('argon2id');
  });

  it('refuses control characters anywhere in a JSON body with 422 invalid_characters', async () => {
    expect(await answer(await server.request('/api/test/echo', { method: 'POST', body: { name: 'Ki\u0000m' } }))).toEqual(
      failure(422, 'invalid_characters', 'name'),
    );
    expect(await answer(await server.request('/api/test/echo', { method: 'POST', body: { 'na\u0001me': 'Kim' } }))).toEqual(
      failure(422, 'invalid_characters'),
    );
    // Tabs and line breaks are text.
    expect((await server.request('/api/test/echo', { method: 'POST', body: { name: 'Kim\tBerger\r\n' } })).status).toBe(200);
  });

  it('hides internal errors behind 500 internal_error', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await answer(await server.request('/api/test/crash'))).toEqual(failure(500, 'internal_error'));
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('boom'));
    spy.mockRestore();
  });
});
