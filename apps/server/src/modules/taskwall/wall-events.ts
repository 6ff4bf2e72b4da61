import type { DbOrTx } from '../../db/client.ts';
import { publishEvent } from '../../db/domain-events.ts';
import { wallFigures } from './wall-figures.ts';

/**
 * A postback changed a member's task-wall figures (milli-rupees as decimal strings); credited
 * when money came in (the wall page plays its sound).
 */
export interface WallFiguresChanged {
  memberId: string;
  credited: boolean;
  todayIncome: string;
  totalWalls: number;
  todayCompleted: number;
  availableBalance: string;
}

declare module '../../db/domain-events.ts' {
  interface DomainEventMap {
    'offerwall.figures_changed': WallFiguresChanged;
  }
}

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
