// The figures a latency bench prints (bench-pages, bench-late, bench-check, bench-parcel,
// bench-status): the median, p99, a fixed-width number of milliseconds and the load average.
import os from 'node:os';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** Nearest rank: the smallest time that at least 99 % of the tries took no longer than. */
export const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.ceil(0.99 * xs.length) - 1];
export const ms = (x) => x.toFixed(1).padStart(8);
export const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
