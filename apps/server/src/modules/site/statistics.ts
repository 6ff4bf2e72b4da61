import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, withdrawals } from '../../db/schema/index.ts';
import { countTransfers } from '../../ledger/income.ts';
import type { TransferKind } from '../../ledger/kinds.ts';
import type { VisitorCounter } from './visitor-counter.ts';

/** Earnings that count as a member completing a task (home page statistic). */
const TASK_KINDS: readonly TransferKind[] = ['ptc_ads', 'click_short_link', 'offerWall'];
const CACHE_MS = 30_000;

export interface SiteStatistics {
  members: number;
  completedTasks: number;
  visitorsLast30Days: number;
  /** Milli-rupees paid out (withdrawals marked Success). */
  paidOut: bigint;
}

/** The home page's live figures from real data, cached briefly: every visitor asks for them. */
export function createStatistics(db: Db, visitors: VisitorCounter) {
  let cached: { at: number; value: SiteStatistics } | undefined;
  return async function statistics(): Promise<SiteStatistics> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const [[members], completedTasks, [paid], visitorsLast30Days] = await Promise.all([
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'member'), isNull(users.deletedAt))),
      countTransfers(db, TASK_KINDS),
      db
        .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
        .from(withdrawals)
        .where(eq(withdrawals.status, 'Success')),
      visitors.countLast30Days(),
    ]);
    const value = {
      members: Number(members?.n ?? 0),
      completedTasks,
      visitorsLast30Days,
      paidOut: BigInt(paid?.total ?? '0'),
    };
    cached = { at: Date.now(), value };
    return value;
  };
}
