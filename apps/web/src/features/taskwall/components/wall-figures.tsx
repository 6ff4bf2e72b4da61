import type { OfferWallFigures } from '@kamao/contract/realtime';
import { Money } from '../../../components/money';
import { useTexts } from '../../../lib/texts';
import { TASKWALL_TEXTS } from '../taskwall-texts';

/**
 * Today Earnings, Total TaskWalls, Completed (docs/product/task-walls.md#the-task-wall-list), and
 * what is held.
 */
export function WallFigures({ figures, pending }: { figures: OfferWallFigures; pending?: number }) {
  const T = useTexts(TASKWALL_TEXTS);
  const tile = 'rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4';
  const label = 'block text-xs text-slate-500 sm:text-sm';
  const value = 'mt-1 block text-lg font-bold tabular-nums sm:text-xl';
  return (
    <dl className={`grid gap-2 sm:gap-3 ${pending ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`}>
      <div className={tile}>
        <dt className={label}>{T.todayEarnings}</dt>
        <dd data-testid="wall-today-earnings">
          <Money amount={figures.today_offerWallIncome} className={`${value} text-emerald-700`} />
        </dd>
      </div>
      <div className={tile}>
        <dt className={label}>{T.totalWalls}</dt>
        <dd className={`${value} text-slate-900`}>{figures.total_offerWall}</dd>
      </div>
      <div className={tile}>
        <dt className={label}>{T.completed}</dt>
        <dd className={`${value} text-indigo-700`} data-testid="wall-completed">
          {figures.today_completed}
        </dd>
      </div>
      {pending ? (
        <div className={tile} title={T.pendingHint}>
          <dt className={label}>{T.pending}</dt>
          <dd>
            <Money amount={pending} className={`${value} text-amber-700`} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
