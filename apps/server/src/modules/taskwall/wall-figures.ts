import { and, count, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { earnedToday } from '../../ledger/balances.ts';
import { kolkataDayStartSql } from '../../db/kolkata-day.ts';
import { readTogether } from '../../db/read-together.ts';
import { offerWallTransactions, offerWalls } from '../../db/schema/index.ts';
import { availableBalance } from '../wallet/index.ts';

/**
 * The task-wall figures of a member (docs/product/task-walls.md#live-figures), in
 * milli-rupees: today's task-wall income (credited today, Indian day), the enabled walls, the
 * offers completed today (credited or held), the available balance, and what is held.
 */
export async function wallFigures(db: DbOrTx, memberId: string) {
  // Also read inside a postback's transaction (wall-events.ts): together, not at once, there.
  const [income, [walls], [completed], [held], balance] = await readTogether(db, [
    () => earnedToday(db, memberId, 'offerWall'),
    () => db.select({ n: count() }).from(offerWalls).where(eq(offerWalls.enabled, true)),
    () =>
      db
        .select({ n: count() })
        .from(offerWallTransactions)
        .where(
          and(
            eq(offerWallTransactions.memberId, memberId),
            inArray(offerWallTransactions.status, ['credited', 'held']),
            gte(offerWallTransactions.createdAt, kolkataDayStartSql),
          ),
        ),
    () =>
      db
        .select({ total: sum(offerWallTransactions.amount) })
        .from(offerWallTransactions)
        .where(
          and(
            eq(offerWallTransactions.memberId, memberId),
            // Written out, not a parameter: a prepared statement's generic plan can then still
            // use the partial index of held rewards (db/named-statements.ts).
            sql`${offerWallTransactions.status} = 'held'`,
          ),
        ),
    () => availableBalance(db, memberId),
  ]);
  return {
    todayIncome: income,
    totalWalls: walls?.n ?? 0,
    todayCompleted: completed?.n ?? 0,
    availableBalance: balance,
    held: BigInt(held?.total ?? 0),
  };
}
export type WallFigures = Awaited<ReturnType<typeof wallFigures>>;
