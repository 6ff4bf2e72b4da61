import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payoutAttempts } from '../../db/schema/index.ts';

/**
 * Payouts that wait for the next Indian day because the day's cap was reached (the console's
 * overview says so): how many, and their amount in milli-rupees.
 */
export async function waitingForPayoutCap(db: DbOrTx): Promise<{ count: number; total: bigint }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      paise: sql<string>`coalesce(sum(${payoutAttempts.amountPaise}), 0)::text`,
    })
    .from(payoutAttempts)
    .where(eq(payoutAttempts.state, 'waiting'));
  // A paisa is ten milli-rupees.
  return { count: Number(row?.count ?? 0), total: BigInt(row?.paise ?? '0') * 10n };
}
