import { useState } from 'react';
import { Money } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { buttons } from '../buttons';
import { pendingOrFailed } from '../query-state';
import { PayoutFiltersForm } from './payout-filters';
import { usePayoutQueue } from './use-payout-queue';
import { WithdrawalRow } from './withdrawal-row';

/**
 * The payout queue (docs/product/withdraw.md#operator-the-payout-queue): filter withdrawals, open
 * one to judge it against the member's earnings and decide it, approve the selected ones at once
 * (each with its own payment reference), and download the approved payouts as CSV for the payment
 * provider. The data is usePayoutQueue's.
 */
export function PayoutsPanel() {
  const queue = usePayoutQueue();
  const [open, setOpen] = useState<string | null>(null);
  const { list, rows, pending, selected } = queue;

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
        <a className={buttons.secondary} href={queue.csvHref} download>
          Download approved payouts (CSV)
        </a>
      </div>

      <PayoutFiltersForm methodNames={queue.methodNames} onApply={queue.setFilters} />

      {pending.length > 0 && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              className="size-4"
              checked={pending.every((w) => selected.has(w._id))}
              onChange={(e) =>
                queue.setSelected(e.target.checked ? new Set(pending.map((w) => w._id)) : new Set())
              }
            />
            Select all pending on this page
          </label>
          <button
            type="button"
            className={buttons.primary}
            disabled={selected.size === 0 || queue.approving}
            onClick={() => void queue.approveSelected()}
          >
            Approve selected ({selected.size})
          </button>
          <span className="text-slate-500">
            {queue.referenceRequired
              ? 'Each selected withdrawal needs its payment reference.'
              : 'A payment reference per withdrawal is optional.'}
          </span>
        </div>
      )}

      {pendingOrFailed(list) ??
        (rows.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-500">
            No withdrawals match these filters.
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Withdrawals">
            {rows.map((w) => (
              <WithdrawalRow
                key={w._id}
                withdrawal={w}
                selected={selected.has(w._id)}
                onToggle={() => queue.toggle(w._id)}
                reference={queue.references[w._id] ?? ''}
                onReferenceChange={(value) => queue.setReference(w._id, value)}
                open={open === w._id}
                onOpen={() => setOpen(open === w._id ? null : w._id)}
              />
            ))}
          </ul>
        ))}
      <Pager page={queue.page} pageCount={queue.pageCount} onPageChange={queue.setPage} />
    </section>
  );
}
