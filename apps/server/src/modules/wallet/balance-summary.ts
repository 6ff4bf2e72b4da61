import { eq } from 'drizzle-orm';
import type { LanguageCode } from '@kamao/contract/language';
import type { Db } from '../../db/client.ts';
import { users, withdrawalMethods } from '../../db/schema/index.ts';
import { getMemberBalances, sumMemberTransfers } from '../../ledger/balances.ts';
import { readSiteText } from '../site/index.ts';
import { withdrawalRecords } from './withdrawal.ts';

/**
 * The withdraw page's state (docs/product/withdraw.md#calls-and-fields), all amounts from the
 * ledger in milli-rupees: pending = held minus settled either way; paid out = total withdrawn. The
 * records come from the withdrawals table, newest first; presenters.ts names it all for the answer.
 */
export async function balanceSummary(db: Db, memberId: string, language: LanguageCode) {
  const [balances, held, paidOut, refunded, [member], instructions, records] = await Promise.all([
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
    readSiteText(db, 'withdrawal_instructions', language),
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
    instructions,
  };
}
export type BalanceSummary = Awaited<ReturnType<typeof balanceSummary>>;
