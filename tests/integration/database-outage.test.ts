import net from 'node:net';
import { answer, failure, setUpAccountTests, signIn, uniqueEmail } from './support/accounts';
import { testServerForFile } from './support/test-server';

/**
 * PostgreSQL stopped or frozen: the backend answers 503 service_unavailable with Retry-After within
 * its connection and statement timeouts, the health check says so, and all is well again once the
 * database is back. The database is reached through a TCP relay that the test can cut (a stopped
 * server: connections refused) or freeze (a hung server: connections open, nothing answers).
 *
 * PostgreSQL only: PGlite runs inside the process and cannot fail apart from it.
 */
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

class DatabaseRelay {
  private listener?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private frozen = false;
  readonly port: Promise<number>;

  constructor(private readonly target: { host: string; port: number }) {
    this.port = this.start();
  }

  private async start(port = 0): Promise<number> {
    this.listener = net.createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => undefined);
      if (this.frozen) return;
      const upstream = net.connect(this.target.port, this.target.host);
      this.sockets.add(upstream);
      upstream.on('close', () => this.sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => this.listener!.listen(port, '127.0.0.1', resolve));
    return (this.listener.address() as net.AddressInfo).port;
  }

  private cutAll() {
    for (const socket of this.sockets) socket.destroy();
  }

  /** Like a stopped server: open connections break, new ones are refused. */
  async stop() {
    this.cutAll();
    await new Promise((resolve) => this.listener!.close(resolve));
  }

  /** Like a hung server: connections stay open and nothing answers. */
  freeze() {
    this.frozen = true;
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.pause();
    }
  }

  async resume() {
    this.frozen = false;
    this.cutAll();
    if (!this.listener?.listening) await this.start(await this.port);
  }

  async close() {
    this.cutAll();
    if (this.listener?.listening) await new Promise((resolve) => this.listener!.close(resolve));
  }
}

// Started only for the PostgreSQL run: on the PGlite run the tests are skipped, so nothing would close it.
const realDatabase = process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL) : undefined;
const relay = realDatabase ? new DatabaseRelay({ host: realDatabase.hostname, port: Number(realDatabase.port) }) : undefined;

onPostgres('database outages', () => {
  beforeAll(async () => {
    // Reach the test server's database through the relay, with short bounds.
    const url = new URL(realDatabase!);
    url.port = String(await relay!.port);
    process.env.TEST_DATABASE_URL = url.toString();
    process.env.DATABASE_CONNECT_TIMEOUT_SECONDS = '1';
    process.env.DATABASE_STATEMENT_TIMEOUT_SECONDS = '1';
  });
  const server = testServerForFile();
  setUpAccountTests();
  afterAll(() => relay!.close());

  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await relay!.resume();
    logged.mockRestore();
  });

  const unavailable = failure(503, 'service_unavailable');

  async function timed(request: () => Promise<Response>) {
    const started = Date.now();
    const response = await request();
    return { response, seconds: (Date.now() - started) / 1000 };
  }

  it('answers 503 with Retry-After while the database is stopped, and reports it in the health check', async () => {
    expect((await server.request('/api/health')).status).toBe(200);
    await relay!.stop();
    const { response, seconds } = await timed(() => signIn(server, uniqueEmail(), 'kennwort-42'));
    expect(response.headers.get('retry-after')).toBe('10');
    expect(await answer(response)).toEqual(unavailable);
    expect(seconds).toBeLessThan(3);
    expect(await answer(await server.request('/api/health'))).toEqual(unavailable);

    await relay!.resume();
    expect((await server.request('/api/health')).status).toBe(200);
    expect((await signIn(server, uniqueEmail(), 'kennwort-42')).status).toBe(401);
  });

  it('answers 503 within the timeouts while the database hangs, instead of waiting for it', async () => {
    await server.request('/api/health');
    relay!.freeze();
    const results = await Promise.all([
      timed(() => signIn(server, uniqueEmail(), 'kennwort-42')),
      timed(() => server.request('/api/v1/users/password', { method: 'POST', body: { email: uniqueEmail() } })),
      timed(() => server.request('/api/health')),
    ]);
    for (const { response, seconds } of results) {
      expect(await answer(response)).toEqual(unavailable);
      expect(seconds).toBeLessThan(5);
    }
  });
});
