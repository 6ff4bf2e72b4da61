import { useId, useState } from 'react';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  type AuditAction,
} from '@kamao/contract/admin/audit-log';
import { buttons } from '../buttons';
import { consoleInput } from '../form-kit';

export interface AuditFilterValues {
  action?: AuditAction;
  operator?: string;
  member?: string;
}

const actionOf = (value: string) => AUDIT_ACTIONS.find((action) => action === value);

/** The audit log's filters: a kind of write, an operator, a member; applied on Filter. */
export function AuditLogFilters({ onApply }: { onApply: (filters: AuditFilterValues) => void }) {
  const ids = { action: useId(), operator: useId(), member: useId() };
  const [action, setAction] = useState('');
  const [operator, setOperator] = useState('');
  const [member, setMember] = useState('');
  const label = 'grid gap-1 text-xs font-semibold text-slate-600';
  return (
    <form
      aria-label="Filter the audit log"
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        const chosen = actionOf(action);
        onApply({
          ...(chosen && { action: chosen }),
          ...(operator.trim() && { operator: operator.trim() }),
          ...(member.trim() && { member: member.trim() }),
        });
      }}
    >
      <label htmlFor={ids.action} className={label}>
        What
        <select
          id={ids.action}
          className={consoleInput}
          value={action}
          onChange={(e) => setAction(e.target.value)}
        >
          <option value="">Everything</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {AUDIT_ACTION_LABELS[a]}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.operator} className={label}>
        Operator
        <input
          id={ids.operator}
          type="search"
          className={consoleInput}
          placeholder="userName"
          value={operator}
          onChange={(e) => setOperator(e.target.value)}
        />
      </label>
      <label htmlFor={ids.member} className={label}>
        Member
        <input
          id={ids.member}
          type="search"
          className={consoleInput}
          placeholder="userName"
          value={member}
          onChange={(e) => setMember(e.target.value)}
        />
      </label>
      <div className="flex items-end">
        <button type="submit" className={`${buttons.primary} w-full`}>
          Filter
        </button>
      </div>
    </form>
  );
}
