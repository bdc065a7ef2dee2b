import os from 'node:os';

/** The 1, 5 and 15 minute load averages: figures taken while other work ran are not comparable. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The value at `fraction` (0.95 for p95) of ascending `sorted`, by nearest rank; NaN for none. */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** The p50, p95, p99 and largest of `values`, in any order. */
export function latencySummary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction) => percentile(sorted, fraction);
  return { samples: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

/** "p50 8 ms   p95 12 ms   max 20 ms", with `digits` decimals. */
export const formatLatency = ({ p50, p95, max }, digits = 0) =>
  `p50 ${p50.toFixed(digits)} ms   p95 ${p95.toFixed(digits)} ms   max ${max.toFixed(digits)} ms`;
