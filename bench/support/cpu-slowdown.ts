/**
 * Lighthouse's mobile preset slows the host's CPU 4x to stand for its target phone, a factor calibrated
 * for a fast desktop. Its docs/throttling.md ("Calibrating the CPU slowdown") asks for the factor to be
 * chosen from the `benchmarkIndex` Lighthouse measures on the host, with the curve of its CPU throttling
 * calculator (lighthouse-cpu-throttling-calculator): 150 is 1x, 800 is 2x, 1300 is 3x, 1533 is the
 * default 4x, and each 233 above 1300 adds one more. A faster host is slowed more, a slower one less, so
 * every host stands for the same phone.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) {
    throw new Error(`benchmarkIndex ${benchmarkIndex}: this host is too slow to stand for Lighthouse's target phone`);
  }
  const slowdown =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(slowdown * 10) / 10;
}

/** The host's speed as the median of its most recent measurements: one run's figure jumps with load. */
export class HostSpeed {
  private readonly recent: number[] = [];

  constructor(private readonly window = 5) {}

  add(benchmarkIndex: number): void {
    this.recent.push(benchmarkIndex);
    if (this.recent.length > this.window) this.recent.shift();
  }

  get benchmarkIndex(): number {
    const sorted = [...this.recent].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  }

  /** Lighthouse's default 4x until the host has been measured. */
  get cpuSlowdown(): number {
    return this.recent.length ? cpuSlowdownFor(this.benchmarkIndex) : 4;
  }
}

/** Lighthouse's own mobile preset, which PageSpeed Insights and the Lighthouse CLI use; printed beside the measure. */
export const lighthouseMobileSlowdown = 4;
