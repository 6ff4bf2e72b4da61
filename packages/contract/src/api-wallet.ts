import { z } from 'zod';
import {
  htmlSchema,
  msgAnswer,
  positiveRupeeInputSchema,
  rupeeInputSchema,
  timeSchema,
} from './api-envelope.ts';
import { CONVERSION_DIRECTIONS } from './constants.ts';
import { rupeeAmountSchema } from './money.ts';

/** Withdrawals and the balance converter (docs/product/withdraw.md, docs/product/converter.md). */

// ---- Withdrawal state (docs/product/withdraw.md#calls-and-fields) ----

export const withdrawalRecordSchema = z.object({
  _id: z.string(),
  balance: rupeeAmountSchema,
  /** The withdrawal method. */
  type: z.string(),
  time: timeSchema,
  /** Pending, Success or Reject (WITHDRAWAL_STATUSES); the client shows others neutral. */
  withdrawal_status: z.string(),
  /** The operator's note on a rejection, when there is one. */
  remark: z.string().nullish(),
  /** Ours: the UPI UTR or bank reference of a paid withdrawal, when recorded. */
  payment_reference: z.string().nullish(),
});

export const balanceDataAnswerSchema = msgAnswer(
  z.object({
    withdrawable_amount: rupeeAmountSchema,
    deposit_amount: rupeeAmountSchema,
    pending_withdrawal_amount: rupeeAmountSchema,
    total_withdrawal_amount: rupeeAmountSchema,
    /**
     * Empty text while no payment method is bound
     * (docs/product/withdraw.md#binding-a-payment-method).
     */
    withdrawal_method: z.string(),
    withdrawal_account_information: z.string(),
    withdrawalMethod_minimumAmount: rupeeAmountSchema,
    /** Newest first. */
    withdrawal_Records: z.array(withdrawalRecordSchema),
    other_data_withdrawal_instructions: htmlSchema,
  }),
);
export type BalanceData = z.infer<typeof balanceDataAnswerSchema>['msg'];

// ---- Withdraw ({obj: {balance, type}}) ----

export const withdrawalPayloadSchema = z.strictObject({
  balance: positiveRupeeInputSchema,
  /** The method's name; it must be the member's bound method. */
  type: z.string().trim().min(1).max(100),
});
export type WithdrawalPayload = z.input<typeof withdrawalPayloadSchema>;

// ---- Balance converter (docs/product/converter.md#calls-and-fields, #history) ----

export const conversionDirectionSchema = z.enum(CONVERSION_DIRECTIONS);

export const convertRecordSchema = z.object({
  _id: z.string(),
  converted_amount: rupeeAmountSchema,
  charges: rupeeAmountSchema,
  converted_amount_type: conversionDirectionSchema,
  time: timeSchema,
});

export const convertBalanceAnswerSchema = msgAnswer(
  z.object({
    withdrawable_amount: rupeeAmountSchema,
    deposit_amount: rupeeAmountSchema,
    /** Newest first. */
    convertAmount_Records: z.array(convertRecordSchema),
    other_data_convertBalance_instructions: htmlSchema,
    /**
     * Ours: the operator's charge per direction in basis points (500 is 5 %), so the page shows
     * the charge the server will take (conversion.ts).
     */
    other_data_conversion_charge_bps: z
      .object({
        depositToWithdraw: z.number().int().min(0).max(10_000),
        withdrawToDeposit: z.number().int().min(0).max(10_000),
      })
      .optional(),
  }),
);

/**
 * The spec's client sends the charge it showed; the server sets the charge from the
 * operator's rate and ignores this one (it may be left out).
 */
export const convertBalancePayloadSchema = z.strictObject({
  balanceToConvert: positiveRupeeInputSchema,
  charge: rupeeInputSchema.optional(),
  conversionType_state: conversionDirectionSchema,
});
export type ConvertBalancePayload = z.input<typeof convertBalancePayloadSchema>;
