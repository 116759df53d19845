/** The numbers the bench scripts and the timing probes (e2e) draw from their measurements. */

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The Mann–Whitney U test of two samples, as its normal approximation's z (ties given their
 * average rank, and the variance corrected for them): near 0 when neither sample tends to be the
 * larger; |z| above 3.3 happens by chance about once in a thousand (two-sided).
 */
export function mannWhitneyZ(a: number[], b: number[]): number {
  const all = [
    ...a.map((value) => ({ value, inA: true })),
    ...b.map((value) => ({ value, inA: false })),
  ].sort((x, y) => x.value - y.value);
  const n = all.length;
  let rankSumA = 0;
  let ties = 0;
  for (let start = 0; start < n;) {
    let end = start;
    while (end + 1 < n && all[end + 1].value === all[start].value) end++;
    const t = end - start + 1;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) if (all[i].inA) rankSumA += rank;
    ties += t ** 3 - t;
    start = end + 1;
  }
  const [n1, n2] = [a.length, b.length];
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1)));
  return variance === 0 ? 0 : (u - (n1 * n2) / 2) / Math.sqrt(variance);
}
