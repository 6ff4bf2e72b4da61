import {
  ADMIN_OFFERWALL_ERRORS,
  type AdminReviewedReward,
} from '@kamao/contract/admin/offer-walls';
import { milliToRupees } from '@kamao/contract/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerWallTransactions } from '../../db/schema/index.ts';
import { scheduleJob } from '../../jobs/schedule.ts';
import { conflict } from '../../lib/app-error.ts';
import { earn } from '../../ledger/earn.ts';
import { readEarningPolicy } from '../settings/index.ts';
import { RELEASE_HELD_REWARD_JOB, offerWallCreditKey, releaseJobKey } from './held-rewards.ts';
import type { OfferWall } from './wall-catalog.ts';
import { announceWallFigures } from './wall-events.ts';

/**
 * Credits above a wall's maximum per transaction wait in status 'review' until the operator
 * approves (paid, or held by the wall's hold rules like any credit) or refuses them (never paid).
 * Each decision moves the row out of 'review' in one conditional update, so two operators (or two
 * clicks) decide once.
 */
export async function rewardsInReview(db: Db, wallId: string): Promise<AdminReviewedReward[]> {
  const rows = await db
    .select()
    .from(offerWallTransactions)
    .where(
      and(eq(offerWallTransactions.wallId, wallId), eq(offerWallTransactions.status, 'review')),
    )
    .orderBy(asc(offerWallTransactions.createdAt), asc(offerWallTransactions.id));
  return rows.map((row) => ({
    _id: row.id,
    memberId: row.memberId,
    transactionId: row.transactionId,
    amount: milliToRupees(row.amount),
    receivedAt: row.createdAt.toISOString(),
  }));
}

export async function approveReward(db: Db, wall: OfferWall, rewardId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ amount: offerWallTransactions.amount })
      .from(offerWallTransactions)
      .where(whereInReview(wall.id, rewardId));
    if (!found) throw conflict(ADMIN_OFFERWALL_ERRORS.rewardNotInReview);
    const hold = wall.holdDays > 0 && found.amount > wall.holdAbove;
    const [row] = await tx
      .update(offerWallTransactions)
      .set(
        hold
          ? {
              status: 'held',
              releaseAt: sql`now() + make_interval(days => ${wall.holdDays})`,
            }
          : { status: 'credited', creditedAt: sql`now()` },
      )
      .where(whereInReview(wall.id, rewardId))
      .returning();
    if (!row) throw conflict(ADMIN_OFFERWALL_ERRORS.rewardNotInReview);
    if (hold) {
      await scheduleJob(tx, {
        name: RELEASE_HELD_REWARD_JOB,
        runAt: row.releaseAt!,
        payload: { id: row.id },
        uniqueKey: releaseJobKey(row.id),
      });
    } else {
      await earn(tx, row.memberId, 'offerWall', row.amount, offerWallCreditKey(row.id), {
        policy: await readEarningPolicy(tx),
        metadata: { wallId: wall.id, transactionId: row.transactionId, approved: true },
      });
    }
    await announceWallFigures(tx, row.memberId, !hold);
  });
}

export async function refuseReward(db: Db, wallId: string, rewardId: string): Promise<void> {
  const [row] = await db
    .update(offerWallTransactions)
    .set({ status: 'refused', reversedAt: sql`now()` })
    .where(whereInReview(wallId, rewardId))
    .returning({ id: offerWallTransactions.id });
  if (!row) throw conflict(ADMIN_OFFERWALL_ERRORS.rewardNotInReview);
}

const whereInReview = (wallId: string, rewardId: string) =>
  and(
    eq(offerWallTransactions.id, rewardId),
    eq(offerWallTransactions.wallId, wallId),
    eq(offerWallTransactions.status, 'review'),
  );
