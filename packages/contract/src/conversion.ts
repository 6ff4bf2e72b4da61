import {
  BASIS_POINTS_PER_UNIT,
  CONVERSION_CHARGE_BPS,
  type ConversionDirection,
} from './constants.ts';

/**
 * The balance converter's charge (docs/product/converter.md#directions-and-charges: 5 % from
 * deposit to withdrawable, nothing the other way, unless the operator set other rates, which the
 * converter's answer carries). The server computes the charge it takes with this same function and
 * ignores the one the client sends, so what the member was shown is what they pay. Integer
 * milli-rupees, rounded half up to the milli-rupee.
 */
export function conversionChargeMilli(
  amountMilli: bigint,
  direction: ConversionDirection,
  ratesBps: Readonly<Record<ConversionDirection, number>> = CONVERSION_CHARGE_BPS,
): bigint {
  if (amountMilli <= 0n) return 0n;
  const bps = BigInt(ratesBps[direction]);
  return (amountMilli * bps * 2n + BASIS_POINTS_PER_UNIT) / (2n * BASIS_POINTS_PER_UNIT);
}
