import { heavyWork, heavyWorkLoad } from '@/server/heavy-work';

/** A piece of work that ends when told to. */
function controllable() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('the bound on heavy work per instance', () => {
  afterEach(() => {
    delete process.env.HEAVY_WORK_CONCURRENCY;
    delete process.env.HEAVY_WORK_QUEUE;
  });

  it('runs a few of a kind at once, lets a few wait, and turns the rest away at once (service_unavailable: 503 with Retry-After)', async () => {
    process.env.HEAVY_WORK_CONCURRENCY = '2';
    process.env.HEAVY_WORK_QUEUE = '1';
    const pieces = [controllable(), controllable(), controllable()];
    const started = pieces.map((piece) => heavyWork('pdf', piece.work));
    expect(heavyWorkLoad('pdf')).toEqual({ running: 2, waiting: 1 });
    await expect(heavyWork('pdf', async () => 'never')).rejects.toMatchObject({ errors: [{ code: 'service_unavailable', params: { retryAfter: 5 } }] });
    // Another kind has places of its own.
    await expect(heavyWork('password-hash', async () => 'hashed')).resolves.toBe('hashed');

    pieces[0].finish();
    await started[0];
    expect(heavyWorkLoad('pdf')).toEqual({ running: 2, waiting: 0 });
    pieces[1].finish();
    pieces[2].finish();
    await Promise.all(started);
    expect(heavyWorkLoad('pdf')).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the place back when the work fails', async () => {
    process.env.HEAVY_WORK_CONCURRENCY = '1';
    await expect(heavyWork('pdf', async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(heavyWork('pdf', async () => 'next')).resolves.toBe('next');
    expect(heavyWorkLoad('pdf')).toEqual({ running: 0, waiting: 0 });
  });
});
