import { useId, useState } from 'react';
import { WITHDRAWAL_STATUSES } from '@kamao/contract/constants';
import { buttons } from '../buttons';
import { consoleInput } from '../form-kit';
import { NO_FILTERS, type PayoutFilters } from './use-payout-queue';

const STATUSES = [...WITHDRAWAL_STATUSES, 'all'] as const;
const statusOf = (value: string): PayoutFilters['status'] =>
  STATUSES.find((status) => status === value) ?? 'Pending';

/** The queue's filters: applied on Filter, all cleared by Reset. */
export function PayoutFiltersForm({
  methodNames,
  onApply,
}: {
  methodNames: readonly string[];
  onApply: (filters: PayoutFilters) => void;
}) {
  const ids = { status: useId(), method: useId(), member: useId(), from: useId(), to: useId() };
  const [draft, setDraft] = useState<PayoutFilters>(NO_FILTERS);
  const label = 'grid gap-1 text-xs font-semibold text-slate-600';
  const date = (key: 'from' | 'to', text: string) => (
    <label htmlFor={ids[key]} className={label}>
      {text}
      <input
        id={ids[key]}
        type="date"
        className={consoleInput}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <form
      aria-label="Filter withdrawals"
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-3 lg:grid-cols-6"
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ ...draft, member: draft.member.trim() });
      }}
    >
      <label htmlFor={ids.status} className={label}>
        Status
        <select
          id={ids.status}
          className={consoleInput}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: statusOf(e.target.value) })}
        >
          <option value="Pending">Pending</option>
          <option value="Success">Success</option>
          <option value="Reject">Reject</option>
          <option value="all">All</option>
        </select>
      </label>
      <label htmlFor={ids.method} className={label}>
        Method
        <select
          id={ids.method}
          className={consoleInput}
          value={draft.method}
          onChange={(e) => setDraft({ ...draft, method: e.target.value })}
        >
          <option value="">All methods</option>
          {methodNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.member} className={`${label} col-span-2 sm:col-span-1`}>
        Member
        <input
          id={ids.member}
          type="search"
          className={consoleInput}
          placeholder="userName, e-mail or name"
          value={draft.member}
          onChange={(e) => setDraft({ ...draft, member: e.target.value })}
        />
      </label>
      {date('from', 'From')}
      {date('to', 'To')}
      <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
        <button type="submit" className={`${buttons.primary} flex-1`}>
          Filter
        </button>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Reset
        </button>
      </div>
    </form>
  );
}
