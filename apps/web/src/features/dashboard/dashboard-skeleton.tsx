import DOMPurify from 'dompurify';
import {
  FIRST_PAINT_SLOT_ATTRIBUTE,
  SLOT_HIDDEN_WHILE_EMPTY,
  type FirstPaintSlot,
} from '@kamao/contract/first-paint-slots';
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
 * A slot of the painted screen as the app renders it: empty for the build to capture, and, when
 * the app takes the page over before its data came, what the server had painted there (read by
 * lib/painted-slots.ts), cleaned like any operator HTML.
 */
function PaintedSlot({ name, className }: { name: FirstPaintSlot; className?: string }) {
  const painted = paintedSlot(name);
  return (
    <div
      {...{ [FIRST_PAINT_SLOT_ATTRIBUTE]: name }}
      className={className}
      dangerouslySetInnerHTML={painted ? { __html: DOMPurify.sanitize(painted) } : undefined}
    />
  );
}

/**
 * The dashboard while its data loads, laid out as the loaded page: the first step, the month's
 * tiles, the announcements and the daily rows. The build paints it into the HTML
 * (vite-first-paint.ts) and the server writes into its slots the current announcements and, for
 * a member who has earned nothing yet, the first step, so the screen's largest part is there with
 * the page.
 */
export function DashboardSkeleton() {
  const common = useTexts(COMMON_TEXTS);
  const T = useTexts(DASHBOARD_TEXTS);
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="space-y-6">
      <span className="sr-only">{common.common.loading}</span>
      <PaintedSlot name="firstStep" className={SLOT_HIDDEN_WHILE_EMPTY} />
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
        <PaintedSlot name="announcements" />
      </div>
      <div className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        {Array.from({ length: DAY_ROWS }, (_, index) => (
          <Skeleton key={index} className="h-5 w-full" />
        ))}
      </div>
    </div>
  );
}
