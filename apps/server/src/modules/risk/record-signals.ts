import { and, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
    .returning({ kind: riskSignals.kind, value: riskSignals.value });
  if (await mayChangeScores(tx, userId, written)) await scheduleRescore(tx, userId);
}

/** Kinds that count in the member's own score whoever else has them. */
const OWN_KINDS: readonly RiskSignalKind[] = ['referrer', 'vpn'];
/** Kinds that link the member to others showing the same value. */
const LINKING_KINDS: readonly RiskSignalKind[] = ['device', 'payoutAccount', 'email', 'mobile'];

/**
 * Whether new signals can change anyone's score, so a rescoring is worth its queries: a kind of
 * the member's own, a value another member also showed, or an address another member (but not a
 * crowd: member-links.ts) was first seen at in the last minutes. A new browser or a network seen
 * by nobody else changes nothing; without this check every login from a fresh browser cost a
 * rescoring of the member and everyone near them.
 */
async function mayChangeScores(tx: DbOrTx, userId: string, written: readonly Signal[]) {
  if (written.some((signal) => OWN_KINDS.includes(signal.kind))) return true;
  const linking = written.filter((signal) => LINKING_KINDS.includes(signal.kind));
  const addresses = written.filter((signal) => signal.kind === 'address');
  if (linking.length > 0) {
    const [shared] = await tx
      .select({ one: sql<number>`1` })
      .from(riskSignals)
      .where(
        and(
          ne(riskSignals.userId, userId),
          or(
            ...linking.map((signal) =>
              and(eq(riskSignals.kind, signal.kind), eq(riskSignals.value, signal.value)),
            ),
          ),
        ),
      )
      .limit(1);
    if (shared) return true;
  }
  for (const address of addresses) {
    // One past the crowd still rescores: it is the sign-up that unlinks those before it.
    const near = await tx
      .selectDistinct({ userId: riskSignals.userId })
      .from(riskSignals)
      .where(
        and(
          eq(riskSignals.kind, 'address'),
          eq(riskSignals.value, address.value),
          ne(riskSignals.userId, userId),
          gte(riskSignals.firstSeenAt, sql`now() - make_interval(mins => ${ADDRESS_MINUTES})`),
        ),
      )
      .limit(ADDRESS_CROWD + 2);
    if (near.length > 0 && near.length <= ADDRESS_CROWD + 1) return true;
  }
  return false;
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
