import { ADMIN_WITHDRAWAL_ERRORS, type AdminDecision } from '@kamao/contract/admin/payouts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { announceMemberBalances } from '../../ledger/balances.ts';
import { transferAmountByKey } from '../../ledger/history.ts';
import { memberWallet, systemAccount } from '../../ledger/kinds.ts';
import { postMovement, transfer, type Leg } from '../../ledger/post-movement.ts';
import { inTransaction } from '../../ledger/transaction.ts';

export type WithdrawalDecision = AdminDecision['status'];

/** The payout providers whose answers decide withdrawals (modules/payouts). */
export type PayingProvider = 'demo' | 'razorpayx' | 'cashfree';

export interface DecisionInput {
  withdrawalId: string;
  status: WithdrawalDecision;
  remark?: string | null;
  /** The payout's UPI UTR or bank reference, kept with a Success only. */
  paymentReference?: string | null;
  /** The operator deciding; null when a payout provider's answer decides. */
  adminId: string | null;
  /**
   * Set when a payout provider's answer decides (modules/payouts): its Success pays whole paise
   * and gives the fraction of a paisa back to the member, and its transfer names the provider.
   */
  provider?: PayingProvider;
}

export interface DecisionResult {
  /** False when the same decision had been made before (a second click changes nothing). */
  changed: boolean;
  status: WithdrawalDecision;
  memberId: string;
  amount: bigint;
}

// A withdrawal a provider is paying (an open attempt: waiting, sending, pending) is decided by
// the provider's answer, not by hand: a hand's Reject would refund money the provider may be
// paying out at the same moment.
const OPEN_PROVIDER_PAYOUT = sql`exists (
  select 1 from payout_attempts pa
  where pa.withdrawal_id = ${withdrawals.id} and pa.state in ('waiting', 'sending', 'pending'))`;

/** A provider pays whole paise (10 milli-rupees); the rest goes back to the member. */
export const payableMilli = (amount: bigint) => amount - (amount % 10n);

/**
 * The decision on a pending withdrawal (docs/design.md#money-and-the-ledger), by the operator or
 * by a payout provider's answer: Success moves the held amount from pending payouts to paid out
 * (and the row feeds the payment proof page); Reject gives it back to the member's withdrawable
 * wallet with the remark. The status change is a conditional update from Pending in the same
 * transaction as the movement (the caller's, when it passes one), so an approve and a reject
 * racing each other end in exactly one outcome. Repeating the decision already made is a no-op (a
 * reference sent with the repeat is not recorded); the opposite decision afterwards is refused. A
 * held withdrawal (withdrawal-holds.ts) is refused an operator's Success until it is released,
 * and a withdrawal a provider is paying is refused any decision by hand.
 */
