/**
 * Whether two sets of timings differ: the Mann–Whitney U test (rank-based, so a garbage-collection
 * pause or another process's burst on a shared machine does not decide it), as a z value with its
 * normal approximation and the correction for ties. |z| above about 3 means one set is systematically
 * slower (p < 0.003); a timing side channel shows as a large |z| at a few hundred samples.
 */
export function mannWhitneyZ(a: number[], b: number[]): number {
  const all = [...a.map((value) => ({ value, group: 0 })), ...b.map((value) => ({ value, group: 1 }))].sort((x, y) => x.value - y.value);
  const ranks = new Array<number>(all.length);
  let tieCorrection = 0;
  for (let start = 0; start < all.length; ) {
    let end = start;
    while (end + 1 < all.length && all[end + 1].value === all[start].value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let index = start; index <= end; index += 1) ranks[index] = rank;
    const tied = end - start + 1;
    tieCorrection += tied ** 3 - tied;
    start = end + 1;
  }
  const n1 = a.length;
  const n2 = b.length;
  const n = n1 + n2;
  const rankSumA = all.reduce((sum, entry, index) => (entry.group === 0 ? sum + ranks[index] : sum), 0);
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieCorrection / (n * (n - 1)));
  return variance > 0 ? (u - mean) / Math.sqrt(variance) : 0;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
