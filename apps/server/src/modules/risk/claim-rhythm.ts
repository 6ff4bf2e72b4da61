import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { ptcViews, shortLinkAttempts } from '../../db/schema/index.ts';

/**
 * Claims a script makes come at intervals a person cannot keep: a person reads the ad, waits for
 * the page, moves the mouse, so the time between two claims varies by seconds. A run of
 * CLAIMS_IN_A_ROW claims in the last day whose intervals spread (standard deviation) less than
 * REGULAR_SPREAD_SECONDS counts as regular.
 *
 * Why these numbers: ten claims give nine intervals, enough that a person who happens to claim at
 * an even pace for two or three in a row is not caught, and few enough that a script is caught
 * within its first minutes. One second is far above a timer-driven script's spread (network
 * jitter, tens of milliseconds) and far below a person's, whose page loads alone vary by more.
 */
export const CLAIMS_IN_A_ROW = 10;
export const REGULAR_SPREAD_SECONDS = 1;
/** The most claims of one kind looked at: a day's claims of a member, bounded by the rules. */
const CLAIMS_LOOKED_AT = 500;

/** Whether any CLAIMS_IN_A_ROW of these claim times in a row come at regular intervals. */
async function regular(db: DbOrTx, claimTimes: SQL): Promise<boolean> {
  const intervals = CLAIMS_IN_A_ROW - 1;
  const [row] = rowsOf<{ regular: boolean | null }>(
    await db.execute(sql`
      with claims as (${claimTimes} limit ${CLAIMS_LOOKED_AT}),
      gaps as (
        select at, extract(epoch from at - lag(at) over (order by at)) as gap from claims
      ),
      runs as (
        select count(gap) over run as n, stddev_pop(gap) over run as spread
        from gaps
        window run as (order by at rows between ${sql.raw(String(intervals - 1))} preceding and current row)
      )
      select bool_or(n = ${intervals} and spread < ${REGULAR_SPREAD_SECONDS}) as regular from runs`),
  );
  return row?.regular === true;
}

/** The member's PTC views paid in the last day, newest first. */
const ptcClaims = (userId: string) => sql`
  select ${ptcViews.paidAt} as at from ${ptcViews}
  where ${ptcViews.memberId} = ${userId} and ${ptcViews.paidAt} > now() - interval '1 day'
  order by ${ptcViews.paidAt} desc`;

/** The member's short links claimed in the last day, newest first. */
const shortLinkClaims = (userId: string) => sql`
  select ${shortLinkAttempts.claimedAt} as at from ${shortLinkAttempts}
  where ${shortLinkAttempts.memberId} = ${userId}
    and ${shortLinkAttempts.claimedAt} > now() - interval '1 day'
  order by ${shortLinkAttempts.claimedAt} desc`;

/** Which of the member's kinds of claims came at exactly regular intervals in the last day. */
export async function regularClaims(db: DbOrTx, userId: string) {
  return {
    ptc: await regular(db, ptcClaims(userId)),
    shortLinks: await regular(db, shortLinkClaims(userId)),
  };
}
