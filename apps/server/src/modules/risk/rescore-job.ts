import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { riskScores } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { holdPendingWithdrawals } from '../wallet/index.ts';
import { linksOf, strongGroupOf } from './member-links.ts';
import { scoreMember } from './member-score.ts';
import { RESCORE_JOB } from './record-signals.ts';
import { markReferrerLinked, referredWithin } from './referrer-links.ts';
import { holdAboveScore, scoreHoldReason } from './score-hold.ts';

/**
 * Scores a member again after a new signal, with everyone it touches: the members of its strong
 * group (a new shared device changes all their reasons) and those linked to it more loosely.
 * The group's id is its smallest member id, the same whichever member's run writes it.
 */
export async function rescoreAround(db: DbOrTx, userId: string): Promise<void> {
  const group = await strongGroupOf(db, userId);
  const groupId = group.length > 1 ? [...group].sort()[0]! : null;
  const loose = [...(await linksOf(db, userId)).keys()].filter((id) => !group.includes(id));
  const holdAt = await holdAboveScore(db);
  for (const member of group) await saveScore(db, member, groupId, holdAt);
  await markReferrerLinked(db, await referredWithin(db, group));
  for (const member of loose) {
    const own = await strongGroupOf(db, member);
    await saveScore(db, member, own.length > 1 ? [...own].sort()[0]! : null, holdAt);
  }
}

/**
 * Saves the member's new score; when it rises to the hold rule (from below it), their pending
 * withdrawals are held. Only the rise holds: a withdrawal the operator released stays released
 * while the score stays high.
 */
async function saveScore(
  db: DbOrTx,
  userId: string,
  groupId: string | null,
  holdAt: number,
): Promise<void> {
  const { score, reasons, linked } = await scoreMember(db, userId);
  const [before] = await db
    .select({ score: riskScores.score })
    .from(riskScores)
    .where(eq(riskScores.userId, userId));
  const values = { userId, score, reasons, linked, groupId, updatedAt: sql`now()` };
  await db
    .insert(riskScores)
    .values(values)
    .onConflictDoUpdate({
      target: riskScores.userId,
      set: { score, reasons, linked, groupId, updatedAt: sql`now()` },
    });
  if (score >= holdAt && (before?.score ?? 0) < holdAt) {
    await holdPendingWithdrawals(db, [userId], scoreHoldReason(score));
  }
}

export const rescoreJob: JobDefinition = {
  name: RESCORE_JOB,
  run: (tx, payload) => rescoreAround(tx, String(payload.userId)),
};
