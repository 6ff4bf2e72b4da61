/**
 * Networks send rewards as decimal text in their own unit ("12.5", "0.0045"); the wall's
 * multiplier (millionths) turns that unit into rupees. Computed on integers and rounded down to
 * the milli-rupee, so no float ever touches money.
 */
const DECIMAL = /^(-?)(\d{1,12})(?:\.(\d{1,12}))?$/;
export const PPM = 1_000_000n;

/** A decimal text as an integer and its scale, or undefined when it is not a plain decimal. */
export function parseDecimal(text: string): { units: bigint; scale: bigint } | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`) * (sign === '-' ? -1n : 1n);
  return { units, scale: 10n ** BigInt(fraction.length) };
}

/** milli-rupees of a network reward (absolute value), or undefined for a malformed text. */
export function rewardToMilli(text: string, multiplierPpm: bigint): bigint | undefined {
  const parsed = parseDecimal(text);
  if (!parsed) return undefined;
  const units = parsed.units < 0n ? -parsed.units : parsed.units;
  return (units * multiplierPpm * 1000n) / (parsed.scale * PPM);
}

/** The multiplier as the console writes it (1.5) to millionths, and back. */
export const multiplierToPpm = (multiplier: number) => BigInt(Math.round(multiplier * 1e6));
export const ppmToMultiplier = (ppm: bigint) => Number(ppm) / 1e6;
