import type {
  balanceDataAnswerSchema,
  convertBalanceAnswerSchema,
} from '@kamao/contract/api-wallet';
import { milliToRupees } from '@kamao/contract/money';
import { CONVERTER_TEXTS, WITHDRAW_TEXTS } from '@kamao/contract/wallet-texts';
import type { z } from 'zod';
import { rupeeText } from '../../lib/rupee-text.ts';
import type { BalanceSummary } from './balance-summary.ts';
import type { ConverterPage } from './conversion.ts';
import type { WithdrawalRecord } from './withdrawal.ts';

/**
 * The withdraw page's state as the spec names it, amounts in rupees
 * (docs/product/withdraw.md#calls-and-fields).
 */
export function presentBalanceSummary(
  summary: BalanceSummary,
): z.infer<typeof balanceDataAnswerSchema> {
  return {
    msg: {
      withdrawable_amount: milliToRupees(summary.withdrawable),
      deposit_amount: milliToRupees(summary.deposit),
      pending_withdrawal_amount: milliToRupees(summary.pendingWithdrawals),
      total_withdrawal_amount: milliToRupees(summary.paidOut),
      withdrawal_method: summary.withdrawalMethod,
      withdrawal_account_information: summary.withdrawalAccount,
      withdrawalMethod_minimumAmount: milliToRupees(summary.minimumWithdrawal),
      withdrawal_Records: summary.withdrawals.map(presentWithdrawalRecord),
      other_data_withdrawal_instructions: summary.instructions,
    },
  };
}

function presentWithdrawalRecord(w: WithdrawalRecord) {
  return {
    // The page shows it upper-cased as the order number (docs/product/common.md#order-numbers); ids
    // are stored lower.
    _id: w.id,
    balance: milliToRupees(w.amount),
    type: w.method,
    time: w.createdAt.toISOString(),
    withdrawal_status: w.status,
    remark: w.remark,
    // Ours: the member reads their own payout's reference in full.
    payment_reference: w.paymentReference,
  };
}

/**
 * A withdrawal request's answer: the amount in the spec's text
 * (docs/product/withdraw.md#confirmation-and-result).
 */
export function presentWithdrawalRequest(withdrawal: { amount: bigint }) {
  return { msg: WITHDRAW_TEXTS.success(rupeeText(withdrawal.amount)) };
}

/**
 * The converter page as the spec names it, amounts in rupees
 * (docs/product/converter.md#calls-and-fields).
 */
export function presentConverterPage(
  page: ConverterPage,
): z.infer<typeof convertBalanceAnswerSchema> {
  return {
    msg: {
      withdrawable_amount: milliToRupees(page.withdrawable),
      deposit_amount: milliToRupees(page.deposit),
      convertAmount_Records: page.conversions.map((c) => ({
        _id: c.id,
        converted_amount: milliToRupees(c.amount),
        charges: milliToRupees(c.charge),
        converted_amount_type: c.direction,
        time: c.convertedAt.toISOString(),
      })),
      other_data_convertBalance_instructions: page.instructions,
      other_data_conversion_charge_bps: page.chargeBps,
    },
  };
}

/**
 * A conversion's answer: the spec's text, the same for every amount
 * (docs/product/converter.md#dialogs).
 */
export function presentConversion() {
  return { msg: CONVERTER_TEXTS.success };
}
