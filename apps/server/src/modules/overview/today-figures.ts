import { EARNING_SOURCES } from '@kamao/contract/api-dashboard';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { kolkataDayStartSql } from '../../db/kolkata-day.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberMovedSinceSql, totalOfKindsSinceSql } from '../../ledger/income.ts';

/** Milli-rupees and counts as the database answers them (text, so no bigint is lost). */
interface TodayRow {
  joined: string;
  active: string;
  earned: string;
  paid_count: string;
  paid_total: string;
  pending_count: string;
  pending_total: string;
  held_count: string;
  held_total: string;
  unanswered: string;
}

export interface CountAndTotal {
  count: number;
  /** Milli-rupees. */
  total: bigint;
}

export interface TodayFigures {
  joinedToday: number;
  activeToday: number;
  /** Milli-rupees. */
  earnedToday: bigint;
  paidToday: CountAndTotal;
  pendingWithdrawals: CountAndTotal;
  heldWithdrawals: CountAndTotal;
  unansweredMessages: number;
}

/**
 * Today's figures in one round trip, "today" being the Indian day on the database clock. A member
 * is active today when they logged in today or money of theirs moved today (a remembered session
 * earns without logging in again).
 */
export async function todayFigures(db: DbOrTx): Promise<TodayFigures> {
  const [row] = rowsOf<TodayRow>(
    await db.execute(sql`
      with day as (select ${kolkataDayStartSql} as start)
      select
        (select count(*) from users, day
          where role = 'member' and deleted_at is null and created_at >= day.start)::text as joined,
        (select count(*) from users u, day where u.role = 'member' and u.deleted_at is null and (
          exists (select 1 from sessions s where s.user_id = u.id and s.created_at >= day.start)
          or ${memberMovedSinceSql(sql`u.id`, sql`day.start`)}))::text as active,
        ${totalOfKindsSinceSql(EARNING_SOURCES, kolkataDayStartSql)}::text as earned,
        (select count(*) from withdrawals, day
          where status = 'Success' and decided_at >= day.start)::text as paid_count,
        (select coalesce(sum(amount), 0) from withdrawals, day
          where status = 'Success' and decided_at >= day.start)::text as paid_total,
        (select count(*) from withdrawals where status = 'Pending')::text as pending_count,
        (select coalesce(sum(amount), 0) from withdrawals where status = 'Pending')::text
          as pending_total,
        (select count(*) from withdrawals where status = 'Pending' and held_at is not null)::text
          as held_count,
        (select coalesce(sum(amount), 0) from withdrawals
          where status = 'Pending' and held_at is not null)::text as held_total,
        (select count(*) from contact_messages where handled_at is null)::text as unanswered
    `),
  );
  if (!row) throw new Error('the overview query answered no row');
  return {
    joinedToday: Number(row.joined),
    activeToday: Number(row.active),
    earnedToday: BigInt(row.earned),
    paidToday: { count: Number(row.paid_count), total: BigInt(row.paid_total) },
    pendingWithdrawals: { count: Number(row.pending_count), total: BigInt(row.pending_total) },
    heldWithdrawals: { count: Number(row.held_count), total: BigInt(row.held_total) },
    unansweredMessages: Number(row.unanswered),
  };
}
