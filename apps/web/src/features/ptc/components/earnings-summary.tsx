import { Money } from '../../../components/money';
import { useTexts } from '../../../lib/texts';
import { PTC_TEXTS } from '../ptc-texts';

/** Today Earnings, Total Links, Completed (docs/product/ptc-ads.md#the-view-ads-page). */
export function EarningsSummary({
  todayIncome,
  totalLinks,
  completed,
}: {
  todayIncome: number;
  totalLinks: number;
  completed: number;
}) {
  const T = useTexts(PTC_TEXTS);
  const tile = 'rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4';
  const label = 'block text-xs text-slate-500 sm:text-sm';
  const value = 'mt-1 block text-lg font-bold tabular-nums sm:text-xl';
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      <div className={tile}>
        <dt className={label}>{T.todayEarnings}</dt>
        <dd>
          <Money amount={todayIncome} className={`${value} text-emerald-700`} />
        </dd>
      </div>
      <div className={tile}>
        <dt className={label}>{T.totalLinks}</dt>
        <dd className={`${value} text-slate-900`} data-testid="ptc-total-links">
          {totalLinks}
        </dd>
      </div>
      <div className={tile}>
        <dt className={label}>{T.completed}</dt>
        <dd className={`${value} text-indigo-700`} data-testid="ptc-completed">
          {completed}
        </dd>
      </div>
    </dl>
  );
}
