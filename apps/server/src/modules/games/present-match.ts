import { TIC_TAC_TOE_TURN_SECONDS } from '@kamao/contract/constants';
import { milliToRupees } from '@kamao/contract/money';
import type { MatchEndReason, MatchState } from '@kamao/contract/tic-tac-toe';
import type { GameMatchSnapshot } from './events.ts';
import { boardRows, completedLine } from './board.ts';

const secondsLeft = (deadline: number | null, now: number) =>
  deadline === null ? null : Math.max(0, Math.round((deadline - now) / 100) / 10);

const isOn = (match: GameMatchSnapshot) => match.status === 'playing' || match.status === 'waiting';

/**
 * A match as the play screen reads it (docs/product/tic-tac-toe.md#socket-events). Times left are
 * counted at the snapshot's database time, so the servers' and the phone's clocks need not
 * agree: the page counts down from the seconds it is given.
 */
export function presentMatch(match: GameMatchSnapshot): MatchState {
  const now = match.takenAt;
  const line = match.endReason === 'line' ? completedLine(match.board) : null;
  return {
    _id: match.id,
    version: match.version,
    status: match.status,
    roomName: match.roomName,
    entryFees: milliToRupees(BigInt(match.entryFee)),
    prize: milliToRupees(BigInt(match.prize)),
    gameState: boardRows(match.board),
    players: match.players.map((player) => ({
      _id: player.id,
      symbol: player.symbol,
      name: player.name,
      connected: player.graceUntil === null,
      // A wait to come back runs only in a match that is still on.
      remaining_disconnect:
        player.graceUntil === null || !isOn(match)
          ? null
          : Math.ceil(Math.max(0, player.graceUntil - now) / 1000),
    })),
    max_player: 2,
    currentTurn: match.currentTurn,
    winner: match.winner,
    endReason: match.endReason as MatchEndReason | null,
    winningLine: line ? [...line.line] : null,
    player_turn_timer: match.turnSeconds || TIC_TAC_TOE_TURN_SECONDS,
    player_turn_timeLeft: match.status === 'playing' ? secondsLeft(match.turnDeadline, now) : null,
    opponent_player_waiting_timeLeft:
      match.status === 'waiting' ? secondsLeft(match.searchDeadline, now) : null,
  };
}

/** The timer that runs now (ticTacToe_timer_update), if one does. */
export function presentTimer(match: GameMatchSnapshot) {
  const state = presentMatch(match);
  if (state.status === 'waiting' && state.opponent_player_waiting_timeLeft !== null) {
    return timer(state, 'search', state.opponent_player_waiting_timeLeft);
  }
  if (state.status === 'playing' && state.player_turn_timeLeft !== null) {
    return timer(state, 'turn', state.player_turn_timeLeft);
  }
  return undefined;
}

const timer = (state: MatchState, kind: 'search' | 'turn', timeLeft: number) => ({
  success: true as const,
  roomId: state._id,
  version: state.version,
  timer: kind,
  timeLeft,
});
