import { Spinner } from '../../../components/spinner';
import { useTexts } from '../../../lib/texts';
import { GAMES_TEXTS } from '../games-texts';

/**
 * Over the board while the member waits for an opponent
 * (docs/product/tic-tac-toe.md#the-play-screen): the seconds left of the search, what is happening,
 * the request not to leave, and Cancel (only here).
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
  const T = useTexts(GAMES_TEXTS);
  return (
    <section
      aria-labelledby="waiting-title"
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-2xl bg-white/95 p-4 text-center backdrop-blur-sm"
    >
      <Spinner className="size-8 text-indigo-600" />
      <h2 id="waiting-title" className="text-lg font-bold text-slate-900">
        {T.spec.waitingOverlay}
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
      <p className="text-sm text-slate-700">{T.spec.waitingHelper}</p>
      <p className="text-sm font-medium text-amber-800">{T.spec.dontClose}</p>
      <button
        type="button"
        onClick={onCancel}
        disabled={cancelling}
        className="mt-1 min-h-11 rounded-xl bg-white px-6 font-semibold text-rose-700 ring-1 ring-rose-300 hover:bg-rose-50 disabled:opacity-60"
      >
        {T.spec.cancel}
      </button>
    </section>
  );
}
