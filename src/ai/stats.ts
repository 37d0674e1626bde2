// Figures for `npm run ai`: a win rate's 95% Wilson interval (sound for small samples and rates
// near 0 or 1, unlike the normal approximation) and percentiles of decision times.

export interface Interval {
  low: number;
  high: number;
}

/** 95% Wilson score interval of `wins` successes in `n` trials. */
export function wilson(wins: number, n: number, z = 1.96): Interval {
  if (n === 0) return { low: 0, high: 1 };
  const p = wins / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { low: Math.max(0, center - half), high: Math.min(1, center + half) };
}

/** The q-quantile (0..1) of `values` by the nearest-rank method; NaN for none. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}
