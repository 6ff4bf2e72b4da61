import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { riskScores } from '../../db/schema/index.ts';
import { readSetting } from '../settings/index.ts';

/*
 * The automatic hold (docs/product/risk.md#held-withdrawals): a withdrawal asked for while the
 * member's score is at or above the operator's rule is held, and so are a member's pending
 * withdrawals when their score rises to it (rescore-job.ts). The member is told nothing.
 */

/** The hold's reason as the operator reads it in the payout queue. */
export const scoreHoldReason = (score: number) => `risk score ${score}`;

/** The score at or above which withdrawals are held (the rule; 101 holds none). */
export const holdAboveScore = (db: DbOrTx) => readSetting(db, 'risk_hold_above_score');

/**
 * Why a withdrawal the member asks for now is held, from their score as last computed; null
 * when it is not held.
 */
export async function withdrawalHoldReason(db: DbOrTx, memberId: string): Promise<string | null> {
  const [threshold, [row]] = await Promise.all([
    holdAboveScore(db),
    db.select({ score: riskScores.score }).from(riskScores).where(eq(riskScores.userId, memberId)),
  ]);
  const score = row?.score ?? 0;
  return score >= threshold ? scoreHoldReason(score) : null;
}
