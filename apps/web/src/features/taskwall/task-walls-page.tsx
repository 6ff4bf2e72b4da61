import { taskWallPath } from '@kamao/contract/page-paths';
import { useId } from 'react';
import { EmptyState } from '../../components/empty-state';
import { QueryBoundary } from '../../components/query-boundary';
import { SafeHtml } from '../../components/safe-html';
import { PageSkeleton } from '../../components/skeleton';
import { useTexts } from '../../lib/texts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { figuresOf, useOfferWalls, type OfferWallData } from './api/offer-walls';
import { WallFigures } from './components/wall-figures';
import { TASKWALL_TEXTS } from './taskwall-texts';

/**
 * /member/task-wall (docs/product/task-walls.md#the-task-wall-list): the figures, each wall with
 * its Start link, and the operator's instructions. Start loads the wall page as a new document: the
 * server gives that page the content security policy that lets it frame the walls (and nothing
 * else).
 */
export function TaskWallsPage() {
  const T = useTexts(TASKWALL_TEXTS);
  useDocumentTitle(T.title);
  const walls = useOfferWalls();
  return (
    <section className="w-full max-w-5xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
      <QueryBoundary
        query={walls}
        loading={<PageSkeleton cards={3} rows={3} />}
        errorText={T.loadFailed}
        serverMessage
      >
        {(data) => (
          <>
            <WallFigures figures={figuresOf(data)} pending={data.pending_offerWallEarnings} />
            {data.offerWallData_after_replace.length === 0 ? (
              <EmptyState className="p-6 text-center">{T.none}</EmptyState>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {data.offerWallData_after_replace.map((wall) => (
                  <WallItem key={wall.offerWallApiLink} wall={wall} />
                ))}
              </ul>
            )}
            {data.other_data_offerWalls_instructions ? (
              <div className="rounded-2xl border border-indigo-100 bg-indigo-50/60 p-4 text-sm">
                <h2 className="mb-2 font-semibold text-slate-900">{T.instructions}</h2>
                <SafeHtml
                  html={data.other_data_offerWalls_instructions}
                  className="text-slate-700"
                />
              </div>
            ) : null}
          </>
        )}
      </QueryBoundary>
    </section>
  );
}

/** One wall: its name as the operator wrote it, and Start. */
function WallItem({ wall }: { wall: OfferWallData['offerWallData_after_replace'][number] }) {
  const T = useTexts(TASKWALL_TEXTS);
  const nameId = useId();
  const startId = useId();
  return (
    <li className="flex items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id={nameId} translate="no" className="min-w-0 truncate font-semibold text-slate-900">
        {wall.offerWallName}
      </h2>
      <a
        id={startId}
        href={taskWallPath(wall.offerWallApiLink)}
        // 'Start' and the wall's name, which keeps its translate="no" where it is written.
        aria-labelledby={`${startId} ${nameId}`}
        className="inline-flex min-h-11 shrink-0 items-center rounded-xl bg-indigo-600 px-5 font-semibold text-white hover:bg-indigo-700"
      >
        {T.start}
      </a>
    </li>
  );
}
