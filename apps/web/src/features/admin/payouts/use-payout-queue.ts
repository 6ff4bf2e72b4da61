import { useState } from 'react';
import { payoutAdminRoutes, type AdminWithdrawalsQuery } from '@kamao/contract/admin/payouts';
import { walletAdminRoutes } from '@kamao/contract/admin/wallet';
import { pathOf } from '@kamao/contract/api-route';
import { formatRupees, rupeesToMilli } from '@kamao/contract/money';
import { errorMessageOf } from '../../../lib/api-client';
import { confirmDialog, toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { GENERAL_ERROR } from '../form-kit';
import { paymentReferenceProblem, usePaymentReferenceRequired } from './payment-reference-rules';

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
  const bulk = useAdminMutation(payoutAdminRoutes.withdrawalBulkDecide);
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

  const approveSelected = async () => {
    const chosen = rows.filter((w) => selected.has(w._id));
    const typed = (id: string) => references[id]?.trim() ?? '';
    for (const w of chosen) {
      const problem = paymentReferenceProblem(typed(w._id), referenceRequired);
      if (problem) return void toastError(`${w.userName}: ${problem}`, { long: true });
    }
    const paymentReferences = Object.fromEntries(
      chosen.filter((w) => typed(w._id)).map((w) => [w._id, typed(w._id)]),
    );
    // Summed as milli-rupees: no floating-point drift in what the operator confirms.
    const total = chosen.reduce((sum, w) => sum + rupeesToMilli(w.balance), 0n);
    const sure = await confirmDialog({
      title: `Approve ${chosen.length} withdrawal${chosen.length === 1 ? '' : 's'}?`,
      text: `${formatRupees(total)} will be marked as paid. Pay them through your provider.`,
      confirmText: 'Approve',
      cancelText: 'Cancel',
      icon: 'warning',
    });
    if (!sure) return;
    try {
      const answer = await bulk.mutateAsync({
        body: {
          ids: chosen.map((w) => w._id),
          status: 'Success',
          ...(Object.keys(paymentReferences).length > 0 && { paymentReferences }),
        },
      });
      const failed = answer.results.filter((r) => r.error_msg);
      setSelected(new Set());
      setReferences({});
      if (failed.length === 0) await toastSuccess(`${answer.results.length} approved.`);
      else
        await toastError(
          `${answer.results.length - failed.length} approved, ${failed.length} not: ${failed[0]!.error_msg}`,
          { long: true },
        );
    } catch (error) {
      await toastError(errorMessageOf(error, GENERAL_ERROR));
    }
  };

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
    approveSelected,
    approving: bulk.isPending,
  };
}
