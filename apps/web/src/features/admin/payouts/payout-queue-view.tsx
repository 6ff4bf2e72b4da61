import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { pendingOrFailed } from '../query-state';
import { CsvActions } from './csv-actions';
import { ImportReportPanel } from './import-report';
import { PayoutFiltersForm } from './payout-filters';
import { sendableToProvider } from './queue-rules';
import { SelectionBar } from './selection-bar';
import type { usePayoutQueue } from './use-payout-queue';
import { WithdrawalRow } from './withdrawal-row';

/**
 * The queue: filter withdrawals, open one to judge it against the member's earnings and decide it,
 * approve the selected ones at once (each with its own payment reference) or send them to the
 * connected provider, and pay by hand through the CSV files. The data is usePayoutQueue's.
 */
export function PayoutQueueView({ queue }: { queue: ReturnType<typeof usePayoutQueue> }) {
  const [open, setOpen] = useState<string | null>(null);
  const { list, rows, selectable, selected, importReferences } = queue;

  return (
    <div className="grid gap-4">
      <CsvActions
        approvedHref={queue.approvedCsvHref}
        pendingHref={queue.pendingCsvHref}
        importing={importReferences.importing}
        onImport={importReferences.importFile}
      />
      {importReferences.report && (
        <ImportReportPanel
          report={importReferences.report}
          onClose={importReferences.closeReport}
        />
      )}

      <PayoutFiltersForm methodNames={queue.methodNames} onApply={queue.setFilters} />

      {selectable.length > 0 && (
        <SelectionBar
          selectable={selectable}
          selected={selected}
          onSelect={queue.setSelected}
          referenceRequired={queue.referenceRequired}
          approving={queue.approving}
          onApprove={() => void queue.approveSelected()}
          providerName={queue.providerName}
          sending={queue.sending}
          onSend={() => void queue.sendSelected()}
        />
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
                selectable={selectable.includes(w)}
                selected={selected.has(w._id)}
                onToggle={() => queue.toggle(w._id)}
                reference={queue.references[w._id] ?? ''}
                onReferenceChange={(value) => queue.setReference(w._id, value)}
                note={queue.notes[w._id]}
                send={
                  queue.connected && sendableToProvider(w, queue.kindOf(w.method))
                    ? {
                        label: `Send to ${queue.providerName}`,
                        busy: queue.sending,
                        onSend: () => void queue.sendOne(w),
                      }
                    : undefined
                }
                open={open === w._id}
                onOpen={() => setOpen(open === w._id ? null : w._id)}
              />
            ))}
          </ul>
        ))}
      <Pager page={queue.page} pageCount={queue.pageCount} onPageChange={queue.setPage} />
    </div>
  );
}
