import { z } from 'zod';

/**
 * Money crosses the wire as rupees (a JSON number with at most 3 decimals) and lives everywhere
 * else as integer milli-rupees (bigint). These helpers are the only conversion between the two
 * (docs/design.md#money-and-the-ledger): no float arithmetic on amounts anywhere else.
 */
export const MILLI_PER_RUPEE = 1000n;

/** Largest milli-rupee amount that still round-trips through a JSON number exactly. */
const MAX_SAFE_MILLI = BigInt(Number.MAX_SAFE_INTEGER);

export class MoneyFormatError extends Error {
  constructor(value: unknown) {
    super(`Not a rupee amount with at most 3 decimals: ${String(value)}`);
    this.name = 'MoneyFormatError';
  }
}

/**
 * Exact rupees → milli-rupees. A number is accepted only if it is the double nearest to a
 * decimal with at most 3 places (so 0.1, 12.345 and 1e9 pass; 0.0001 and 1/3 are refused).
 * Strings accept plain decimal notation only.
 */
export function rupeesToMilli(value: number | string): bigint {
  if (typeof value === 'string') {
    const match = /^(-?)(\d{1,16})(?:\.(\d{1,3}))?$/.exec(value.trim());
    if (!match) throw new MoneyFormatError(value);
    const [, sign, whole, fraction = ''] = match;
    const milli = BigInt(whole!) * MILLI_PER_RUPEE + BigInt(fraction.padEnd(3, '0'));
    if (milli > MAX_SAFE_MILLI) throw new MoneyFormatError(value);
    return sign === '-' ? -milli : milli;
  }
  if (!Number.isFinite(value)) throw new MoneyFormatError(value);
  const milli = Math.round(value * 1000);
  // The round trip is the exactness test: m / 1000 is the double nearest to the decimal m/1000.
  if (!Number.isSafeInteger(milli) || milli / 1000 !== value) throw new MoneyFormatError(value);
  return BigInt(milli);
}

/** Milli-rupees → rupees as the nearest JSON number (prints as the exact 3-decimal text). */
export function milliToRupees(milli: bigint): number {
  if (milli > MAX_SAFE_MILLI || milli < -MAX_SAFE_MILLI) {
    throw new RangeError(`Amount out of JSON-safe range: ${milli}`);
  }
  return Number(milli) / 1000;
}

export function isRupeeAmount(value: number): boolean {
  try {
    rupeesToMilli(value);
    return true;
  } catch {
    return false;
  }
}

/** A rupee amount on the wire: finite, at most 3 decimals. */
export const rupeeAmountSchema = z
  .number()
  .refine(isRupeeAmount, { message: 'Amount must have at most 3 decimals' });

/** A strictly positive rupee amount on the wire. */
export const positiveRupeeAmountSchema = rupeeAmountSchema.refine((v) => v > 0, {
  message: 'Amount must be positive',
});

/**
 * Digits of an amount with a fixed number of decimals, rounded half away from zero, computed on
 * integers so 1.005 shows as 1.01 (toFixed would print 1.00).
 */
export function formatAmount(rupees: number | bigint, decimals: 0 | 1 | 2 | 3 = 3): string {
  const milli = typeof rupees === 'bigint' ? rupees : BigInt(Math.round(rupees * 1000));
  const negative = milli < 0n;
  const abs = negative ? -milli : milli;
  const unit = 10n ** BigInt(3 - decimals);
  const scaled = (abs + unit / 2n) / unit; // half away from zero on the absolute value
  const base = 10n ** BigInt(decimals);
  const whole = (scaled / base).toString();
  const fraction = decimals > 0 ? '.' + (scaled % base).toString().padStart(decimals, '0') : '';
  return (negative && scaled !== 0n ? '-' : '') + whole + fraction;
}

/** '₹12.345' (3 decimals by default; the payment proof page and converter confirm use 2). */
export function formatRupees(rupees: number | bigint, decimals: 0 | 1 | 2 | 3 = 3): string {
  return '₹' + formatAmount(rupees, decimals);
}
