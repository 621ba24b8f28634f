import { mannWhitneyZ, median } from '../../../bench/support/statistics';

/** A deterministic pseudo-random sequence, so that the test always sees the same samples. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const samples = (count: number, base: number, next: () => number) => Array.from({ length: count }, () => base + next() * 4);

describe('Mann–Whitney z', () => {
  it('finds no difference between samples of one distribution', () => {
    const next = random(7);
    expect(Math.abs(mannWhitneyZ(samples(200, 12, next), samples(200, 12, next)))).toBeLessThan(2);
  });

  it('finds a systematic delay, with its sign', () => {
    const next = random(11);
    const known = samples(200, 14, next);
    const unknown = samples(200, 12, next);
    expect(mannWhitneyZ(known, unknown)).toBeGreaterThan(9);
    expect(mannWhitneyZ(unknown, known)).toBeLessThan(-9);
  });

  it('is not thrown by a few huge outliers', () => {
    const next = random(3);
    const a = samples(200, 12, next);
    const b = samples(200, 12, next).map((value, index) => (index % 50 === 0 ? value + 500 : value));
    expect(Math.abs(mannWhitneyZ(a, b))).toBeLessThan(2);
  });

  it('handles ties and gives the textbook value', () => {
    // a = [1, 2, 3], b = [2, 4, 5]: ranks of a 1, 2.5, 4, so U = 7.5 - 6 = 1.5; mean 4.5, tie-corrected variance 5.1.
    expect(mannWhitneyZ([1, 2, 3], [2, 4, 5])).toBeCloseTo((1.5 - 4.5) / Math.sqrt((9 / 12) * (7 - 6 / 30)), 10);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
