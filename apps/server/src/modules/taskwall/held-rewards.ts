import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { offerWallTransactions } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { earn } from '../../ledger/earn.ts';
import { readEarningPolicy } from '../settings/index.ts';
import { announceWallFigures } from './wall-events.ts';

export const RELEASE_HELD_REWARD_JOB = 'offerwall.release_held';
export const releaseJobKey = (transactionRowId: string) => `offerwall-release:${transactionRowId}`;

/** The ledger key of a task-wall credit: the same whether it was paid at once or released. */
export const offerWallCreditKey = (transactionRowId: string) => `offerwall:${transactionRowId}`;

/**
 * Pays a held task-wall reward when its hold days have passed (a job of the runner, due at the
 * transaction's release_at). A reward charged back meanwhile is no longer held: nothing is paid.
 */
export async function releaseHeldReward(tx: Tx, transactionRowId: string): Promise<void> {
  const [row] = await tx
    .update(offerWallTransactions)
    .set({ status: 'credited', creditedAt: sql`now()` })
    .where(
      and(eq(offerWallTransactions.id, transactionRowId), eq(offerWallTransactions.status, 'held')),
    )
    .returning();
  if (!row) return;
  await earn(tx, row.memberId, 'offerWall', row.amount, offerWallCreditKey(row.id), {
    policy: await readEarningPolicy(tx),
    metadata: { wallId: row.wallId, transactionId: row.transactionId, held: true },
  });
  await announceWallFigures(tx, row.memberId, true);
}

export const releaseHeldRewardJob: JobDefinition = {
  name: RELEASE_HELD_REWARD_JOB,
  run: (tx, payload) => releaseHeldReward(tx, String(payload.id)),
};
