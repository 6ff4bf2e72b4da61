import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { riskSignals, type RiskSignalKind } from '../../db/schema/index.ts';

/**
 * Kinds that link two members on their own: one browser, one payout account, one mailbox. An
 * address is not among them: Indian mobile carriers put thousands of people behind one (CGNAT).
 */
export const STRONG_KINDS: readonly RiskSignalKind[] = ['device', 'payoutAccount', 'email'];

/** Two members seen at one address this close together count as linked by it. */
export const ADDRESS_MINUTES = 10;

/** The largest group gathered; a farm bigger than this is still one group, of its first members. */
export const GROUP_LIMIT = 500;

/**
 * More members than this at one address within ADDRESS_MINUTES make it a crowd (a carrier's NAT,
 * an office, a cyber café), which links nobody: a farm of a few accounts still shows, and a
 * member behind a busy address is not scored, nor rescored, with everyone behind it. Without
 * this bound one busy address made every rescoring visit every member behind it, and each of
 * those every other (quadratic in the crowd).
 */
export const ADDRESS_CROWD = 5;

/** Other members and the kinds they share with this one (strong kinds, mobile, near address). */
export async function linksOf(
  db: DbOrTx,
  userId: string,
): Promise<Map<string, Set<RiskSignalKind>>> {
  const shared = await db.execute(sql`
    with near as (
      select distinct other.user_id, other.value
      from ${riskSignals} as m
      join ${riskSignals} as other
        on other.kind = 'address' and other.value = m.value and other.user_id <> m.user_id
      where m.user_id = ${userId} and m.kind = 'address'
        and abs(extract(epoch from other.first_seen_at - m.first_seen_at)) <= ${ADDRESS_MINUTES * 60}
    ),
    quiet as (
      select value from near group by value having count(*) <= ${ADDRESS_CROWD}
    )
    select distinct other.user_id, other.kind
    from ${riskSignals} as m
    join ${riskSignals} as other
      on other.kind = m.kind and other.value = m.value and other.user_id <> m.user_id
    where m.user_id = ${userId} and m.kind in ('device', 'payoutAccount', 'email', 'mobile')
    union
    select user_id, 'address' from near where value in (select value from quiet)`);
  const links = new Map<string, Set<RiskSignalKind>>();
  for (const row of rowsOf<{ user_id: string; kind: RiskSignalKind }>(shared)) {
    const kinds = links.get(row.user_id) ?? new Set<RiskSignalKind>();
    kinds.add(row.kind);
    links.set(row.user_id, kinds);
  }
  return links;
}

/** The members joined to this one by strong links, directly or through others; itself included. */
export async function strongGroupOf(db: DbOrTx, userId: string): Promise<string[]> {
  const group = new Set([userId]);
  let frontier = [userId];
  while (frontier.length > 0 && group.size < GROUP_LIMIT) {
    const reached = rowsOf<{ user_id: string }>(
      await db.execute(sql`
        select distinct other.user_id
        from ${riskSignals} as m
        join ${riskSignals} as other
          on other.kind = m.kind and other.value = m.value and other.user_id <> m.user_id
        where m.user_id in (${sql.join(
          frontier.map((id) => sql`${id}`),
          sql`, `,
        )})
          and m.kind in ('device', 'payoutAccount', 'email')`),
    );
    frontier = reached.map((row) => row.user_id).filter((id) => !group.has(id));
    for (const id of frontier) group.add(id);
  }
  return [...group].slice(0, GROUP_LIMIT);
}

/** How many other members have shown this kind and value. */
export async function othersWith(
  db: DbOrTx,
  userId: string,
  kind: RiskSignalKind,
  value: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${riskSignals.userId})::int` })
    .from(riskSignals)
    .where(
      and(eq(riskSignals.kind, kind), eq(riskSignals.value, value), ne(riskSignals.userId, userId)),
    );
  return row?.count ?? 0;
}
