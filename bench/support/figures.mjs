import os from 'node:os';

/** The 1, 5 and 15 minute load averages: figures taken while other work ran are not comparable. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The value at `fraction` (0.95 for p95) of ascending `sorted`; NaN for none. */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}
