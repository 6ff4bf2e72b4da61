import { milliToRupees } from '@kamao/contract/money';

/** An amount inside a message ('₹{x}' in the spec's texts): rupees without trailing zeros. */
export function rupeeText(milli: bigint): string {
  return String(milliToRupees(milli));
}
