import { OFFERWALL_SECRET_MIN_LENGTH } from '@kamao/contract/admin/offer-walls';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { offerWallPostbacks, offerWalls } from '../../db/schema/index.ts';
import { signatureGap } from './signature-coverage.ts';

/** How far back the latest postback tells whether a wall's postbacks go through. */
const RECENT_HOURS = 24;

export interface FailingWall {
  id: string;
  name: string;
  /** Why, in the operator's words. */
  reason: string;
}

/**
 * Enabled walls whose postbacks do not go through: the latest one of the last day was refused
 * (a wrong secret, a sender not allowed), or the wall's settings leave it open to forgery (a
 * secret shorter than the minimum, a partial signature with no sender addresses). The same
 * warnings the Task walls tab shows on the wall's row.
 */
export async function failingWalls(db: DbOrTx): Promise<FailingWall[]> {
  const walls = await db.select().from(offerWalls).where(eq(offerWalls.enabled, true));
  const failing: FailingWall[] = [];
  for (const wall of walls) {
    const reason = await failureOf(db, wall);
    if (reason) failing.push({ id: wall.id, name: wall.name, reason });
  }
  return failing;
}

async function failureOf(db: DbOrTx, wall: typeof offerWalls.$inferSelect): Promise<string | null> {
  if (wall.secret.length < OFFERWALL_SECRET_MIN_LENGTH) return 'Weak secret';
  if (signatureGap(wall) !== null && wall.allowedIps.length === 0) {
    return 'Postbacks refused until the sender addresses are set';
  }
  const [latest] = await db
    .select({ outcome: offerWallPostbacks.outcome, reason: offerWallPostbacks.reason })
    .from(offerWallPostbacks)
    .where(
      and(
        eq(offerWallPostbacks.wallId, wall.id),
        gt(offerWallPostbacks.receivedAt, sql`now() - make_interval(hours => ${RECENT_HOURS})`),
      ),
    )
    .orderBy(desc(offerWallPostbacks.receivedAt))
    .limit(1);
  return latest?.outcome === 'refused' ? `Latest postback refused: ${latest.reason}` : null;
}
