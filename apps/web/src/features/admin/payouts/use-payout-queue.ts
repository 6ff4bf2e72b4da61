import { useState } from 'react';
import { payoutProviderAdminRoutes } from '@kamao/contract/admin/payout-provider';
import { payoutAdminRoutes, type AdminWithdrawalsQuery } from '@kamao/contract/admin/payouts';
import { walletAdminRoutes } from '@kamao/contract/admin/wallet';
import { useAdminQuery } from '../api/admin-queries';
import { notesOf, type BulkOutcome, type NoteWords, type RowNote } from './bulk-outcome';
import { usePaymentReferenceRequired } from './payment-reference-rules';
import { payoutsCsvHref } from './payouts-csv-link';
import { PROVIDER_NAMES } from './provider/provider-draft';
import { decidableByHand } from './queue-rules';
import { useBulkApproval } from './use-bulk-approval';
import { useProviderSending } from './use-provider-sending';
import { useReferencesImport } from './use-references-import';

const APPROVAL_WORDS: NoteWords = { done: 'Approved.', refused: 'Not approved' };

export interface PayoutFilters {
  status: NonNullable<AdminWithdrawalsQuery['status']>;
  method: string;
  member: string;
  from: string;
  to: string;
}
export const NO_FILTERS: PayoutFilters = {
  status: 'Pending',
  method: '',
  member: '',
  from: '',
  to: '',
};

/** The filters as the queue's query, the empty ones left out (an empty date is no date). */
function queryOf(filters: PayoutFilters) {
  return {
    status: filters.status,
    method: filters.method || undefined,
    member: filters.member || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/**
 * The payout queue's data: the filtered page of withdrawals, the selection with a payment
 * reference typed per selected withdrawal, the bulk approval, sending to the connected provider,
 * the import of references, and each row's mark after one of those.
 */
export function usePayoutQueue() {
  const [filters, setFiltersNow] = useState<PayoutFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const selection = useQueueSelection();
  const { selected, setSelected, references, notes, setNotes, afterOutcome } = selection;
  const referenceRequired = usePaymentReferenceRequired();
  const list = useAdminQuery(payoutAdminRoutes.withdrawalList, {
    query: { ...queryOf(filters), page },
  });
  const methods = useAdminQuery(walletAdminRoutes.withdrawalMethodList);
  const provider = useAdminQuery(payoutProviderAdminRoutes.payoutProviderGet);
  const connected = provider.data && provider.data.provider !== 'manual' ? provider.data : null;
  const providerName = connected ? PROVIDER_NAMES[connected.provider] : '';
  const rows = list.data?.withdrawals ?? [];

  const approval = useBulkApproval(referenceRequired, afterOutcome(APPROVAL_WORDS));
  const sending = useProviderSending(
    providerName,
    afterOutcome({
      done: `Sent to ${providerName}.`,
      refused: 'Not sent',
    }),
  );
  const referencesImport = useReferencesImport(approval.approveAll, afterOutcome(APPROVAL_WORDS));

  const setFilters = (next: PayoutFilters) => {
    // Filter with the same filters asks again: a provider's payouts move on while the tab is open.
    const unchanged =
      page === 1 && JSON.stringify(queryOf(next)) === JSON.stringify(queryOf(filters));
    if (unchanged) void list.refetch();
    setFiltersNow(next);
    setPage(1);
    setSelected(new Set());
    setNotes({});
  };

  const kinds = new Map(methods.data?.methods.map((m) => [m.name, m.kind]));
  const chosen = () => rows.filter((w) => selected.has(w._id));
  const { status: _status, ...csvFilters } = queryOf(filters);

  return {
    list,
    rows,
    /** The rows the operator may select: pending, and not with the provider. */
    selectable: rows.filter(decidableByHand),
    pageCount: list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0,
    page,
    setPage,
    filters,
    setFilters,
    approvedCsvHref: payoutsCsvHref(csvFilters, 'Success'),
    pendingCsvHref: payoutsCsvHref(csvFilters, 'Pending'),
    methodNames: methods.data?.methods.map((m) => m.name) ?? [],
    kindOf: (method: string) => kinds.get(method),
    selected,
    setSelected,
    toggle: selection.toggle,
    references,
    setReference: selection.setReference,
    notes,
    referenceRequired,
    approveSelected: () => approval.approve(chosen(), references),
    approving: approval.approving,
    /** The connected provider's settings, or null while payouts are manual (or not known yet). */
    connected,
    providerName,
    sendOne: sending.sendOne,
    sendSelected: () => sending.sendSelected(chosen()),
    sending: sending.sending,
    importReferences: referencesImport,
  };
}

/**
 * The rows the operator picked, the payment reference typed for each (by id), and what the last
 * bulk action did to each row (by id).
 */
function useQueueSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [references, setReferences] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState<Record<string, RowNote>>({});

  // The rows done leave the selection; the ones refused stay selected with what was typed, so
  // the operator fixes them and tries again.
  const afterOutcome = (words: NoteWords) => (outcome: BulkOutcome) => {
    setNotes(notesOf(outcome, words));
    const done = new Set(outcome.done);
    setSelected((current) => new Set([...current].filter((id) => !done.has(id))));
    setReferences((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => !done.has(id))),
    );
  };

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const setReference = (id: string, value: string) => {
    setReferences({ ...references, [id]: value });
    // A new reference answers the row's refusal; its mark goes until the next try.
    if (notes[id]) setNotes(Object.fromEntries(Object.entries(notes).filter(([n]) => n !== id)));
  };

  return { selected, setSelected, references, notes, setNotes, afterOutcome, toggle, setReference };
}
