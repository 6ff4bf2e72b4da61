import { useState } from 'react';
import { payoutAdminRoutes, type AdminWithdrawalsQuery } from '@kamao/contract/admin/payouts';
import { walletAdminRoutes } from '@kamao/contract/admin/wallet';
import { pathOf } from '@kamao/contract/api-route';
import { useAdminQuery } from '../api/admin-queries';
import { usePaymentReferenceRequired } from './payment-reference-rules';
import { useBulkApproval } from './use-bulk-approval';

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
 * The CSV export is a link the browser downloads (an attachment), not a JSON call: the route's
 * path with the queue's filters but its status (the export is of approved payouts).
 */
function csvHrefOf(filters: PayoutFilters): string {
  const { status: _status, ...csvFilters } = queryOf(filters);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(csvFilters)) if (value) search.set(name, value);
  const text = search.toString();
  return `${pathOf(payoutAdminRoutes.payoutsCsv)}${text ? `?${text}` : ''}`;
}

/**
 * The payout queue's data: the filtered page of withdrawals, the selection with a payment
 * reference typed per selected withdrawal, and the bulk approval of the selected ones.
 */
export function usePayoutQueue() {
  const [filters, setFiltersNow] = useState<PayoutFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  /** The payment reference typed for each selected withdrawal, by id. */
  const [references, setReferences] = useState<Record<string, string>>({});
  const referenceRequired = usePaymentReferenceRequired();
  const list = useAdminQuery(payoutAdminRoutes.withdrawalList, {
    query: { ...queryOf(filters), page },
  });
  const methods = useAdminQuery(walletAdminRoutes.withdrawalMethodList);
  const approval = useBulkApproval(referenceRequired, () => {
    setSelected(new Set());
    setReferences({});
  });
  const rows = list.data?.withdrawals ?? [];

  const setFilters = (next: PayoutFilters) => {
    setFiltersNow(next);
    setPage(1);
    setSelected(new Set());
  };

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return {
    list,
    rows,
    pending: rows.filter((w) => w.status === 'Pending'),
    pageCount: list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0,
    page,
    setPage,
    filters,
    setFilters,
    csvHref: csvHrefOf(filters),
    methodNames: methods.data?.methods.map((m) => m.name) ?? [],
    selected,
    setSelected,
    toggle,
    references,
    setReference: (id: string, value: string) => setReferences({ ...references, [id]: value }),
    referenceRequired,
    approveSelected: () =>
      approval.approve(
        rows.filter((w) => selected.has(w._id)),
        references,
      ),
    approving: approval.approving,
  };
}
