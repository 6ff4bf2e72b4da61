import type { MatchState, PlayerSymbol, TimerUpdate } from '@kamao/contract/tic-tac-toe';

/** A countdown as received: `seconds` left at the moment `at` (ms since epoch). */
export interface Countdown {
  at: number;
  seconds: number;
}

/**
 * The timer that runs now: the opponent search or the turn (docs/product/tic-tac-toe.md#timers).
 */
export interface MatchClock extends Countdown {
  kind: 'search' | 'turn';
}

/**
 * The play screen's game state (docs/product/tic-tac-toe.md#the-play-screen): who the member is in
 * the match, the server's last state of it, a move shown before the server confirmed it, and the
 * running timer.
 */
export interface MatchSession {
  me: { userId: string; symbol: PlayerSymbol } | null;
  /** The server's truth, as last received. */
  room: MatchState | null;
  /** When `room` arrived: the players' disconnect counters count from here. */
  receivedAt: number;
  /**
   * The member's move, shown at once and until the server's next state
   * (docs/product/tic-tac-toe.md#moves-and-results).
   */
  pendingMove: { row: number; col: number } | null;
  clock: MatchClock | null;
}

export type MatchAction =
  | { type: 'joined'; userId: string; symbol: PlayerSymbol; room: MatchState; at: number }
  | { type: 'roomUpdate'; room: MatchState; at: number }
  | { type: 'timerUpdate'; timer: TimerUpdate; at: number }
  | { type: 'move'; row: number; col: number };

export const NO_MATCH: MatchSession = {
  me: null,
  room: null,
  receivedAt: 0,
  pendingMove: null,
  clock: null,
};

/** The timer a state carries: the search while waiting, the turn while playing. */
function clockOf(room: MatchState, at: number): MatchClock | null {
  if (room.status === 'waiting' && room.opponent_player_waiting_timeLeft !== null) {
    return { kind: 'search', seconds: room.opponent_player_waiting_timeLeft, at };
  }
  if (room.status === 'playing' && room.player_turn_timeLeft !== null) {
    return { kind: 'turn', seconds: room.player_turn_timeLeft, at };
  }
  return null;
}

function accept(session: MatchSession, room: MatchState, at: number): MatchSession {
  return { ...session, room, receivedAt: at, pendingMove: null, clock: clockOf(room, at) };
}

/**
 * How the states the server sends become what the screen shows. Every state is a complete
 * snapshot with a version: an older one (late, or out of order) is dropped, a newer one replaces
 * what is shown even after a gap. While the member's own move waits for its answer, a state of
 * the same version is taken as well: a refused move comes back as the unchanged state.
 */
export function matchReducer(session: MatchSession, action: MatchAction): MatchSession {
  switch (action.type) {
    case 'joined': {
      const me = { userId: action.userId, symbol: action.symbol };
      // A (re)join answers with the match as it is now, unless a newer update already came.
      const current = session.room;
      if (current && current._id === action.room._id && action.room.version < current.version) {
        return { ...session, me };
      }
      return accept({ ...session, me }, action.room, action.at);
    }
    case 'roomUpdate': {
      const current = session.room;
      if (!current || action.room._id !== current._id) return session;
      const newer = session.pendingMove
        ? action.room.version >= current.version
        : action.room.version > current.version;
      return newer ? accept(session, action.room, action.at) : session;
    }
    case 'timerUpdate': {
      const { timer, at } = action;
      const current = session.room;
      if (!current || timer.roomId !== current._id || timer.version < current.version) {
        return session;
      }
      // The timer of the turn just played would show on the opponent's strip: wait for the state.
      if (session.pendingMove && timer.version === current.version) return session;
      return { ...session, clock: { kind: timer.timer, seconds: timer.timeLeft, at } };
    }
    case 'move': {
      const { room, me } = session;
      if (!room || !me || session.pendingMove) return session;
      if (!isMyMove(room, me.userId, action.row, action.col)) return session;
      // The turn passes to the opponent at once: the turn timer shown was the member's own.
      return { ...session, pendingMove: { row: action.row, col: action.col }, clock: null };
    }
  }
}

/**
 * The member may put a symbol here (docs/product/tic-tac-toe.md#moves-and-results, apart from the
 * connection).
 */
export function isMyMove(room: MatchState, userId: string, row: number, col: number): boolean {
  return (
    room.status === 'playing' &&
    room.winner === null &&
    room.currentTurn === userId &&
    room.gameState[row]?.[col] === ''
  );
}
