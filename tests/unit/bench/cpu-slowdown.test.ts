import { cpuSlowdownFor, HostSpeed } from '../../../bench/support/cpu-slowdown';

describe('cpuSlowdownFor', () => {
  it("follows the Lighthouse calculator's anchors", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it('interpolates between them', () => {
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(475)).toBe(1.5);
  });

  it('refuses a host too slow to stand for the phone', () => {
    expect(() => cpuSlowdownFor(100)).toThrow(/too slow/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/too slow/);
  });
});

describe('HostSpeed', () => {
  it("uses Lighthouse's default 4x before the host is measured", () => {
    expect(new HostSpeed().cpuSlowdown).toBe(4);
  });

  it('takes the median of the most recent measurements', () => {
    const speed = new HostSpeed(3);
    for (const index of [3000, 1000, 1300, 1400]) speed.add(index);
    // 3000 has left the window of three; the median of 1000, 1300, 1400 is 1300.
    expect(speed.benchmarkIndex).toBe(1300);
    expect(speed.cpuSlowdown).toBe(3);
  });
});
