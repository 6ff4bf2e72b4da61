import { and, desc, eq } from 'drizzle-orm';
import { milliToRupees, rupeesToMilli } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { users, withdrawalMethods, withdrawals } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { InsufficientFundsError } from '../../ledger/errors.ts';
import { memberWallet, systemAccount } from '../../ledger/kinds.ts';
import { transfer } from '../../ledger/post-movement.ts';
import { rupeeText } from './rupee-text.ts';

// spec part 1 §5 "Withdrawal amount input": the server repeats the client's checks verbatim.
export const BIND_PAYMENT_INFO =
  'Please bind your payment information to proceed with withdrawals.';
export const BIND_PAYMENT_INFO_AGAIN = 'Please bind Your payment information again';
// Ours (the spec is silent): the payload names another method than the one bound in the profile.
export const METHOD_MISMATCH =
  'The withdrawal method does not match your payment information. Please refresh the page and try again.';
export const minimumAmountText = (method: string, minimumMilli: bigint) =>
  `The minimum withdrawal amount for ${method} is ₹${rupeeText(minimumMilli)}. Please enter a valid amount.`;
export const insufficientBalanceText = (balanceMilli: bigint) =>
  `Your available balance is ₹${rupeeText(balanceMilli)}. Please enter a valid amount.`;
export const withdrawalSuccessText = (amountMilli: bigint) =>
  `Your withdrawal of ₹${rupeeText(amountMilli)} has been successfully processed.`;

export const holdKey = (withdrawalId: string) => `withdrawal:${withdrawalId}:hold`;

/**
 * A member asks for a withdrawal (spec part 1 §5, §7): the bound method must exist, be offered
 * and match the payload; the amount must reach the method's minimum and fit the withdrawable
 * balance. The withdrawal row and the hold (withdrawable → pending payouts) commit together; the
 * hold's conditional debit is what makes concurrent requests safe, the balance check before it
 * only gives the spec's text.
 */
export async function requestWithdrawal(
  db: Db,
  memberId: string,
  input: { balance: number; type: string },
): Promise<{ id: string; amount: bigint }> {
  const amount = rupeesToMilli(input.balance);
  const [member] = await db
    .select({ method: users.withdrawalMethod, account: users.withdrawalAccountInformation })
    .from(users)
    .where(eq(users.id, memberId));
  if (!member) throw notFound();
  const methodName = member.method?.trim() ?? '';
  const account = member.account?.trim() ?? '';
  if (!methodName && !account) throw badRequest(BIND_PAYMENT_INFO);
  const [method] = methodName
    ? await db
        .select()
        .from(withdrawalMethods)
        .where(and(eq(withdrawalMethods.name, methodName), eq(withdrawalMethods.enabled, true)))
    : [];
  // A method the operator removed or disabled since it was bound counts as missing.
  if (!method || !account) throw badRequest(BIND_PAYMENT_INFO_AGAIN);
  if (input.type.trim() !== method.name) throw badRequest(METHOD_MISMATCH);
  if (amount < method.minimumAmount) {
    throw badRequest(minimumAmountText(method.name, method.minimumAmount));
  }
  const { withdrawable } = await getMemberBalances(db, memberId);
  if (amount > withdrawable) throw badRequest(insufficientBalanceText(withdrawable));

  const id = newId();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(withdrawals).values({
        id,
        memberId,
        method: method.name,
        accountInformation: account,
        amount,
      });
      await transfer(tx, {
        kind: 'withdrawal_hold',
        from: memberWallet(memberId, 'withdrawable'),
        to: systemAccount('pending_payouts'),
        amount,
        key: holdKey(id),
        metadata: { withdrawalId: id, method: method.name },
      });
    });
  } catch (error) {
    // Another request spent the balance between the check and the hold.
    if (!(error instanceof InsufficientFundsError)) throw error;
    const now = await getMemberBalances(db, memberId);
    throw badRequest(insufficientBalanceText(now.withdrawable));
  }
  return { id, amount };
}

/** The withdraw page's history (spec part 1 §3 "Withdrawal state"), newest first. */
export async function withdrawalRecords(db: Db, memberId: string) {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id));
  return rows.map((w) => ({
    // The page shows it upper-cased as the order number (spec part 1 §2); ids are stored lower.
    _id: w.id,
    balance: milliToRupees(w.amount),
    type: w.method,
    time: w.createdAt.toISOString(),
    withdrawal_status: w.status,
    remark: w.remark,
  }));
}
