import type { MatchPlayer, MatchState } from '@kamao/contract/tic-tac-toe';
import { isMyMove, type MatchSession } from './match-state';
import { isPracticeRoom } from './practice-room';

export type MatchOutcome = 'win' | 'loss' | 'draw';

/**
 * What the play screen draws, derived from the session
 * (docs/product/tic-tac-toe.md#the-play-screen).
 */
export interface MatchView {
  matchId: string;
  status: MatchState['status'];
  roomName: string;
  prize: number;
  isPractice: boolean;
  /** The board with the member's unconfirmed move on it. */
  board: MatchState['gameState'];
  me: MatchPlayer | undefined;
  opponent: MatchPlayer | undefined;
  /** Whose turn it is, with the member's unconfirmed move already passing it on. */
  turnPlayerId: string | null;
  isMyTurn: boolean;
  turnSeconds: number;
  outcome: MatchOutcome | null;
  /** Why the match ended, as the server decided; null while it runs. */
  endReason: MatchState['endReason'];
  /** The player who lost by time or by leaving (the one the reason names), else undefined. */
  loser: MatchPlayer | undefined;
  /** Cells of the winning line, as row*3+col. */
  winningCells: ReadonlySet<number>;
}

export function viewOfMatch(session: MatchSession): MatchView | null {
  const { room, me: self, pendingMove } = session;
  if (!room || !self) return null;
  const me = room.players.find((p) => p._id === self.userId);
  const opponent = room.players.find((p) => p._id !== self.userId);
  let board = room.gameState;
  let turnPlayerId = room.currentTurn;
  if (pendingMove) {
    board = board.map((cells, row) =>
      cells.map((cell, col) =>
        row === pendingMove.row && col === pendingMove.col ? self.symbol : cell,
      ),
    );
    turnPlayerId = opponent?._id ?? null;
  }
  const outcome: MatchOutcome | null =
    room.winner === null
      ? null
      : room.winner === 'draw'
        ? 'draw'
        : room.winner === self.symbol
          ? 'win'
          : 'loss';
  // The server decides the result and names its line (none for a win by time-out or leave).
  const line = room.winningLine;
  return {
    matchId: room._id,
    status: room.status,
    roomName: room.roomName,
    prize: room.prize,
    isPractice: isPracticeRoom(room),
    board,
    me,
    opponent,
    turnPlayerId,
    isMyTurn: room.status === 'playing' && turnPlayerId === self.userId,
    turnSeconds: room.player_turn_timer,
    outcome,
    endReason: room.endReason,
    loser:
      room.winner === 'X' || room.winner === 'O'
        ? room.players.find((p) => p.symbol !== room.winner)
        : undefined,
    winningCells: new Set(line ?? []),
  };
}

/**
 * A cell is playable only if the client is connected, the match is on, there is no winner, it
 * is the member's turn and the cell is empty (docs/product/tic-tac-toe.md#moves-and-results).
 */
export function canPlayCell(
  session: MatchSession,
  connected: boolean,
  row: number,
  col: number,
): boolean {
  const { room, me, pendingMove } = session;
  return connected && !!room && !!me && !pendingMove && isMyMove(room, me.userId, row, col);
}
