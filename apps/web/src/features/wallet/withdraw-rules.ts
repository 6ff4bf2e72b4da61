import { withdrawalPayloadSchema, type BalanceData } from '@kamao/contract/api-wallet';
import { formatAmount, rupeesToMilli } from '@kamao/contract/money';
import { z } from 'zod';
import { textsNow } from '../../lib/texts';
import { WITHDRAW_TEXTS } from './wallet-texts';

/**
 * The withdraw form's field, checked by the contract's own rule for the amount the server
 * takes (a positive rupee amount): the box holds digits, the form hands on the number.
 */
export const withdrawFormSchema = withdrawalPayloadSchema.pick({ balance: true });
export type WithdrawFormInput = z.input<typeof withdrawFormSchema>;
export type WithdrawFormValues = z.output<typeof withdrawFormSchema>;

/** Why a withdrawal is not sent: a dialog, and for a missing payment method the profile. */
export type WithdrawRefusal =
  { kind: 'bind'; text: string } | { kind: 'amount'; title: string; text: string };

/**
 * The checks before the confirm dialog, in the spec's order
 * (docs/product/withdraw.md#checks-before-sending input"): payment info bound, then the method's
 * minimum, then the withdrawable balance. `amount` is undefined when the box holds no positive
 * amount (the schema refused it).
 */
export function withdrawRefusal(
  data: Pick<
    BalanceData,
    | 'withdrawal_method'
    | 'withdrawal_account_information'
    | 'withdrawalMethod_minimumAmount'
    | 'withdrawable_amount'
  >,
  amount: number | undefined,
): WithdrawRefusal | null {
  const T = textsNow(WITHDRAW_TEXTS);
  const method = data.withdrawal_method.trim();
  const account = data.withdrawal_account_information.trim();
  if (!method && !account) return { kind: 'bind', text: T.bindText };
  if (!method) return { kind: 'bind', text: T.bindAgain };
  const milli = amount === undefined ? 0n : rupeesToMilli(amount);
  if (milli <= 0n || milli < rupeesToMilli(data.withdrawalMethod_minimumAmount)) {
    return {
      kind: 'amount',
      title: T.invalidTitle,
      text: T.invalidText(method, formatAmount(data.withdrawalMethod_minimumAmount)),
    };
  }
  if (milli > rupeesToMilli(data.withdrawable_amount)) {
    return {
      kind: 'amount',
      title: T.insufficientTitle,
      text: T.insufficientText(formatAmount(data.withdrawable_amount)),
    };
  }
  return null;
}
