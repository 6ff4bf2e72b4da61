import type { balanceBreakdownAnswerSchema } from '@kamao/contract/api-wallet-breakdown';
import { milliToRupees } from '@kamao/contract/money';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/index.ts';
import { getMemberBalances, getMemberDebt } from '../../ledger/balances.ts';

/**
 * What the member top bar's balance is made of (docs/product/common.md#money-on-screen), in
 * milli-rupees: both wallets from the ledger, the member's withdrawals still Pending (held out of
 * the withdrawable wallet until the operator decides) and the debt a chargeback left. Available is
 * the spec's top-bar figure, withdrawable plus deposit; a debt is owed beside it, not taken from
 * it.
 */
export async function balanceBreakdown(db: DbOrTx, memberId: string) {
  const [balances, debt, [pending]] = await Promise.all([
    getMemberBalances(db, memberId),
    getMemberDebt(db, memberId),
    db
      .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.status, 'Pending'))),
  ]);
  return {
    withdrawable: balances.withdrawable,
    deposit: balances.deposit,
    pendingWithdrawals: BigInt(pending?.total ?? 0),
    debt,
    available: balances.withdrawable + balances.deposit,
  };
}
export type BalanceBreakdown = Awaited<ReturnType<typeof balanceBreakdown>>;

/** The breakdown as the contract names it, amounts in rupees. */
export function presentBalanceBreakdown(
  breakdown: BalanceBreakdown,
): z.infer<typeof balanceBreakdownAnswerSchema> {
  return {
    msg: {
      withdrawable_amount: milliToRupees(breakdown.withdrawable),
      deposit_amount: milliToRupees(breakdown.deposit),
      pending_withdrawals_amount: milliToRupees(breakdown.pendingWithdrawals),
      debt_amount: milliToRupees(breakdown.debt),
      available_balance: milliToRupees(breakdown.available),
    },
  };
}
