import { useState } from 'react';
import { ADMIN_GAME_MATCH_PAGE_SIZE } from '@kamao/contract/admin/games';
import { Money } from '../../../components/money';
import { formatIndianTime } from '../../../lib/indian-time';
import { buttons } from '../buttons';
import { pendingOrFailed } from '../query-state';
import { Figure } from './figure';
import { playersWords, resultWords } from './match-words';
import { useGameMatches } from './use-game-matches';
import { NewerOlderPager } from '../newer-older-pager';

/** The ended matches, newest first, a page at a time: who played, how it ended, what it moved. */
export function MatchHistory() {
  const [page, setPage] = useState(1);
  const history = useGameMatches({ state: 'ended', page });
  const matches = history.data?.matches ?? [];
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / ADMIN_GAME_MATCH_PAGE_SIZE));
  return (
    <section aria-labelledby="match-history-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="match-history-title" className="font-bold text-slate-900">
          History
        </h3>
        <button
          type="button"
          className={buttons.secondary}
          disabled={history.isFetching}
          onClick={() => void history.refetch()}
          aria-label="Refresh history"
        >
          Refresh
        </button>
      </div>
      {pendingOrFailed(history, 'h-32') ??
        (matches.length === 0 ? (
          <p className="text-sm text-slate-500">No match has ended yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Ended matches">
            {matches.map((m) => (
              <li
                key={m._id}
                className="rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm"
              >
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-5">
                  <Figure label="Room">{m.roomName}</Figure>
                  <Figure label="Players">{playersWords(m)}</Figure>
                  <Figure label="Result">{resultWords(m)}</Figure>
                  <Figure label="Settlement">
                    <span className="grid">
                      <span>
                        Prize <Money amount={m.settlement.prize} />
                      </span>
                      <span>
                        House <Money amount={m.settlement.houseShare} />
                      </span>
                      <span>
                        Refunds <Money amount={m.settlement.refunds} />
                      </span>
                    </span>
                  </Figure>
                  <Figure label="Ended">{formatIndianTime(m.endedAt ?? m.createdAt)}</Figure>
                </dl>
              </li>
            ))}
          </ul>
        ))}
      <NewerOlderPager page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
