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
  const [balances, held, payouts, refunded, reversed, [member], instructions, records] =
    await Promise.all([
      getMemberBalances(db, memberId),
      sumMemberTransfers(db, memberId, ['withdrawal_hold']),
      sumMemberTransfers(db, memberId, ['withdrawal_payout']),
      // A provider's payout gives back the fraction of a paisa it cannot pay.
      sumMemberTransfers(db, memberId, ['withdrawal_refund', 'withdrawal_remainder']),
      // A payout the provider reversed after paying it is no longer paid out.
      sumMemberTransfers(db, memberId, ['withdrawal_reversal']),
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
    pendingWithdrawals: held - payouts - refunded,
    paidOut: payouts - reversed,
    withdrawalMethod: member?.method ?? '',
    withdrawalAccount: member?.account ?? '',
    /** The bound method's minimum; 0 while none is bound. */
    minimumWithdrawal: method?.minimumAmount ?? 0n,
    withdrawals: records,
    instructions,
  };
}
export type BalanceSummary = Awaited<ReturnType<typeof balanceSummary>>;
