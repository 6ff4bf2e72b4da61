import { useTexts } from '../../../lib/texts';
import { ADVERTISER_TEXTS } from '../advertiser-texts';

/** How many of a campaign's bought views are done, as numbers and as a bar. */
export function CampaignProgress({ completed, total }: { completed: number; total: number }) {
  const T = useTexts(ADVERTISER_TEXTS);
  const done = Math.min(completed, total);
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="mt-3">
      <div className="flex justify-between text-xs text-slate-600">
        <span>{T.views}</span>
        <span className="tabular-nums">
          {done} / {total}
        </span>
      </div>
      <div
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={T.views}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
      >
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
