import { and, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { kolkataDayStartSql } from '../db/kolkata-day.ts';
import { rowsOf } from '../db/rows.ts';
import { transfers } from '../db/schema/index.ts';
import type { TransferKind } from './kinds.ts';

/*
 * Income by source, read from the ledger: today's, over a period, per Indian day. Amounts are
 * milli-rupees; the Indian day (Asia/Kolkata) is computed in SQL, so the server's own time zone
 * never matters.
 */

const kindList = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );

/**
 * SQL for the sum of every member's movements of these kinds since `since` (milli-rupees), to
 * sit inside a caller's one-round-trip query (the console's overview).
 */
export function totalOfKindsSinceSql(kinds: readonly TransferKind[], since: SQL): SQL {
  return sql`(select coalesce(sum(amount), 0) from transfers
    where kind in (${kindList(kinds)}) and created_at >= ${since})`;
}

/** SQL that is true when money of the member in `memberId` (a column) moved since `since`. */
export function memberMovedSinceSql(memberId: SQL, since: SQL): SQL {
  return sql`exists (select 1 from transfers t
    where t.member_id = ${memberId} and t.created_at >= ${since})`;
}

/** A member's totals per kind since the start of today (the Indian day). */
export async function todayTotalsByKind(
  db: DbOrTx,
  memberId: string,
  kinds: readonly TransferKind[],
): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ kind: transfers.kind, total: sql<string>`coalesce(sum(${transfers.amount}), 0)` })
    .from(transfers)
    .where(
      and(
        eq(transfers.memberId, memberId),
        inArray(transfers.kind, [...kinds]),
        gte(transfers.createdAt, kolkataDayStartSql),
      ),
    )
    .groupBy(transfers.kind);
  return new Map(rows.map((row) => [row.kind, BigInt(row.total)]));
}

export interface RecentAndAllTime {
  kind: string;
  /** Decimal strings of milli-rupees. */
  last30: string;
  all_time: string;
}

/** A member's totals per kind over the last 30 days and ever (kinds with none left out). */
export async function incomeLast30DaysAndEver(
  db: DbOrTx,
  memberId: string,
  kinds: readonly TransferKind[],
): Promise<RecentAndAllTime[]> {
  return rowsOf<RecentAndAllTime>(
    await db.execute(sql`
      select kind,
        coalesce(sum(amount) filter (where created_at > now() - interval '30 days'), 0)::text
          as last30,
        coalesce(sum(amount), 0)::text as all_time
      from transfers
      where member_id = ${memberId}
        and kind in (${kindList(kinds)})
      group by kind`),
  );
}

export interface DailyIncome {
  /** YYYY-MM-DD in India. */
  day: string;
  kind: string;
  total: string;
  /** Today in India, by the database clock. */
  today: string;
}

/**
 * The credits of these kinds to a member's withdrawable wallet from the first day of the Indian
 * month `months - 1` months ago, as `transfers t` joined to `accounts a`: what dailyIncomeByKind
 * sums and hasEarningCredits looks for.
 */
const earningCreditsSql = (memberId: string, kinds: readonly TransferKind[], months: number) => sql`
  from transfers t
  join accounts a on a.id = t.credit_account_id
  where a.owner_id = ${memberId}
    and a.kind = 'withdrawable'
    and t.kind in (${kindList(kinds)})
    and t.created_at >= (date_trunc('month', now() at time zone 'Asia/Kolkata')
          - make_interval(months => ${months - 1})) at time zone 'Asia/Kolkata'`;

/**
 * A member's credits to their withdrawable wallet per Indian day and kind, from the first day
 * of the month `months - 1` months ago.
 */
export async function dailyIncomeByKind(
  db: DbOrTx,
  memberId: string,
  kinds: readonly TransferKind[],
  months: number,
): Promise<DailyIncome[]> {
  return rowsOf<DailyIncome>(
    await db.execute(sql`
      select to_char(t.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day,
             t.kind,
             sum(t.amount)::text as total,
             to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as today
      ${earningCreditsSql(memberId, kinds, months)}
      group by 1, 2
    `),
  );
}

/** Whether dailyIncomeByKind has any row for the member: one index probe, not the sums. */
export async function hasEarningCredits(
  db: DbOrTx,
  memberId: string,
  kinds: readonly TransferKind[],
  months: number,
): Promise<boolean> {
  const [row] = rowsOf<{ earned: boolean }>(
    await db.execute(
      sql`select exists (select 1 ${earningCreditsSql(memberId, kinds, months)}) as earned`,
    ),
  );
  return row?.earned === true;
}

/** How many movements of these kinds were ever posted (all members). */
export async function countTransfers(db: DbOrTx, kinds: readonly TransferKind[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transfers)
    .where(inArray(transfers.kind, [...kinds]));
  return Number(row?.n ?? 0);
}