export async function decideWithdrawal(
  handle: DbOrTx,
  input: DecisionInput,
): Promise<DecisionResult> {
  const remark = input.remark?.trim() || null;
  const paymentReference =
    input.status === 'Success' ? input.paymentReference?.trim() || null : null;
  const byHand = input.provider === undefined;
  return inTransaction(handle, async (tx) => {
    const [decided] = await tx
      .update(withdrawals)
      .set({
        status: input.status,
        remark,
        paymentReference,
        decidedAt: sql`now()`,
        decidedBy: input.adminId,
      })
      .where(
        and(
          eq(withdrawals.id, input.withdrawalId),
          eq(withdrawals.status, 'Pending'),
          // A held withdrawal is not paid by hand; it may still be rejected. A provider that was
          // sent it before the hold pays it anyway, and its answer is recorded.
          byHand && input.status === 'Success' ? isNull(withdrawals.heldAt) : undefined,
          byHand ? sql`not ${OPEN_PROVIDER_PAYOUT}` : undefined,
        ),
      )
      .returning();
    if (!decided) {
      const [current] = await tx
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.id, input.withdrawalId));
      if (!current) throw notFound(ADMIN_WITHDRAWAL_ERRORS.notFound);
      if (current.status === 'Pending') {
        throw conflict(
          input.status === 'Success' && current.heldAt
            ? ADMIN_WITHDRAWAL_ERRORS.held
            : ADMIN_WITHDRAWAL_ERRORS.withProvider,
        );
      }
      if (current.status !== input.status) throw conflict(ADMIN_WITHDRAWAL_ERRORS.alreadyDecided);
      return {
        changed: false,
        status: input.status,
        memberId: current.memberId,
        amount: current.amount,
      };
    }
    const metadata = {
      withdrawalId: decided.id,
      adminId: input.adminId,
      remark,
      paymentReference,
      ...(input.provider && { provider: input.provider }),
    };
    if (input.status === 'Success') {
      await postMovement(tx, payoutLegs(decided, input.provider, metadata));
      // No member balance moves, but the member's open withdraw page shows the new status.
      await announceMemberBalances(tx, decided.memberId);
    } else {
      await transfer(tx, {
        kind: 'withdrawal_refund',
        from: systemAccount('pending_payouts'),
        to: memberWallet(decided.memberId, 'withdrawable'),
        amount: decided.amount,
        key: `withdrawal:${decided.id}:refund`,
        metadata,
      });
    }
    return {
      changed: true,
      status: input.status,
      memberId: decided.memberId,
      amount: decided.amount,
    };
  });
}

/**
 * A Success's movement: the whole amount to paid out by hand; through a provider, the whole
 * paise it paid, and the fraction of a paisa back to the member's withdrawable wallet.
 */
function payoutLegs(
  withdrawal: { id: string; memberId: string; amount: bigint },
  provider: PayingProvider | undefined,
  metadata: Record<string, unknown>,
): Leg[] {
  const paid = provider ? payableMilli(withdrawal.amount) : withdrawal.amount;
  const remainder = withdrawal.amount - paid;
  const legs: Leg[] = [
    {
      kind: 'withdrawal_payout',
      from: systemAccount('pending_payouts'),
      to: systemAccount('paid_out'),
      amount: paid,
      key: `withdrawal:${withdrawal.id}:payout`,
      memberId: withdrawal.memberId,
      metadata,
    },
  ];
  if (remainder > 0n) {
    legs.push({
      kind: 'withdrawal_remainder',
      from: systemAccount('pending_payouts'),
      to: memberWallet(withdrawal.memberId, 'withdrawable'),
      amount: remainder,
      key: `withdrawal:${withdrawal.id}:remainder`,
      metadata,
    });
  }
  return legs;
}

/**
 * A payout the provider reversed after paying it (modules/payouts): the withdrawal reads Reject
 * with the provider's reason, and what was paid out goes back to the member's withdrawable
 * wallet, once (its ledger key). True when this call made the change.
 */
export async function reverseWithdrawal(
  handle: DbOrTx,
  input: { withdrawalId: string; remark: string; provider: PayingProvider },
): Promise<boolean> {
  return inTransaction(handle, async (tx) => {
    const [reversed] = await tx
      .update(withdrawals)
      .set({ status: 'Reject', remark: input.remark.trim() || null, decidedAt: sql`now()` })
      .where(and(eq(withdrawals.id, input.withdrawalId), eq(withdrawals.status, 'Success')))
      .returning();
    if (!reversed) return false;
    const paid = await transferAmountByKey(tx, `withdrawal:${reversed.id}:payout`);
    if (paid === undefined) {
      throw new Error(`Withdrawal ${reversed.id} reads Success without its payout`);
    }
    await transfer(tx, {
      kind: 'withdrawal_reversal',
      from: systemAccount('paid_out'),
      to: memberWallet(reversed.memberId, 'withdrawable'),
      amount: paid,
      key: `withdrawal:${reversed.id}:reversal`,
      metadata: { withdrawalId: reversed.id, remark: input.remark, provider: input.provider },
    });
    return true;
  });
}
