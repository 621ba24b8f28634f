import { string } from 'yup';
import { endpoint } from '@/contracts/endpoint';
import { anyText, answer as answerShape, body } from '@/contracts/rules';
import { ok } from '@/server/http/api';
import { type ApiRoute, route } from '@/server/http/router';
import { apiRoutes } from '@/server/http/routes';
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
];

const server = testServerForFile(testRoutes);

const failure = (status: number, code: string, path: string | null = null) => ({
  status,
  body: { status: 'failure', errors: [expect.objectContaining({ path, code })] },
});

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe('HTTP contract of the reference backend', () => {
  it('answers the health check when the database is reachable', async () => {
    expect(await answer(await server.request('/api/health'))).toEqual({ status: 200, body: { status: 'success' } });
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

  it('hides internal errors behind 500 internal_error', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await answer(await server.request('/api/test/crash'))).toEqual(failure(500, 'internal_error'));
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('boom'));
    spy.mockRestore();
  });
});
