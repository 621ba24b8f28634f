import { setClock } from '@/server/clock';
import { consume, peek, reset } from '@/server/rate-limits/rate-limiter';
import { testServerForFile } from './support/test-server';

testServerForFile();

describe('database-backed rate limiter', () => {
  const limit = { limit: 3, windowSeconds: 60 };
  let time = new Date('2026-03-01T10:00:00Z').getTime();
  beforeEach(() => setClock(() => new Date(time)));

  it('allows hits up to the limit within a window, then refuses with the time left', async () => {
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await consume('test:a', limit));
    expect(results.map((r) => [r.allowed, r.hits])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    time += 20_000;
    expect(await consume('test:a', limit)).toMatchObject({ allowed: false, retryAfterSeconds: 40 });
  });

  it('starts a new window once the old one has ended', async () => {
    time += 60_000;
    expect(await consume('test:a', limit)).toMatchObject({ allowed: true, hits: 1 });
  });

  it('keeps keys apart, can be read without counting and reset', async () => {
    await consume('test:b', limit);
    await consume('test:b', limit);
    expect(await peek('test:b', limit)).toMatchObject({ hits: 2, allowed: true });
    expect(await peek('test:b', limit)).toMatchObject({ hits: 2 });
    await reset('test:b');
    expect(await peek('test:b', limit)).toMatchObject({ hits: 0 });
  });

  it('counts concurrent hits exactly once each', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => consume('test:c', { limit: 5, windowSeconds: 60 })));
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});
