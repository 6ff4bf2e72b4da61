import {
  BASIS_POINTS_PER_UNIT,
  CONVERSION_CHARGE_BPS,
  type ConversionDirection,
} from './constants.ts';

/**
 * The balance converter's charge (spec part 2 §9: 5 % from deposit to withdrawable, nothing the
 * other way). The client sends the charge it showed and the server recomputes it with this same
 * function, so the two cannot disagree. Integer milli-rupees, rounded half up to the milli-rupee.
 */
export function conversionChargeMilli(amountMilli: bigint, direction: ConversionDirection): bigint {
  if (amountMilli <= 0n) return 0n;
  const bps = BigInt(CONVERSION_CHARGE_BPS[direction]);
  return (amountMilli * bps * 2n + BASIS_POINTS_PER_UNIT) / (2n * BASIS_POINTS_PER_UNIT);
}
