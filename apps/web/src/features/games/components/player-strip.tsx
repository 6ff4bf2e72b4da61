import type { MatchPlayer } from '@kamao/contract/tic-tac-toe';
import { useMemo } from 'react';
import { useTexts } from '../../../lib/texts';
import { GAMES_TEXTS } from '../games-texts';
import { useCountdown } from '../use-countdown';

interface PlayerStripProps {
  side: 'you' | 'opp';
  /** Undefined for the opponent before the match: 'Loading...' / 'Finding opponent...'. */
  player: MatchPlayer | undefined;
  /** When the player's state arrived: the disconnect counter counts from here. */
  receivedAt: number;
  onTurn: boolean;
  /** Seconds left of the running turn, when a turn runs. */
  turnSecondsLeft: number | null;
  /** The turn's full length: the badge shows only once it runs below it. */
  turnLimit: number;
}

/**
 * One player under the board (docs/product/tic-tac-toe.md#the-play-screen): name, symbol, a
 * connected dot (with the words for screen readers), the turn timer badge (only below the turn
 * limit, on turn and connected) and, while disconnected, the seconds left to come back.
 */
export function PlayerStrip(props: PlayerStripProps) {
  const { side, player, receivedAt, onTurn, turnSecondsLeft, turnLimit } = props;
  const T = useTexts(GAMES_TEXTS);
  const grace = player?.remaining_disconnect ?? null;
  const graceCountdown = useMemo(
    () => (grace === null ? null : { at: receivedAt, seconds: grace }),
    [grace, receivedAt],
  );
  const graceLeft = useCountdown(graceCountdown);
  const label = side === 'you' ? T.you : T.opponent;

  if (!player) {
    return (
      <div
        aria-label={label}
        className="flex min-h-14 min-w-0 items-center gap-2 rounded-2xl bg-white p-2 ring-1 ring-slate-200 sm:gap-3 sm:p-3"
      >
        <span className="grid size-8 shrink-0 animate-pulse place-items-center rounded-full bg-slate-200 sm:size-10" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-500 sm:text-base">
            {T.spec.opponentLoading}
          </p>
          <p className="text-xs text-slate-500 sm:text-sm">{T.spec.findingOpponent}</p>
        </div>
      </div>
    );
  }

  const showTurnTimer =
    onTurn && player.connected && turnSecondsLeft !== null && turnSecondsLeft < turnLimit;
  // Two strips side by side on a 360 px phone: the name on the first line, the rest under it.
  return (
    <div
      aria-label={label}
      className={`flex min-h-14 min-w-0 items-center gap-2 rounded-2xl bg-white p-2 ring-1 sm:gap-3 sm:p-3 ${
        onTurn ? 'ring-2 ring-indigo-400' : 'ring-slate-200'
      }`}
    >
      <span
        aria-hidden="true"
        className={`grid size-8 shrink-0 place-items-center rounded-full text-lg font-black sm:size-10 sm:text-xl ${
          player.symbol === 'X' ? 'bg-indigo-100 text-indigo-700' : 'bg-rose-100 text-rose-600'
        }`}
      >
        {player.symbol}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900 sm:text-base">
          {/* The member's own name, as they wrote it. */}
          <span translate="no">{player.name}</span>
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-slate-600 sm:text-sm">
          <span
            aria-hidden="true"
            className={`size-2.5 shrink-0 rounded-full ${player.connected ? 'bg-emerald-500' : 'bg-rose-500'}`}
          />
          <span>{label}</span>
          <span className="sr-only">{player.connected ? T.connected : T.disconnected}</span>
          {!player.connected && graceLeft !== null ? (
            <span role="timer" className="font-medium text-rose-700 tabular-nums">
              {T.backWithin(graceLeft)}
            </span>
          ) : null}
          {showTurnTimer ? (
            <span
              role="timer"
              className={`rounded-full px-2 py-0.5 font-bold tabular-nums ${
                turnSecondsLeft <= 5 ? 'bg-rose-100 text-rose-700' : 'bg-indigo-100 text-indigo-800'
              }`}
            >
              {T.secondsLeft(turnSecondsLeft)}
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
