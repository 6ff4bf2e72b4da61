import type { Tx } from '../../db/client.ts';
import { bothHaveMoved } from './board.ts';
import { endMatch } from './match-end.ts';
import { lockMatch, type LockedMatch } from './match-record.ts';
import { armMatchTimer } from './match-timer.ts';

const other = (symbol: 'X' | 'O') => (symbol === 'X' ? 'O' : 'X');

/**
 * What a passed deadline means (docs/product/tic-tac-toe.md#timers), decided on the
 * database clock: nobody came in time (the fee back, status expired); a disconnected player's
 * grace ran out (the opponent wins once both have moved, otherwise the match is aborted and
 * both fees refunded; the first to leave is the one who lost it); the player on turn let the
 * turn run out (they lose). Returns true when the match ended.
 */
export async function settleDueDeadline(tx: Tx, match: LockedMatch): Promise<boolean> {
  const now = match.nowMs;
  const due = (date: Date | null) => date !== null && date.getTime() <= now;
  if (match.status === 'waiting' && due(match.searchDeadline)) {
    await endMatch(tx, match, { winner: null, reason: 'search_timeout' });
    return true;
  }
  if (match.status !== 'playing') return false;
  const lapsed = (
    [
      ['X', match.xGraceUntil],
      ['O', match.oGraceUntil],
    ] as const
  )
    .filter(([, until]) => due(until))
    .sort((a, b) => a[1]!.getTime() - b[1]!.getTime());
  if (lapsed.length > 0) {
    const leaver = lapsed[0]![0];
    await endMatch(
      tx,
      match,
      bothHaveMoved(match.board)
        ? { winner: other(leaver), reason: 'abandoned' }
        : { winner: 'draw', reason: 'aborted' },
    );
    return true;
  }
  if (due(match.turnDeadline)) {
    const onTurn = match.currentTurn === match.playerX ? 'X' : 'O';
    await endMatch(tx, match, { winner: other(onTurn), reason: 'turn_timeout' });
    return true;
  }
  return false;
}

/** The timer job's handler: settle what is due, or move the job to the next deadline. */
export async function resolveMatchDeadline(tx: Tx, matchId: string): Promise<void> {
  const match = await lockMatch(tx, matchId);
  if (!match) return;
  if (!(await settleDueDeadline(tx, match))) await armMatchTimer(tx, match);
}
