import type { DbOrTx } from '../../db/client.ts';
import { publishEvent } from '../../db/domain-events.ts';
import { wallFigures } from './wall-figures.ts';

/**
 * Tells the member's open wall pages their new figures when the caller's transaction commits
 * (serverMessage_for_viewOfferWall_balance, docs/product/task-walls.md#live-figures), on every
 * process.
 */
export async function announceWallFigures(
  tx: DbOrTx,
  memberId: string,
  credited: boolean,
): Promise<void> {
  const figures = await wallFigures(tx, memberId);
  await publishEvent(tx, {
    type: 'offerwall.figures_changed',
    memberId,
    credited,
    todayIncome: figures.todayIncome.toString(),
    totalWalls: figures.totalWalls,
    todayCompleted: figures.todayCompleted,
    availableBalance: figures.availableBalance.toString(),
  });
}
