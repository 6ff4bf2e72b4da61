import { eq } from 'drizzle-orm';
import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { siteTexts, users, withdrawalMethods } from '../../db/schema.ts';
import { getMemberBalances, sumMemberTransfers } from '../../ledger/balances.ts';
import { withdrawalRecords } from './withdrawal.ts';

/**
 * The withdraw page's state (spec part 1 §3 "Withdrawal state"), all amounts from the ledger:
 * pending = held minus settled either way; total = paid out. The records come from the
 * withdrawals table, newest first.
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
    withdrawable_amount: milliToRupees(balances.withdrawable),
    deposit_amount: milliToRupees(balances.deposit),
    pending_withdrawal_amount: milliToRupees(held - paidOut - refunded),
    total_withdrawal_amount: milliToRupees(paidOut),
    withdrawal_method: member?.method ?? '',
    withdrawal_account_information: member?.account ?? '',
    withdrawalMethod_minimumAmount: method ? milliToRupees(method.minimumAmount) : 0,
    withdrawal_Records: records,
    other_data_withdrawal_instructions: instructions?.html ?? '',
  };
}
