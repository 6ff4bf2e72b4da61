import { TIC_TAC_TOE_TEXTS } from '@kamao/contract/tic-tac-toe';
import { GAMES_TEXTS as T } from '../games-texts';
import type { MatchView } from '../match-view';

const RESULT = {
  win: { text: TIC_TAC_TOE_TEXTS.youWin, look: 'bg-emerald-600 text-white' },
  loss: { text: TIC_TAC_TOE_TEXTS.opponentWins, look: 'bg-rose-600 text-white' },
  draw: { text: TIC_TAC_TOE_TEXTS.draw, look: 'bg-amber-400 text-amber-950' },
} as const;

/**
 * The line above the board (spec part 2 §2.12): the result once there is one ('You Win!',
 * 'Opponent Wins!', 'It's a Draw!'), otherwise whose turn it is with its helper text.
 */
export function MatchBanner({ view }: { view: MatchView }) {
  if (view.outcome) {
    const result = RESULT[view.outcome];
    return (
      <div role="status" className={`rounded-2xl px-4 py-3 text-center shadow-sm ${result.look}`}>
        <p className="text-2xl font-black">{result.text}</p>
        <p className="mt-0.5 text-sm opacity-90">{T.returning}</p>
      </div>
    );
  }
  if (view.status !== 'playing') return null;
  return (
    <div
      role="status"
      className={`rounded-2xl px-4 py-3 text-center ring-1 ${
        view.isMyTurn
          ? 'bg-indigo-50 text-indigo-900 ring-indigo-200'
          : 'bg-slate-100 text-slate-700 ring-slate-200'
      }`}
    >
      <p className="text-xl font-bold">
        {view.isMyTurn ? TIC_TAC_TOE_TEXTS.yourTurn : TIC_TAC_TOE_TEXTS.opponentTurn}
      </p>
      <p className="mt-0.5 text-sm">
        {view.isMyTurn ? TIC_TAC_TOE_TEXTS.yourTurnHelper : TIC_TAC_TOE_TEXTS.opponentTurnHelper}
      </p>
    </div>
  );
}
