import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteTexts, users, withdrawalMethods } from '../../db/schema/index.ts';
import { getMemberBalances, sumMemberTransfers } from '../../ledger/balances.ts';
import { withdrawalRecords } from './withdrawal.ts';

/**
 * The withdraw page's state (docs/product/withdraw.md#calls-and-fields), all amounts from the
 * ledger in milli-rupees: pending = held minus settled either way; paid out = total withdrawn. The
 * records come from the withdrawals table, newest first; presenters.ts names it all for the answer.
 */
export async function balanceSummary(db: Db, memberId: string) {
  const [balances, held, paidOut, refunded, [member], [instructions], records] = await Promise.all([
    getMemberBalances(db, memberId),
    sumMemberTransfers(db, memberId, ['withdrawal_hold']),
    sumMemberTransfers(db, memberId, ['withdrawal_payout']),
    sumMemberTransfers(db, memberId, ['withdrawal_refund']),
    db
      .select({
        method: users.withdrawalMethod,
        account: users.withdrawalAccountInformation,
      })
      .from(users)
      .where(eq(users.id, memberId)),
    db.select().from(siteTexts).where(eq(siteTexts.key, 'withdrawal_instructions')),
    withdrawalRecords(db, memberId),
  ]);
  const [method] = member?.method
    ? await db.select().from(withdrawalMethods).where(eq(withdrawalMethods.name, member.method))
    : [];
  return {
    withdrawable: balances.withdrawable,
    deposit: balances.deposit,
    pendingWithdrawals: held - paidOut - refunded,
    paidOut,
    withdrawalMethod: member?.method ?? '',
    withdrawalAccount: member?.account ?? '',
    /** The bound method's minimum; 0 while none is bound. */
    minimumWithdrawal: method?.minimumAmount ?? 0n,
    withdrawals: records,
    instructions: instructions?.html ?? '',
  };
}
export type BalanceSummary = Awaited<ReturnType<typeof balanceSummary>>;
