import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { riskScores } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { linksOf, strongGroupOf } from './member-links.ts';
import { scoreMember } from './member-score.ts';
import { RESCORE_JOB } from './record-signals.ts';
import { markReferrerLinked, referredWithin } from './referrer-links.ts';

/**
 * Scores a member again after a new signal, with everyone it touches: the members of its strong
 * group (a new shared device changes all their reasons) and those linked to it more loosely.
 * The group's id is its smallest member id, the same whichever member's run writes it.
 */
export async function rescoreAround(db: DbOrTx, userId: string): Promise<void> {
  const group = await strongGroupOf(db, userId);
  const groupId = group.length > 1 ? [...group].sort()[0]! : null;
  const loose = [...(await linksOf(db, userId)).keys()].filter((id) => !group.includes(id));
  for (const member of group) await saveScore(db, member, groupId);
  await markReferrerLinked(db, await referredWithin(db, group));
  for (const member of loose) {
    const own = await strongGroupOf(db, member);
    await saveScore(db, member, own.length > 1 ? [...own].sort()[0]! : null);
  }
}

async function saveScore(db: DbOrTx, userId: string, groupId: string | null): Promise<void> {
  const { score, reasons, linked } = await scoreMember(db, userId);
  const values = { userId, score, reasons, linked, groupId, updatedAt: sql`now()` };
  await db
    .insert(riskScores)
    .values(values)
    .onConflictDoUpdate({
      target: riskScores.userId,
      set: { score, reasons, linked, groupId, updatedAt: sql`now()` },
    });
}

export const rescoreJob: JobDefinition = {
  name: RESCORE_JOB,
  run: (tx, payload) => rescoreAround(tx, String(payload.userId)),
};
