import { formatIndianTime } from '../../../lib/indian-time';
import { buttons } from '../buttons';
import { pendingOrFailed } from '../query-state';
import { Figure } from './figure';
import { playersWords, statusWords } from './match-words';
import { LIVE_MATCHES_REFRESH_MS, useGameMatches } from './use-game-matches';

/** The matches waiting or being played now, newest first; refreshed every 5 s while shown. */
export function LiveMatches() {
  const live = useGameMatches({ state: 'live', page: 1 }, LIVE_MATCHES_REFRESH_MS);
  const matches = live.data?.matches ?? [];
  const total = live.data?.total ?? 0;
  return (
    <section aria-labelledby="live-matches-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="live-matches-title" className="font-bold text-slate-900">
          Live matches{' '}
          {live.data ? <span className="font-normal text-slate-500">({total})</span> : null}
        </h3>
        <div className="flex items-center gap-2 text-xs text-slate-500">
          <span>Refreshes every {LIVE_MATCHES_REFRESH_MS / 1000} s</span>
          <button
            type="button"
            className={buttons.secondary}
            disabled={live.isFetching}
            onClick={() => void live.refetch()}
          >
            Refresh
          </button>
        </div>
      </div>
      {pendingOrFailed(live, 'h-24') ??
        (matches.length === 0 ? (
          <p className="text-sm text-slate-500">No match is being played now.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Live matches">
            {matches.map((m) => (
              <li
                key={m._id}
                className="rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm"
              >
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-5">
                  <Figure label="Room">{m.roomName}</Figure>
                  <Figure label="Status">{statusWords(m.status)}</Figure>
                  <Figure label="Players">{playersWords(m)}</Figure>
                  <Figure label="Moves">{m.moves}</Figure>
                  <Figure label="Started">{formatIndianTime(m.createdAt)}</Figure>
                </dl>
              </li>
            ))}
          </ul>
        ))}
      {total > matches.length ? (
        <p className="text-xs text-slate-500">
          The newest {matches.length} of {total} are shown.
        </p>
      ) : null}
    </section>
  );
}
