import { ADMIN_WITHDRAWAL_ERRORS } from '@kamao/contract/admin/payouts';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';

/*
 * Held withdrawals (docs/product/withdraw.md#held-withdrawals): a pending withdrawal the operator
 * must look at before paying. No money moves: the amount stays in pending payouts, the member
 * reads Pending as before, and only an approval is refused until the hold is released (see
 * withdrawal-decision.ts). Each write is one conditional update, so a hold racing an approval
 * ends with exactly one of them done.
 */

/**
 * Holds the members' pending withdrawals that are not held yet, with the reason; answers how
 * many became held (0 when all already were).
 */
export async function holdPendingWithdrawals(
  db: DbOrTx,
  memberIds: readonly string[],
  reason: string,
): Promise<number> {
  if (memberIds.length === 0) return 0;
  const held = await db
    .update(withdrawals)
    .set({ heldAt: sql`now()`, heldReason: reason })
    .where(
      and(
        inArray(withdrawals.memberId, [...memberIds]),
        eq(withdrawals.status, 'Pending'),
        isNull(withdrawals.heldAt),
      ),
    )
    .returning({ id: withdrawals.id });
  return held.length;
}

/**
 * Releases a held pending withdrawal so it can be approved; 404 when there is no such
 * withdrawal, 409 when it is not held (released already, or decided).
 */
export async function releaseWithdrawal(db: DbOrTx, withdrawalId: string): Promise<void> {
  const [released] = await db
    .update(withdrawals)
    .set({ heldAt: null, heldReason: null })
    .where(
      and(
        eq(withdrawals.id, withdrawalId),
        eq(withdrawals.status, 'Pending'),
        isNotNull(withdrawals.heldAt),
      ),
    )
    .returning({ id: withdrawals.id });
  if (released) return;
  const [current] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.id, withdrawalId));
  if (!current) throw notFound(ADMIN_WITHDRAWAL_ERRORS.notFound);
  throw conflict(ADMIN_WITHDRAWAL_ERRORS.notHeld);
}
