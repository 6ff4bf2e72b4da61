import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { jobs, riskSignals, type RiskAction, type RiskSignalKind } from '../../db/schema/index.ts';
import { scheduleJob } from '../../jobs/schedule.ts';
import { ADDRESS_CROWD, ADDRESS_MINUTES } from './member-links.ts';

export interface Signal {
  kind: RiskSignalKind;
  value: string;
}

/** The job that scores a member again after a new signal (rescore-job.ts). */
export const RESCORE_JOB = 'risk.rescore';

/**
 * Notes what a member's action showed, in the action's own transaction: a new member, kind,
 * value and action is a new row; one seen before moves its last-seen time, at most once a day,
 * so a member logging in all day writes one row a day.
 *
 * When what was written can change anyone's score, the member is scored again, soon, by one
 * process (the job queue), never on the request's path: a kind of the member's own, a value
 * another member also showed, or an address another member (but not a crowd: member-links.ts)
 * was first seen at in the last minutes. A new browser or a network seen by nobody else changes
 * nothing; without this check every login from a fresh browser cost a rescoring of the member
 * and everyone near them.
 */
export async function recordSignals(
  tx: DbOrTx,
  userId: string,
  action: RiskAction,
  signals: readonly Signal[],
): Promise<void> {
  if (signals.length === 0) return;
  // One statement: every login from a fresh browser writes signals, so the write and the check
  // whether it can change a score go in one round trip. The check reads the table as it was
  // before the write, which is what it needs: other members' rows.
  const [answer] = rowsOf<{ may_change: boolean }>(
    await tx.execute(sql`
      with written as (
        insert into risk_signals as s (user_id, kind, value, action)
        values ${sql.join(
          signals.map((signal) => sql`(${userId}, ${signal.kind}, ${signal.value}, ${action})`),
          sql`, `,
        )}
        on conflict (user_id, kind, value, action) do update set last_seen_at = now()
          where s.last_seen_at < date_trunc('day', now())
        returning kind, value
      )
      select exists (
        select 1 from written w
        where w.kind in (${kindList(OWN_KINDS)})
          or (w.kind in (${kindList(LINKING_KINDS)}) and exists (
            select 1 from risk_signals other
            where other.kind = w.kind and other.value = w.value and other.user_id <> ${userId}))
          or (w.kind = 'address' and (
            select count(*) from (
              select distinct other.user_id from risk_signals other
              where other.kind = 'address' and other.value = w.value
                and other.user_id <> ${userId}
                and other.first_seen_at >= now() - make_interval(mins => ${ADDRESS_MINUTES})
              limit ${ADDRESS_CROWD + 2}
            ) near
            -- One past the crowd still rescores: it is the sign-up that unlinks those before it.
          ) between 1 and ${ADDRESS_CROWD + 1})
      ) as may_change`),
  );
  if (answer?.may_change) await scheduleRescore(tx, userId);
}

/** Kinds that count in the member's own score whoever else has them. */
const OWN_KINDS: readonly RiskSignalKind[] = ['referrer', 'vpn'];
/** Kinds that link the member to others showing the same value. */
const LINKING_KINDS: readonly RiskSignalKind[] = ['device', 'payoutAccount', 'email', 'mobile'];

function kindList(kinds: readonly RiskSignalKind[]) {
  return sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
}

/** Scores the member again a moment from now; several signals in a row make one run. */
export async function scheduleRescore(tx: DbOrTx, userId: string): Promise<void> {
  await scheduleJob(tx, {
    name: RESCORE_JOB,
    runAt: new Date(Date.now() + 1000),
    payload: { userId },
    uniqueKey: `${RESCORE_JOB}:${userId}`,
  });
}

const CLAIM_RESCORE_SECONDS = 60;

/**
 * After a member's claim: scores them again within CLAIM_RESCORE_SECONDS (their claims' rhythm,
 * claim-rhythm.ts), unless a run is already waiting, which will see this claim too. So a member
 * claiming all day is rescored at most about once a minute, and a waiting run is never pushed
 * back by the next claim.
 */
export async function scheduleRescoreAfterClaim(db: DbOrTx, userId: string): Promise<void> {
  const uniqueKey = `${RESCORE_JOB}:${userId}`;
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.uniqueKey, uniqueKey), isNull(jobs.completedAt), isNull(jobs.failedAt)))
    .limit(1);
  if (waiting) return;
  await scheduleJob(db, {
    name: RESCORE_JOB,
    runAt: new Date(Date.now() + CLAIM_RESCORE_SECONDS * 1000),
    payload: { userId },
    uniqueKey,
  });
}

/** Other members who have shown this kind and value, at any action. */
export async function membersWithSignal(
  tx: DbOrTx,
  signal: Signal,
  exceptUserId: string,
): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ userId: riskSignals.userId })
    .from(riskSignals)
    .where(
      and(
        eq(riskSignals.kind, signal.kind),
        eq(riskSignals.value, signal.value),
        ne(riskSignals.userId, exceptUserId),
      ),
    );
  return rows.map((row) => row.userId);
}
