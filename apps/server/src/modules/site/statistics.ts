import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { transfers, users, withdrawals } from '../../db/schema.ts';
import type { VisitorCounter } from './visitor-counter.ts';

/** Earnings that count as a member completing a task (home page statistic). */
const TASK_KINDS = ['ptc_ads', 'click_short_link', 'offerWall'];
const CACHE_MS = 30_000;

export interface SiteStatistics {
  users: number;
  userCompletedTask: number;
  visitorsLast30Days: number;
  totalWithdrawalAmount: number;
}

/** The home page's live figures from real data, cached briefly: every visitor asks for them. */
export function createStatistics(db: Db, visitors: VisitorCounter) {
  let cached: { at: number; value: SiteStatistics } | undefined;
  return async function statistics(): Promise<SiteStatistics> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const [[members], [tasks], [paid], visitorsLast30Days] = await Promise.all([
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'member'), isNull(users.deletedAt))),
      db.select({ n: count() }).from(transfers).where(inArray(transfers.kind, TASK_KINDS)),
      db
        .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
        .from(withdrawals)
        .where(eq(withdrawals.status, 'Success')),
      visitors.countLast30Days(),
    ]);
    const value = {
      users: Number(members?.n ?? 0),
      userCompletedTask: Number(tasks?.n ?? 0),
      visitorsLast30Days,
      totalWithdrawalAmount: milliToRupees(BigInt(paid?.total ?? '0')),
    };
    cached = { at: Date.now(), value };
    return value;
  };
}
