import { GameRooms } from './game-rooms';
import { LiveMatches } from './live-matches';
import { MatchHistory } from './match-history';
import { PaidRoomsSwitch } from './paid-rooms-switch';

/**
 * Tic Tac Toe for the operator (docs/product/tic-tac-toe.md#operator): the legal switch of paid
 * rooms, the rooms with their fees and timers, the matches being played and the history of results.
 */
export function GamesPanel() {
  return (
    <section aria-labelledby="games-title" className="grid gap-6">
      <h2 id="games-title" className="text-lg font-bold text-slate-900">
        Games · Tic Tac Toe
      </h2>
      <PaidRoomsSwitch />
      <GameRooms />
      <LiveMatches />
      <MatchHistory />
    </section>
  );
}
