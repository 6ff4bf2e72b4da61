import { z } from 'zod';
import { msgAnswer } from './api-envelope.ts';
import { rupeeAmountSchema } from './money.ts';

/**
 * Ours: what the member top bar's balance is made of, for the panel it opens. The
 * top bar itself keeps showing the spec's available balance, withdrawable plus deposit
 * (docs/product/site-and-pages.md#member-top-bar); this answer tells what sits beside it.
 */
export const balanceBreakdownAnswerSchema = msgAnswer(
  z.object({
    withdrawable_amount: rupeeAmountSchema,
    deposit_amount: rupeeAmountSchema,
    /** The member's withdrawals still Pending, summed: held, no longer in either wallet. */
    pending_withdrawals_amount: rupeeAmountSchema,
    /** What a task-wall chargeback larger than the balance left owing; 0 when nothing is. */
    debt_amount: rupeeAmountSchema,
    /** withdrawable_amount plus deposit_amount: the figure the top bar shows. */
    available_balance: rupeeAmountSchema,
  }),
);
export type BalanceBreakdown = z.infer<typeof balanceBreakdownAnswerSchema>['msg'];
