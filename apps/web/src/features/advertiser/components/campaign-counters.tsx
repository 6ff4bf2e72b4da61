import { Money } from '../../../components/money';
import { useTexts } from '../../../lib/texts';
import { ADVERTISER_TEXTS } from '../advertiser-texts';

/**
 * The deposit balance and the four counters of Your Campaigns
 * (docs/product/advertiser.md#your-campaigns).
 */
export function CampaignCounters({
  depositBalance,
  total,
  active,
  paused,
  remainingViews,
}: {
  depositBalance: number;
  total: number;
  active: number;
  paused: number;
  remainingViews: number;
}) {
  const T = useTexts(ADVERTISER_TEXTS);
  const counters = [
    { label: T.totalCampaigns, value: total, tone: 'text-slate-900', id: 'total' },
    { label: T.active, value: active, tone: 'text-emerald-700', id: 'active' },
    { label: T.paused, value: paused, tone: 'text-amber-700', id: 'paused' },
    { label: T.remainingViews, value: remainingViews, tone: 'text-indigo-700', id: 'remaining' },
  ];
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-3 rounded-2xl bg-gradient-to-r from-emerald-700 to-emerald-600 px-4 py-3 text-white shadow-sm">
        <span className="text-sm font-medium text-emerald-50">{T.depositBalance}</span>
        <span data-testid="advertiser-deposit">
          <Money amount={depositBalance} className="text-xl font-bold" />
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        {counters.map((counter) => (
          <div
            key={counter.id}
            className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
          >
            <dt className="text-xs text-slate-500 sm:text-sm">{counter.label}</dt>
            <dd
              className={`mt-1 text-xl font-bold tabular-nums ${counter.tone}`}
              data-testid={`counter-${counter.id}`}
            >
              {counter.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
