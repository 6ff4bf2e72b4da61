import { TIC_TAC_TOE_TEXTS } from '@kamao/contract/tic-tac-toe';
import { Spinner } from '../../../components/spinner';
import { GAMES_TEXTS as T } from '../games-texts';

/**
 * Over the board while the member waits for an opponent (spec part 2 §2.12): the seconds left
 * of the search, what is happening, the request not to leave, and Cancel (only here).
 */
export function WaitingOverlay({
  secondsLeft,
  cancelling,
  onCancel,
}: {
  secondsLeft: number | null;
  cancelling: boolean;
  onCancel: () => void;
}) {
  return (
    <section
      aria-labelledby="waiting-title"
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-2xl bg-white/95 p-4 text-center backdrop-blur-sm"
    >
      <Spinner className="size-8 text-indigo-600" />
      <h2 id="waiting-title" className="text-lg font-bold text-slate-900">
        {TIC_TAC_TOE_TEXTS.waitingOverlay}
      </h2>
      {secondsLeft !== null ? (
        <p className="text-slate-600">
          <span
            role="timer"
            data-testid="search-seconds"
            className="text-4xl font-black text-indigo-700 tabular-nums"
          >
            {secondsLeft}
          </span>{' '}
          {T.searchSeconds}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">{TIC_TAC_TOE_TEXTS.waitingHelper}</p>
      <p className="text-sm font-medium text-amber-800">{TIC_TAC_TOE_TEXTS.dontClose}</p>
      <button
        type="button"
        onClick={onCancel}
        disabled={cancelling}
        className="mt-1 min-h-11 rounded-xl bg-white px-6 font-semibold text-rose-700 ring-1 ring-rose-300 hover:bg-rose-50 disabled:opacity-60"
      >
        {TIC_TAC_TOE_TEXTS.cancel}
      </button>
    </section>
  );
}
