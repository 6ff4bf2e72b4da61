import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/index.ts';

/** The sum of each member's withdrawals still waiting for the operator, milli-rupees. */
export async function pendingWithdrawalTotals(
  db: DbOrTx,
  memberIds: readonly string[],
): Promise<Map<string, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({
      memberId: withdrawals.memberId,
      total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)`,
    })
    .from(withdrawals)
    .where(and(inArray(withdrawals.memberId, [...memberIds]), eq(withdrawals.status, 'Pending')))
    .groupBy(withdrawals.memberId);
  return new Map(rows.map((row) => [row.memberId, BigInt(row.total)]));
}
