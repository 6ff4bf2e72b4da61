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
        className="flex min-h-16 items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200"
      >
        <span className="grid size-10 shrink-0 animate-pulse place-items-center rounded-full bg-slate-200" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-500">{T.spec.opponentLoading}</p>
          <p className="text-sm text-slate-500">{T.spec.findingOpponent}</p>
        </div>
      </div>
    );
  }

  const showTurnTimer =
    onTurn && player.connected && turnSecondsLeft !== null && turnSecondsLeft < turnLimit;
  return (
    <div
      aria-label={label}
      className={`flex min-h-16 items-center gap-3 rounded-2xl bg-white p-3 ring-1 ${
        onTurn ? 'ring-2 ring-indigo-400' : 'ring-slate-200'
      }`}
    >
      <span
        aria-hidden="true"
        className={`grid size-10 shrink-0 place-items-center rounded-full text-xl font-black ${
          player.symbol === 'X' ? 'bg-indigo-100 text-indigo-700' : 'bg-rose-100 text-rose-600'
        }`}
      >
        {player.symbol}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">
          {/* The member's own name, as they wrote it. */}
          <span translate="no">{player.name}</span>
          <span className="ml-1 text-xs font-normal text-slate-500">({label})</span>
        </p>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full ${player.connected ? 'bg-emerald-500' : 'bg-rose-500'}`}
          />
          <span className={player.connected ? 'sr-only' : ''}>
            {player.connected ? T.connected : T.disconnected}
          </span>
          {!player.connected && graceLeft !== null ? (
            <span role="timer" className="font-medium text-rose-700 tabular-nums">
              · {T.backWithin(graceLeft)}
            </span>
          ) : null}
        </p>
      </div>
      {showTurnTimer ? (
        <span
          role="timer"
          className={`shrink-0 rounded-full px-2.5 py-1 text-sm font-bold tabular-nums ${
            turnSecondsLeft <= 5 ? 'bg-rose-100 text-rose-700' : 'bg-indigo-100 text-indigo-800'
          }`}
        >
          {T.secondsLeft(turnSecondsLeft)}
        </span>
      ) : null}
    </div>
  );
}
