import type { MatchState } from '../../packages/contract/src/tic-tac-toe.ts';
import type { Player } from './players.ts';

/**
 * The players' side of the game load: on its turn a player plays a random empty cell, one move
 * in flight at a time. Keeps the run's figures: each move's round trip (from the emit to the
 * room update that shows it), the moves made, and how the matches ended (each counted once,
 * though both players hear the end).
 */
export class RandomPlay {
  readonly roundTripsMs: number[] = [];
  moves = 0;
  finished = 0;
  wins = 0;
  draws = 0;
  /** When the last match to finish was heard finishing. */
  lastEnd = 0;
  private readonly ended = new Set<string>();

  /** What a player does on hearing its match's state (stale updates are ignored). */
  onState(player: Player, state: MatchState): void {
    if (state.version <= player.lastVersion) return;
    player.lastVersion = state.version;
    if (player.pendingSince !== undefined && state.version > player.pendingVersion!) {
      this.roundTripsMs.push(performance.now() - player.pendingSince);
      player.pendingSince = undefined;
    }
    if (state.status !== 'playing') {
      this.countEnd(state);
      return;
    }
    if (state.currentTurn !== player.userId || player.pendingSince !== undefined) return;
    this.moveAtRandom(player, state);
  }

  private countEnd(state: MatchState): void {
    if (this.ended.has(state._id) || state.status !== 'finished') return;
    this.ended.add(state._id);
    this.finished += 1;
    this.lastEnd = performance.now();
    if (state.winner === 'draw') this.draws += 1;
    else this.wins += 1;
  }

  private moveAtRandom(player: Player, state: MatchState): void {
    const empty = state.gameState.flatMap((row, r) =>
      row.flatMap((cell, c) => (cell === '' ? [[r, c] as const] : [])),
    );
    const [row, col] = empty[Math.floor(Math.random() * empty.length)]!;
    player.pendingSince = performance.now();
    player.pendingVersion = state.version;
    this.moves += 1;
    player.socket.emit('tic_tac_toe_make_move', { decodedRoomId: player.matchId, row, col });
  }
}
