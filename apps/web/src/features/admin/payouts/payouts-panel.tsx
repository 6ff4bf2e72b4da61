import { useSearchParams } from 'react-router';
import { Money } from '../../../components/money';
import { buttons } from '../buttons';
import { PayoutQueueView } from './payout-queue-view';
import { ProviderSettings } from './provider/provider-settings';
import { usePayoutQueue } from './use-payout-queue';

const VIEWS = [
  { id: 'queue', label: 'Queue' },
  { id: 'provider', label: 'Payout provider' },
] as const;

/**
 * The Payouts tab (docs/product/withdraw.md#operator-the-payout-queue): the queue of withdrawals
 * to judge, approve by hand, send to the connected provider or export and import as CSV; and the
 * payout provider's settings (`&view=provider`, so a link can open them).
 */
export function PayoutsPanel() {
  const queue = usePayoutQueue();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'provider' ? 'provider' : 'queue';
  const { list } = queue;

  const show = (next: (typeof VIEWS)[number]['id']) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'queue') updated.delete('view');
      else updated.set('view', next);
      return updated;
    });

  return (
    <section aria-labelledby="payouts-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payouts-title" className="text-lg font-bold text-slate-900">
          Payouts{' '}
          {list.data && (
            <span className="text-sm font-normal text-slate-500">
              ({list.data.total}, <Money amount={list.data.totalAmount} />)
            </span>
          )}
        </h2>
        <div className="flex gap-2" role="group" aria-label="Payouts views">
          {VIEWS.map((v) => (
            <button
              key={v.id}
              type="button"
              aria-pressed={view === v.id}
              className={view === v.id ? buttons.primary : buttons.secondary}
              onClick={() => show(v.id)}
            >
              {v.label}
            </button>
          ))}
        </div>
      </div>
      {view === 'provider' ? <ProviderSettings /> : <PayoutQueueView queue={queue} />}
    </section>
  );
}
