import { ADMIN_WITHDRAWAL_ERRORS, type AdminDecision } from '@kamao/contract/admin/payouts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { announceMemberBalances } from '../../ledger/balances.ts';
import { memberWallet, systemAccount } from '../../ledger/kinds.ts';
import { transfer } from '../../ledger/post-movement.ts';

export type WithdrawalDecision = AdminDecision['status'];

export interface DecisionInput {
  withdrawalId: string;
  status: WithdrawalDecision;
  remark?: string | null;
  /** The payout's UPI UTR or bank reference, kept with a Success only. */
  paymentReference?: string | null;
  adminId: string;
}

export interface DecisionResult {
  /** False when the same decision had been made before (a second click changes nothing). */
  changed: boolean;
  status: WithdrawalDecision;
  memberId: string;
  amount: bigint;
}

/**
 * The operator's decision on a pending withdrawal (docs/design.md#money-and-the-ledger): Success
 * moves the held amount from pending payouts to paid out (and the row feeds the payment proof
 * page); Reject gives it back to the member's withdrawable wallet with the remark. The status
 * change is a conditional update from Pending in the same transaction as the movement, so an
 * approve and a reject racing each other end in exactly one outcome. Repeating the decision already
 * made is a no-op (a reference sent with the repeat is not recorded); the opposite decision
 * afterwards is refused. A held withdrawal (withdrawal-holds.ts) is refused a Success until it is
 * released; the same conditional update settles an approval racing a hold.
 */
export async function decideWithdrawal(db: Db, input: DecisionInput): Promise<DecisionResult> {
  const remark = input.remark?.trim() || null;
  const paymentReference =
    input.status === 'Success' ? input.paymentReference?.trim() || null : null;
  return db.transaction(async (tx) => {
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
          // A held withdrawal is not paid; it may still be rejected.
          input.status === 'Success' ? isNull(withdrawals.heldAt) : undefined,
        ),
      )
      .returning();
    if (!decided) {
      const [current] = await tx
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.id, input.withdrawalId));
      if (!current) throw notFound(ADMIN_WITHDRAWAL_ERRORS.notFound);
      if (current.status === 'Pending') throw conflict(ADMIN_WITHDRAWAL_ERRORS.held);
      if (current.status !== input.status) throw conflict(ADMIN_WITHDRAWAL_ERRORS.alreadyDecided);
      return {
        changed: false,
        status: input.status,
        memberId: current.memberId,
        amount: current.amount,
      };
    }
    const metadata = { withdrawalId: decided.id, adminId: input.adminId, remark, paymentReference };
    if (input.status === 'Success') {
      await transfer(tx, {
        kind: 'withdrawal_payout',
        from: systemAccount('pending_payouts'),
        to: systemAccount('paid_out'),
        amount: decided.amount,
        key: `withdrawal:${decided.id}:payout`,
        memberId: decided.memberId,
        metadata,
      });
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
