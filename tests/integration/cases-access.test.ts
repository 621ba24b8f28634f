import { setClock } from '@/server/clock';
import { answer, backofficeHeaders, engineHeaders } from './support/cases';
import { testServerForFile } from './support/test-server';

const server = testServerForFile();

describe.each([
  { api: 'back-office API', path: '/api/backoffice/cases', setting: 'BACKOFFICE_API_KEY', headers: backofficeHeaders, limit: 10 },
  {
    api: 'engine API',
    path: '/api/request_history.json?id=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    setting: 'ENGINE_ACCESS_TOKEN',
    headers: engineHeaders,
    limit: 20,
  },
])('$api access', ({ path, setting, headers, limit }) => {
  it('refuses an address after repeated wrong secrets until the window ends, but never the right secret', async () => {
    let time = Date.parse('2026-04-01T08:00:00Z');
    setClock(() => new Date(time));
    const wrong = { Authorization: 'Bearer guess' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit + 1; attempt += 1) statuses.push((await server.request(path, { headers: wrong })).status);
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);

    const locked = await server.request(path, { headers: wrong });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect((await answer(locked)).body.errors[0].code).toBe('too_many_requests');

    // The portal's own server calls from the same address as the guesser (127.0.0.1) and must go on working.
    expect((await server.request(path, { headers })).status).not.toBe(429);

    time += 15 * 60 * 1000 + 1000;
    expect((await server.request(path, { headers: wrong })).status).toBe(401);
  });

  it(`is switched off with 503 while ${setting} is shorter than 32 characters`, async () => {
    const saved = process.env[setting];
    process.env[setting] = 'short-secret';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await server.request(path, { headers: { Authorization: 'Bearer short-secret' } });
      expect((await answer(response)).status).toBe(503);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`${setting} is shorter than 32 characters`));
    } finally {
      process.env[setting] = saved;
      logged.mockRestore();
    }
  });

  it(`is switched off with 503 while ${setting} is not set`, async () => {
    const saved = process.env[setting];
    delete process.env[setting];
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await answer(await server.request(path, { headers }))).toEqual({
        status: 503,
        body: { status: 'failure', errors: [{ path: null, code: 'not_configured', params: {} }] },
      });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`${setting} is not set`));
    } finally {
      process.env[setting] = saved;
      logged.mockRestore();
    }
  });
});
