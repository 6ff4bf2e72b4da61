import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/index.ts';

/** A member's newest withdrawals for the operator's member page, with whether each is held. */
export async function latestWithdrawals(db: DbOrTx, memberId: string, limit: number) {
  const rows = await db
    .select({
      id: withdrawals.id,
      amount: withdrawals.amount,
      method: withdrawals.method,
      status: withdrawals.status,
      heldAt: withdrawals.heldAt,
      createdAt: withdrawals.createdAt,
    })
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
  return rows.map(({ heldAt, ...row }) => ({ ...row, held: heldAt !== null }));
}
