import { WITHDRAW_METHOD_MISMATCH_MESSAGE } from '@kamao/contract/error-texts';
import { WITHDRAW_TEXTS } from '@kamao/contract/wallet-texts';
import { checkPayoutAccount } from '@kamao/contract/payout-account';
import { PAYOUT_ACCOUNT_TEXTS } from '@kamao/contract/payout-account-texts';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { rupeesToMilli } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { users, withdrawalMethods, withdrawals } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { InsufficientFundsError } from '../../ledger/errors.ts';
import { memberWallet, systemAccount } from '../../ledger/kinds.ts';
import { transfer } from '../../ledger/post-movement.ts';
import { KEY_TAKEN, keyReused, runOncePerKey, withoutKey } from './idempotent-request.ts';
import { rupeeText } from '../../lib/rupee-text.ts';
import { withdrawalHoldReason } from '../risk/index.ts';

// docs/product/withdraw.md#checks-before-sending: the server repeats the client's checks verbatim
// (WITHDRAW_TEXTS). Ours (the spec is silent): the payload names another method than the one bound in the profile.
export const METHOD_MISMATCH = WITHDRAW_METHOD_MISMATCH_MESSAGE;
const insufficientBalanceText = (balanceMilli: bigint) =>
  WITHDRAW_TEXTS.insufficientBalance(rupeeText(balanceMilli));

export const holdKey = (withdrawalId: string) => `withdrawal:${withdrawalId}:hold`;

type WithdrawalInput = { balance: number; type: string };

/**
 * A member asks for a withdrawal (docs/product/withdraw.md#checks-before-sending): the bound method
 * must exist, be offered and match the payload; the amount must reach the method's minimum and fit
 * the withdrawable balance. The withdrawal row and the hold (withdrawable → pending payouts) commit
 * together; the hold's conditional debit is what makes concurrent requests safe, the balance check
 * before it only gives the spec's text.
 *
 * With the client's idempotency key (ours), a retry of the same request answers from the
 * withdrawal the key first made, and the same key with another amount or method is refused
 * (idempotent-request.ts); the row's unique (member, key) index settles parallel retries.
 */
export async function requestWithdrawal(
  db: Db,
  memberId: string,
  input: WithdrawalInput,
  idempotencyKey?: string,
): Promise<{ id: string; amount: bigint }> {
  if (idempotencyKey === undefined) return withoutKey(await newWithdrawal(db, memberId, input));
  return runOncePerKey({
    find: () => withdrawalByKey(db, memberId, idempotencyKey),
    replay: (first) => {
      const same =
        first.amount === rupeesToMilli(input.balance) && first.method === input.type.trim();
      if (!same) throw keyReused();
      return { id: first.id, amount: first.amount };
    },
    attempt: () => newWithdrawal(db, memberId, input, idempotencyKey),
  });
}

async function withdrawalByKey(db: Db, memberId: string, idempotencyKey: string) {
  const [row] = await db
    .select({ id: withdrawals.id, amount: withdrawals.amount, method: withdrawals.method })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.idempotencyKey, idempotencyKey)));
  return row;
}

async function newWithdrawal(
  db: Db,
  memberId: string,
  input: WithdrawalInput,
  idempotencyKey?: string,
): Promise<{ id: string; amount: bigint } | typeof KEY_TAKEN> {
  const amount = rupeesToMilli(input.balance);
  const [member] = await db
    .select({ method: users.withdrawalMethod, account: users.withdrawalAccountInformation })
    .from(users)
    .where(eq(users.id, memberId));
  if (!member) throw notFound();
  const methodName = member.method?.trim() ?? '';
  const account = member.account?.trim() ?? '';
  if (!methodName && !account) throw badRequest(WITHDRAW_TEXTS.bindPaymentInfo);
  const [method] = methodName
    ? await db
        .select()
        .from(withdrawalMethods)
        .where(and(eq(withdrawalMethods.name, methodName), eq(withdrawalMethods.enabled, true)))
    : [];
  // A method the operator removed or disabled since it was bound counts as missing.
  if (!method || !account) throw badRequest(WITHDRAW_TEXTS.bindPaymentInfoAgain);
  if (input.type.trim() !== method.name) throw badRequest(METHOD_MISMATCH);
  // An account saved before its method had a kind, or before the operator set one, is checked
  // here too, so no payout goes to an account that cannot receive it.
  const payoutAccount = checkPayoutAccount(method.kind, account);
  if (!payoutAccount.ok) throw badRequest(PAYOUT_ACCOUNT_TEXTS.savedAccountInvalid);
  if (amount < method.minimumAmount) {
    throw badRequest(WITHDRAW_TEXTS.minimumAmount(method.name, rupeeText(method.minimumAmount)));
  }
  const { withdrawable } = await getMemberBalances(db, memberId);
  if (amount > withdrawable) throw badRequest(insufficientBalanceText(withdrawable));
  // The member's risk at the time of asking may hold it for the operator; they are not told.
  const holdReason = await withdrawalHoldReason(db, memberId);

  const id = newId();
  try {
    return await db.transaction(async (tx) => {
      const row = {
        id,
        memberId,
        method: method.name,
        accountInformation: payoutAccount.account,
        amount,
        ...(holdReason ? { heldAt: sql`now()`, heldReason: holdReason } : {}),
      };
      const insert = tx.insert(withdrawals).values({ ...row, idempotencyKey });
      const inserted = idempotencyKey
        ? await insert
            .onConflictDoNothing({
              target: [withdrawals.memberId, withdrawals.idempotencyKey],
              where: isNotNull(withdrawals.idempotencyKey),
            })
            .returning({ id: withdrawals.id })
        : await insert.returning({ id: withdrawals.id });
      // A parallel request with this key committed first: nothing written here.
      if (inserted.length === 0) return KEY_TAKEN;
      await transfer(tx, {
        kind: 'withdrawal_hold',
        from: memberWallet(memberId, 'withdrawable'),
        to: systemAccount('pending_payouts'),
        amount,
        key: holdKey(id),
        metadata: { withdrawalId: id, method: method.name },
      });
      return { id, amount };
    });
  } catch (error) {
    // Another request spent the balance between the check and the hold.
    if (!(error instanceof InsufficientFundsError)) throw error;
    const now = await getMemberBalances(db, memberId);
    throw badRequest(insufficientBalanceText(now.withdrawable));
  }
}

/** The withdraw page's history (docs/product/withdraw.md#calls-and-fields), newest first. */
export async function withdrawalRecords(db: Db, memberId: string) {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id));
}
export type WithdrawalRecord = Awaited<ReturnType<typeof withdrawalRecords>>[number];
