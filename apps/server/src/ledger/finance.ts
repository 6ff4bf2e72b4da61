import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { kolkataDayStartSql } from '../db/kolkata-day.ts';
import { rowsOf } from '../db/rows.ts';
import type { SystemAccount, TransferKind } from './kinds.ts';

/*
 * The site's money as a whole, read from the ledger for the operator's money view: every
 * member's wallets together, a system account's balance, payouts by method and provider, and
 * movements per Indian day. Each is one grouped query; the per-day and payout reads go through
 * the transfers' (kind, created_at) index. Amounts are milli-rupees.
 */

/** The start of this Indian month, as a timestamptz. */
const kolkataMonthStartSql = sql`(date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;

/** The start of the Indian day `days` days before today, as a timestamptz. */
const kolkataDaysAgoStartSql = (days: number) =>
  sql`((date_trunc('day', now() at time zone 'Asia/Kolkata') - make_interval(days => ${days})) at time zone 'Asia/Kolkata')`;

export interface MemberAccountTotal {
  /** withdrawable, deposit or debt. */
  kind: string;
  total: bigint;
  /** How many members have a balance above zero in it. */
  holders: number;
}

/** The sums of all members' accounts of each kind. */
export async function memberAccountTotals(db: DbOrTx): Promise<MemberAccountTotal[]> {
  const rows = rowsOf<{ kind: string; total: string; holders: number }>(
    await db.execute(sql`
      select kind, coalesce(sum(balance), 0)::text as total,
             (count(*) filter (where balance > 0))::int as holders
      from accounts
      where owner_id is not null
      group by kind`),
  );
  return rows.map((r) => ({ kind: r.kind, total: BigInt(r.total), holders: Number(r.holders) }));
}

/** A system account's balance as the ledger derives it (0 before its first movement). */
export async function systemBalance(db: DbOrTx, account: SystemAccount): Promise<bigint> {
  const [row] = rowsOf<{ balance: string }>(
    await db.execute(sql`
      select balance::text as balance from ledger_balances
      where owner_id is null and kind = ${account}`),
  );
  return BigInt(row?.balance ?? '0');
}

export interface PayoutGroup {
  /** The withdrawal method's name, as its hold recorded it. */
  method: string;
  /** The provider that paid it; null for a withdrawal the operator paid by hand. */
  provider: string | null;
  /** Paid since the start of today (the Indian day), else earlier this month. */
  today: boolean;
  count: number;
  total: bigint;
}

/**
 * Withdrawals paid out since the start of this Indian month (withdrawal_payout movements), grouped
 * by method, provider and whether today. A payout the provider reversed later (its money back in
 * the member's wallet) was not paid, so it is left out. The method is the one the withdrawal's hold recorded:
 * the hold's key is `withdrawal:<id>:hold`, found through the unique key index.
 */
export async function payoutsThisMonth(db: DbOrTx): Promise<PayoutGroup[]> {
  const payout: TransferKind = 'withdrawal_payout';
  const rows = rowsOf<{
    method: string;
    provider: string | null;
    today: boolean;
    n: number;
    total: string;
  }>(
    await db.execute(sql`
      select coalesce(h.metadata->>'method', '') as method,
             p.metadata->>'provider' as provider,
             p.created_at >= ${kolkataDayStartSql} as today,
             count(*)::int as n,
             sum(p.amount)::text as total
      from transfers p
      left join transfers h
        on h.idempotency_key = 'withdrawal:' || (p.metadata->>'withdrawalId') || ':hold'
      where p.kind = ${payout}
        and p.created_at >= ${kolkataMonthStartSql}
        and not exists (
          select 1 from transfers r
          where r.idempotency_key = 'withdrawal:' || (p.metadata->>'withdrawalId') || ':reversal')
      group by 1, 2, 3`),
  );
  return rows.map((r) => ({
    method: r.method,
    provider: r.provider,
    today: Boolean(r.today),
    count: Number(r.n),
    total: BigInt(r.total),
  }));
}

export interface DailyKindTotal {
  /** YYYY-MM-DD in India. */
  day: string;
  kind: string;
  total: bigint;
}

/**
 * All members' movements of these kinds per Indian day and kind, over the last `days` Indian days
 * (today included); days and kinds with none are left out.
 */
export async function dailyTotalsByKind(
  db: DbOrTx,
  kinds: readonly TransferKind[],
  days: number,
): Promise<DailyKindTotal[]> {
  const rows = rowsOf<{ day: string; kind: string; total: string }>(
    await db.execute(sql`
      select to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day,
             kind,
             sum(amount)::text as total
      from transfers
      where kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})
        and created_at >= ${kolkataDaysAgoStartSql(days - 1)}
      group by 1, 2`),
  );
  return rows.map((r) => ({ day: r.day, kind: r.kind, total: BigInt(r.total) }));
}

/** Today in India (YYYY-MM-DD) by the database clock, the clock every movement is stamped by. */
export async function kolkataToday(db: DbOrTx): Promise<string> {
  const [row] = rowsOf<{ today: string }>(
    await db.execute(sql`select to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as today`),
  );
  return row!.today;
}
