import DOMPurify from 'dompurify';
import { FIRST_PAINT_SLOT_ATTRIBUTE } from '@kamao/contract/first-paint-slots';
import { Skeleton } from '../../components/skeleton';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { paintedSlot } from '../../lib/painted-slots';
import { useTexts } from '../../lib/texts';
import { DASHBOARD_TEXTS } from './dashboard-texts';

// The dashboard's boxes, shared with its skeleton so that each box of the loaded page takes the
// place of its skeleton's without moving what follows.
export const TILE_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5';
export const TILE = 'block h-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
export const ANNOUNCEMENTS_CARD = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';
export const ANNOUNCEMENTS_HEADING = 'text-lg font-semibold text-slate-900';
const TILES = 5;
const DAY_ROWS = 5;

/**
 * The dashboard while its data loads, laid out as the loaded page: the month's tiles, the
 * announcements and the daily rows. The build paints it into the HTML (vite-first-paint.ts) and
 * the server writes the current announcements into its slot, so the screen's largest part is
 * there with the page; when the app takes the page over before its data came, it shows what was
 * painted there again (lib/painted-slots.ts), cleaned like any operator HTML.
 */
export function DashboardSkeleton() {
  const common = useTexts(COMMON_TEXTS);
  const T = useTexts(DASHBOARD_TEXTS);
  const painted = paintedSlot('announcements');
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="space-y-6">
      <span className="sr-only">{common.common.loading}</span>
      <ul className={TILE_GRID}>
        {Array.from({ length: TILES }, (_, index) => (
          <li key={index} className={TILE}>
            <Skeleton className="h-5 w-20" />
            <Skeleton className="mt-1 h-7 w-24" />
          </li>
        ))}
      </ul>
      <div className={ANNOUNCEMENTS_CARD}>
        <h2 className={ANNOUNCEMENTS_HEADING}>{T.announcements}</h2>
        <div
          {...{ [FIRST_PAINT_SLOT_ATTRIBUTE]: 'announcements' }}
          dangerouslySetInnerHTML={painted ? { __html: DOMPurify.sanitize(painted) } : undefined}
        />
      </div>
      <div className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        {Array.from({ length: DAY_ROWS }, (_, index) => (
          <Skeleton key={index} className="h-5 w-full" />
        ))}
      </div>
    </div>
  );
}
