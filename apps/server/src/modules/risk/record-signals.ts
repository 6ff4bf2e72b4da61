import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { riskSignals, type RiskAction, type RiskSignalKind } from '../../db/schema/index.ts';
import { scheduleJob } from '../../jobs/schedule.ts';

export interface Signal {
  kind: RiskSignalKind;
  value: string;
}

/** The job that scores a member again after a new signal (rescore-job.ts). */
export const RESCORE_JOB = 'risk.rescore';

/**
 * Notes what a member's action showed, in the action's own transaction: a new member, kind,
 * value and action is a new row; one seen before moves its last-seen time, at most once a day,
 * so a member logging in all day writes one row a day. When anything was written the member is
 * scored again, soon, by one process (the job queue), never on the request's path.
 */
export async function recordSignals(
  tx: DbOrTx,
  userId: string,
  action: RiskAction,
  signals: readonly Signal[],
): Promise<void> {
  if (signals.length === 0) return;
  const written = await tx
    .insert(riskSignals)
    .values(signals.map((signal) => ({ userId, action, ...signal })))
    .onConflictDoUpdate({
      target: [riskSignals.userId, riskSignals.kind, riskSignals.value, riskSignals.action],
      set: { lastSeenAt: sql`now()` },
      setWhere: sql`${riskSignals.lastSeenAt} < date_trunc('day', now())`,
    })
    .returning({ kind: riskSignals.kind });
  if (written.length > 0) await scheduleRescore(tx, userId);
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
