import { useTexts } from '../../../lib/texts';
import { GAMES_TEXTS } from '../games-texts';
import type { MatchView } from '../match-view';

/** Each result's words (a key of GAMES_TEXTS.spec) and look. */
const RESULT = {
  win: { text: 'youWin', look: 'bg-emerald-600 text-white' },
  loss: { text: 'opponentWins', look: 'bg-rose-600 text-white' },
  draw: { text: 'draw', look: 'bg-amber-400 text-amber-950' },
} as const;

/**
 * The line above the board (docs/product/tic-tac-toe.md#the-play-screen): the result once there is
 * one ('You Win!', 'Opponent Wins!', 'It's a Draw!'), otherwise whose turn it is with its helper
 * text.
 */
export function MatchBanner({ view }: { view: MatchView }) {
  const T = useTexts(GAMES_TEXTS);
  if (view.outcome) {
    const result = RESULT[view.outcome];
    return (
      <div
        role="status"
        className={`rounded-2xl px-3 py-2 text-center shadow-sm sm:px-4 sm:py-3 ${result.look}`}
      >
        <p className="text-xl font-black sm:text-2xl">{T.spec[result.text]}</p>
        <EndReasonLine view={view} />
        <p className="mt-0.5 text-sm opacity-90">{T.returning}</p>
      </div>
    );
  }
  if (view.status !== 'playing') return null;
  return (
    <div
      role="status"
      className={`rounded-2xl px-3 py-2 text-center ring-1 sm:px-4 sm:py-3 ${
        view.isMyTurn
          ? 'bg-indigo-50 text-indigo-900 ring-indigo-200'
          : 'bg-slate-100 text-slate-700 ring-slate-200'
      }`}
    >
      <p className="text-lg font-bold sm:text-xl">
        {view.isMyTurn ? T.spec.yourTurn : T.spec.opponentTurn}
      </p>
      <p className="mt-0.5 text-sm">
        {view.isMyTurn ? T.spec.yourTurnHelper : T.spec.opponentTurnHelper}
      </p>
    </div>
  );
}

/**
 * Why it ended, under the result (docs/product/tic-tac-toe.md#moves-and-results): a line, a player
 * whose time ran out or who left, a match called off before both had moved, a draw; the refund is
 * said only where there were fees to refund.
 */
function EndReasonLine({ view }: { view: MatchView }) {
  const T = useTexts(GAMES_TEXTS);
  const text = endReasonText(view, T.reasons);
  if (!text) return null;
  return <p className="mt-0.5 text-sm font-semibold sm:text-base">{text}</p>;
}

type ReasonTexts = (typeof GAMES_TEXTS)['en']['reasons'];

export function endReasonText(view: MatchView, R: ReasonTexts): string | null {
  const refunded = (sentence: string) => (view.isPractice ? sentence : `${sentence} ${R.refunded}`);
  const name = view.loser?.name ?? '';
  switch (view.endReason) {
    case 'line':
      return R.line;
    case 'full_board':
      return refunded(R.draw);
    case 'turn_timeout':
      return R.timeRanOut(name);
    case 'abandoned':
      return R.left(name);
    case 'aborted':
    case 'closed':
      return refunded(R.calledOff);
    default:
      return null;
  }
}
