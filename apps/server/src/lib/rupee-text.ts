// Here, not in a module: money formatting for the messages of wallet, gift codes and any other module.
import { milliToRupees } from '@kamao/contract/money';

/** An amount inside a message ('₹{x}' in the spec's texts): rupees without trailing zeros. */
export function rupeeText(milli: bigint): string {
  return String(milliToRupees(milli));
}
