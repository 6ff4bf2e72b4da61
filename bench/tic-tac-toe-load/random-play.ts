import type { MatchEndReason, MatchState } from '../../packages/contract/src/tic-tac-toe.ts';
import type { Player } from './players.ts';

/** Flat out: a move as soon as the turn is heard. Human: a second after the turn begins. */
export type Pace = 'flat-out' | 'human';
const HUMAN_THINKING_MS = 1000;
/** Flat out, a refused move is tried again after a pause, not in a tight loop. */
const RETRY_MS = 100;

/** The ends a match of the bench may have: both players stay and play every turn in time. */
const ENDS_THE_PLAYERS_CAUSE: ReadonlySet<MatchEndReason> = new Set(['line', 'full_board']);

/**
 * The players' side of the game load: on its turn a player plays a random empty cell, one move
 * in flight at a time, at the run's pace. Keeps the run's figures: each accepted move's round trip
 * (from the emit to the room update that shows it), the moves accepted and refused (apart: a
 * refused move is not a move), and how the matches ended, each counted once by its end reason
 * though both players hear the end.
 */
export class RandomPlay {
  readonly roundTripsMs: number[] = [];
  moves = 0;
  refusedMoves = 0;
  ended = 0;
  readonly endReasons: Partial<Record<MatchEndReason | 'unknown', number>> = {};
  /** When the last match to end was heard ending. */
  lastEnd = 0;
  private readonly endedIds = new Set<string>();
  private readonly begunIds = new Set<string>();
  /** Matches begun and not yet ended, and the most there were at once. */
  private underWay = 0;
  peakUnderWay = 0;

  constructor(readonly pace: Pace) {}

  /** Matches that ended some other way than on the board: a time-out the players did not cause. */
  get endedOffTheBoard(): number {
    return Object.entries(this.endReasons)
      .filter(([reason]) => !ENDS_THE_PLAYERS_CAUSE.has(reason as MatchEndReason))
      .reduce((sum, [, count]) => sum + (count ?? 0), 0);
  }

  /** What a player does on hearing its match's state (stale updates are ignored). */
  onState(player: Player, state: MatchState): void {
    // An update heard before the entering's answer said who the player is: kept, and acted on
    // once it has (enterMatches), so a first move made meanwhile is not missed.
    if (player.userId === undefined) {
      if (!player.lastState || state.version > player.lastState.version) player.lastState = state;
      return;
    }
    if (state.version <= player.lastVersion) return;
    player.lastVersion = state.version;
    player.lastState = state;
    if (player.pendingSince !== undefined && state.version > player.pendingVersion!) {
      this.roundTripsMs.push(performance.now() - player.pendingSince);
      player.pendingSince = undefined;
    }
    if (state.status !== 'playing' && state.status !== 'waiting') {
      this.countEnd(state);
      return;
    }
    if (state.status !== 'playing') return;
    this.countBegun(state);
    if (state.currentTurn !== player.userId || player.pendingSince !== undefined) return;
    if (this.pace === 'flat-out') return this.moveAtRandom(player, state);
    this.moveAfter(player, state, HUMAN_THINKING_MS);
  }

  /** Moves after `ms`, unless the match has changed meanwhile. */
  private moveAfter(player: Player, state: MatchState, ms: number): void {
    clearTimeout(player.thinking);
    player.thinking = setTimeout(() => {
      if (player.lastVersion === state.version) this.moveAtRandom(player, state);
    }, ms);
  }

  /** A refused move is counted, and the player tries again on the match as it last heard it. */
  private refused(player: Player): void {
    this.refusedMoves += 1;
    player.pendingSince = undefined;
    const state = player.lastState;
    if (state?.status === 'playing' && state.currentTurn === player.userId) {
      this.moveAfter(player, state, this.pace === 'human' ? HUMAN_THINKING_MS : RETRY_MS);
    }
  }

  private countBegun(state: MatchState): void {
    if (this.begunIds.has(state._id)) return;
    this.begunIds.add(state._id);
    this.underWay += 1;
    this.peakUnderWay = Math.max(this.peakUnderWay, this.underWay);
  }

  private countEnd(state: MatchState): void {
    if (this.endedIds.has(state._id)) return;
    this.endedIds.add(state._id);
    if (this.begunIds.has(state._id)) this.underWay -= 1;
    this.ended += 1;
    this.lastEnd = performance.now();
    const reason = state.endReason ?? 'unknown';
    this.endReasons[reason] = (this.endReasons[reason] ?? 0) + 1;
  }

  private moveAtRandom(player: Player, state: MatchState): void {
    const empty = state.gameState.flatMap((row, r) =>
      row.flatMap((cell, c) => (cell === '' ? [[r, c] as const] : [])),
    );
    const [row, col] = empty[Math.floor(Math.random() * empty.length)]!;
    player.pendingSince = performance.now();
    player.pendingVersion = state.version;
    player.socket
      .timeout(120_000)
      .emitWithAck('tic_tac_toe_make_move', { decodedRoomId: player.matchId, row, col })
      .then(
        (ack: { success: boolean }) => {
          if (ack.success) this.moves += 1;
          else this.refused(player);
        },
        () => this.refused(player),
      );
  }
}
