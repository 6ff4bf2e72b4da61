import { describe, expect, test } from 'vitest';
import type { MatchState } from '@kamao/contract/tic-tac-toe';
import { matchReducer, NO_MATCH, type MatchSession } from './match-state';

const room = (overrides: Partial<MatchState> = {}): MatchState => ({
  _id: 'match-1',
  version: 4,
  status: 'playing',
  roomName: 'Bronze Room',
  entryFees: 10,
  prize: 18,
  gameState: [
    ['', '', ''],
    ['', '', ''],
    ['', '', ''],
  ],
  players: [
    { _id: 'me', symbol: 'X', name: 'Asha', connected: true, remaining_disconnect: null },
    { _id: 'opp', symbol: 'O', name: 'Ravi', connected: true, remaining_disconnect: null },
  ],
  max_player: 2,
  currentTurn: 'me',
  winner: null,
  endReason: null,
  winningLine: null,
  player_turn_timer: 30,
  player_turn_timeLeft: 25,
  opponent_player_waiting_timeLeft: null,
  ...overrides,
});

const joined = (state: MatchState = room()): MatchSession =>
  matchReducer(NO_MATCH, { type: 'joined', userId: 'me', symbol: 'X', room: state, at: 1000 });

const timer = (version: number, timeLeft: number) => ({
  type: 'timerUpdate' as const,
  at: 5000,
  timer: { success: true as const, roomId: 'match-1', version, timer: 'turn' as const, timeLeft },
});

describe('the play screen’s match state', () => {
  test('the join answer sets the member, the state and the running turn timer', () => {
    const session = joined();
    expect(session.me).toEqual({ userId: 'me', symbol: 'X' });
    expect(session.clock).toEqual({ kind: 'turn', seconds: 25, at: 1000 });
  });

  test('a re-join answer older than the state shown keeps the state', () => {
    const session = matchReducer(joined(), {
      type: 'roomUpdate',
      room: room({ version: 6 }),
      at: 2000,
    });
    const after = matchReducer(session, {
      type: 'joined',
      userId: 'me',
      symbol: 'X',
      room: room({ version: 5 }),
      at: 3000,
    });
    expect(after.room?.version).toBe(6);
  });

  test('updates of another match, and updates before the join, are ignored', () => {
    expect(matchReducer(NO_MATCH, { type: 'roomUpdate', room: room(), at: 1 })).toBe(NO_MATCH);
    const session = joined();
    const other = matchReducer(session, {
      type: 'roomUpdate',
      room: room({ _id: 'match-2', version: 9 }),
      at: 2,
    });
    expect(other).toBe(session);
  });

  test('a timer of an older state is ignored; a current one restarts the countdown', () => {
    const session = joined();
    expect(matchReducer(session, timer(3, 10))).toBe(session);
    expect(matchReducer(session, timer(4, 12)).clock).toEqual({
      kind: 'turn',
      seconds: 12,
      at: 5000,
    });
  });

  test('a move off turn or on a taken cell is not made; a move waits for the server', () => {
    const taken = joined(
      room({
        gameState: [
          ['O', '', ''],
          ['', '', ''],
          ['', '', ''],
        ],
      }),
    );
    expect(matchReducer(taken, { type: 'move', row: 0, col: 0 })).toBe(taken);
    const offTurn = joined(room({ currentTurn: 'opp' }));
    expect(matchReducer(offTurn, { type: 'move', row: 1, col: 1 })).toBe(offTurn);

    const moved = matchReducer(joined(), { type: 'move', row: 1, col: 1 });
    expect(moved.pendingMove).toEqual({ row: 1, col: 1 });
    expect(moved.clock).toBeNull();
    // The member's own turn timer, still of the same state, does not come back meanwhile.
    expect(matchReducer(moved, timer(4, 20))).toBe(moved);
    // The server's answer replaces the guess.
    const confirmed = matchReducer(moved, {
      type: 'roomUpdate',
      room: room({ version: 5, currentTurn: 'opp' }),
      at: 6000,
    });
    expect(confirmed.pendingMove).toBeNull();
    expect(confirmed.room?.version).toBe(5);
  });
});
