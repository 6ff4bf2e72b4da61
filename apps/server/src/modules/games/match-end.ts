import type { MatchEndReason } from '@kamao/contract/tic-tac-toe';
import type { Tx } from '../../db/client.ts';
import type { LockedMatch, MatchRow } from './match-record.ts';
import { playerOf } from './match-record.ts';
import { saveMatch } from './match-change.ts';
import { payWinner, refundFees, type Settlement } from './settlement.ts';

export type MatchOutcome =
  | { winner: 'X' | 'O'; reason: Extract<MatchEndReason, 'line' | 'turn_timeout' | 'abandoned'> }
  | { winner: 'draw'; reason: Extract<MatchEndReason, 'full_board' | 'aborted'> }
  | { winner: null; reason: Extract<MatchEndReason, 'search_timeout' | 'cancelled' | 'closed'> };

const STATUS_OF: Record<MatchEndReason, MatchRow['status']> = {
  line: 'finished',
  full_board: 'finished',
  turn_timeout: 'finished',
  abandoned: 'finished',
  aborted: 'finished',
  search_timeout: 'expired',
  cancelled: 'cancelled',
  closed: 'cancelled',
};

/**
 * Ends a locked match: records the result, settles its money (prize and house share, or every
 * fee back) and stops its timer, all in the caller's transaction. The status check on the
 * locked row is what makes a settlement happen once: a second ending finds it over.
 */
export async function endMatch(
  tx: Tx,
  match: LockedMatch,
  outcome: MatchOutcome,
): Promise<MatchRow> {
  if (match.status !== 'waiting' && match.status !== 'playing') {
    throw new Error(`match ${match.id} has already ended`);
  }
  let settlement: Settlement;
  if (outcome.winner === 'X' || outcome.winner === 'O') {
    settlement = await payWinner(tx, match, playerOf(match, outcome.winner)!);
  } else {
    settlement = await refundFees(tx, match);
  }
  return saveMatch(
    tx,
    match,
    {
      // The final board (a winning move is placed by the caller).
      board: match.board,
      status: STATUS_OF[outcome.reason],
      winner: outcome.winner,
      endReason: outcome.reason,
      currentTurn: null,
      searchDeadline: null,
      turnDeadline: null,
      // The graces stay: a player away when the match ended is shown away on the final screen
      // (an ended match has no timer, match-timer.ts, and no countdown, present-match.ts).
      endedAt: new Date(match.nowMs),
      ...settlement,
    },
    { nowMs: match.nowMs, lobby: true },
  );
}
