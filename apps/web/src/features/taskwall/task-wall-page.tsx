import { TASK_WALL_FRAME_HEIGHT_PX } from '@kamao/contract/offerwall-texts';
import { pagePaths } from '@kamao/contract/page-paths';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryBoundary } from '../../components/query-boundary';
import { PageSkeleton } from '../../components/skeleton';
import { SoundToggle } from '../../components/sound-toggle';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../lib/texts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { figuresOf, useOfferWalls, type OfferWallData } from './api/offer-walls';
import { WallFigures } from './components/wall-figures';
import { TASKWALL_TEXTS } from './taskwall-texts';
import { useLiveWallFigures } from './use-live-wall-figures';

/**
 * /member/task-wall/{encodedUrl} (docs/product/task-walls.md#a-walls-page): the wall in a frame
 * 1000 px high with a spinner until it loads, the live figures and the sound switch. Only an
 * address of one of the member's walls is framed: a crafted link cannot show another site inside
 * our page.
 */
export function TaskWallPage() {
  const T = useTexts(TASKWALL_TEXTS);
  useDocumentTitle(T.title);
  // React Router hands the parameter back decoded (page-paths.ts taskWallPath).
  const address = useParams().encodedUrl ?? '';
  const walls = useOfferWalls();
  return (
    <section className="w-full max-w-5xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
        <SoundToggle />
      </div>
      <QueryBoundary
        query={walls}
        loading={<PageSkeleton cards={3} rows={2} />}
        errorText={T.loadFailed}
        serverMessage
      >
        {(data) => <Wall data={data} address={address} />}
      </QueryBoundary>
    </section>
  );
}

function Wall({ data, address }: { data: OfferWallData; address: string }) {
  const T = useTexts(TASKWALL_TEXTS);
  const figures = useLiveWallFigures(figuresOf(data))!;
  const [loaded, setLoaded] = useState(false);
  const wall = data.offerWallData_after_replace.find((w) => w.offerWallApiLink === address);
  return (
    <>
      <WallFigures figures={figures} />
      {wall ? (
        <div className="relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {!loaded ? (
            <div
              role="status"
              className="absolute inset-0 flex items-start justify-center gap-2 pt-24 text-slate-600"
            >
              <Spinner className="size-6 text-indigo-600" />
              <span>{T.loadingWall}</span>
            </div>
          ) : null}
          <iframe
            src={wall.offerWallApiLink}
            title={`${T.frameTitle}: ${wall.offerWallName}`}
            // The frame is the wall's own page, and its title carries the wall's name: neither
            // is ours to translate (our words in the title are already in the chosen language).
            translate="no"
            onLoad={() => setLoaded(true)}
            className="block w-full border-0"
            style={{ height: TASK_WALL_FRAME_HEIGHT_PX }}
            referrerPolicy="no-referrer-when-downgrade"
          />
        </div>
      ) : (
        <div
          role="alert"
          className="space-y-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
        >
          <p className="font-medium text-slate-700">{T.notAWall}</p>
          <Link
            to={pagePaths.taskWalls}
            className="inline-flex min-h-11 items-center font-medium text-indigo-700 underline"
          >
            {T.backToList}
          </Link>
        </div>
      )}
    </>
  );
}
