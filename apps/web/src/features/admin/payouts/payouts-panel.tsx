import { useId, useState } from 'react';
import { payoutAdminRoutes, type AdminWithdrawalsQuery } from '@kamao/contract/admin/payouts';
import { walletAdminRoutes } from '@kamao/contract/admin/wallet';
import { pathOf } from '@kamao/contract/api-route';
import { WITHDRAWAL_STATUSES } from '@kamao/contract/constants';
import { formatRupees, rupeesToMilli } from '@kamao/contract/money';
import { errorMessageOf } from '../../../lib/api-client';
import { confirmDialog, toastError, toastSuccess } from '../../../lib/toast';
import { Money } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { pendingOrFailed } from '../query-state';
import { paymentReferenceProblem, usePaymentReferenceRequired } from './payment-reference-rules';
import { WithdrawalRow } from './withdrawal-row';

interface Filters {
  status: NonNullable<AdminWithdrawalsQuery['status']>;
  method: string;
  member: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { status: 'Pending', method: '', member: '', from: '', to: '' };
const field = 'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm';

const STATUSES = [...WITHDRAWAL_STATUSES, 'all'] as const;
const statusOf = (value: string): Filters['status'] =>
  STATUSES.find((status) => status === value) ?? 'Pending';

/** The filters as the queue's query, the empty ones left out (an empty date is no date). */
function queryOf(filters: Filters) {
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
function csvHrefOf(filters: Filters): string {
  const { status: _status, ...csvFilters } = queryOf(filters);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(csvFilters)) if (value) search.set(name, value);
  const text = search.toString();
  return `${pathOf(payoutAdminRoutes.payoutsCsv)}${text ? `?${text}` : ''}`;
}

/**
 * The payout queue (docs/product/withdraw.md#operator-the-payout-queue): filter withdrawals, open
 * one to judge it against the member's earnings and decide it, approve the selected ones at once
 * (each with its own payment reference), and download the approved payouts as CSV for the payment
 * provider.
 */
export function PayoutsPanel() {
  const ids = { status: useId(), method: useId(), member: useId(), from: useId(), to: useId() };
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  /** The payment reference typed for each selected withdrawal, by id. */
  const [references, setReferences] = useState<Record<string, string>>({});
  const referenceRequired = usePaymentReferenceRequired();
  const [open, setOpen] = useState<string | null>(null);
  const list = useAdminQuery(payoutAdminRoutes.withdrawalList, {
    query: { ...queryOf(filters), page },
  });
  const methods = useAdminQuery(walletAdminRoutes.withdrawalMethodList);
  const bulk = useAdminMutation(payoutAdminRoutes.withdrawalBulkDecide);
  const rows = list.data?.withdrawals ?? [];
  const pending = rows.filter((w) => w.status === 'Pending');
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;

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
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };

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
        <a className={buttons.secondary} href={csvHrefOf(filters)} download>
          Download approved payouts (CSV)
        </a>
      </div>

      <form
        aria-label="Filter withdrawals"
        className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-3 lg:grid-cols-6"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...draft, member: draft.member.trim() });
          setPage(1);
          setSelected(new Set());
        }}
      >
        <label htmlFor={ids.status} className="grid gap-1 text-xs font-semibold text-slate-600">
          Status
          <select
            id={ids.status}
            className={field}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: statusOf(e.target.value) })}
          >
            <option value="Pending">Pending</option>
            <option value="Success">Success</option>
            <option value="Reject">Reject</option>
            <option value="all">All</option>
          </select>
        </label>
        <label htmlFor={ids.method} className="grid gap-1 text-xs font-semibold text-slate-600">
          Method
          <select
            id={ids.method}
            className={field}
            value={draft.method}
            onChange={(e) => setDraft({ ...draft, method: e.target.value })}
          >
            <option value="">All methods</option>
            {methods.data?.methods.map((m) => (
              <option key={m.id} value={m.name}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <label
          htmlFor={ids.member}
          className="col-span-2 grid gap-1 text-xs font-semibold text-slate-600 sm:col-span-1"
        >
          Member
          <input
            id={ids.member}
            type="search"
            className={field}
            placeholder="userName, e-mail or name"
            value={draft.member}
            onChange={(e) => setDraft({ ...draft, member: e.target.value })}
          />
        </label>
        <label htmlFor={ids.from} className="grid gap-1 text-xs font-semibold text-slate-600">
          From
          <input
            id={ids.from}
            type="date"
            className={field}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label htmlFor={ids.to} className="grid gap-1 text-xs font-semibold text-slate-600">
          To
          <input
            id={ids.to}
            type="date"
            className={field}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </label>
        <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
          <button type="submit" className={`${buttons.primary} flex-1`}>
            Filter
          </button>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
              setPage(1);
            }}
          >
            Reset
          </button>
        </div>
      </form>

      {pending.length > 0 && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              className="size-4"
              checked={pending.every((w) => selected.has(w._id))}
              onChange={(e) =>
                setSelected(e.target.checked ? new Set(pending.map((w) => w._id)) : new Set())
              }
            />
            Select all pending on this page
          </label>
          <button
            type="button"
            className={buttons.primary}
            disabled={selected.size === 0 || bulk.isPending}
            onClick={() => void approveSelected()}
          >
            Approve selected ({selected.size})
          </button>
          <span className="text-slate-500">
            {referenceRequired
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
                onToggle={() => toggle(w._id)}
                reference={references[w._id] ?? ''}
                onReferenceChange={(value) => setReferences({ ...references, [w._id]: value })}
                open={open === w._id}
                onOpen={() => setOpen(open === w._id ? null : w._id)}
              />
            ))}
          </ul>
        ))}
      <Pager page={page} pageCount={pageCount} onPageChange={setPage} />
    </section>
  );
}
