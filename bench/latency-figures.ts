/** The value at fraction `p` (0–1) of the ascending `sorted`; undefined when it is empty. */
export function percentileOf(sorted: number[], p: number): number | undefined {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

/** Two decimals, as the bench prints seconds and milliseconds. */
export const round2 = (n: number) => Math.round(n * 100) / 100;
