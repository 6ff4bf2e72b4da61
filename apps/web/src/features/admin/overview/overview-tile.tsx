import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ConsoleTabId } from '../console-tab-list';

/** The console's address of a section. */
export const tabHref = (tab: ConsoleTabId) => `?${new URLSearchParams({ tab }).toString()}`;

/**
 * One figure of the overview as a link to the section where it is handled; `alert` marks one
 * that waits for the operator.
 */
export function OverviewTile({
  label,
  value,
  detail,
  tab,
  alert = false,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tab: ConsoleTabId;
  alert?: boolean;
}) {
  return (
    <li>
      <Link
        to={tabHref(tab)}
        className={`grid h-full content-start gap-1 rounded-xl border p-4 shadow-sm hover:ring-2 hover:ring-emerald-300 ${
          alert ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'
        }`}
      >
        <span className="text-sm font-medium text-slate-600">{label}</span>
        <span className="text-2xl font-bold text-slate-900 tabular-nums">{value}</span>
        {detail ? <span className="text-sm text-slate-600">{detail}</span> : null}
      </Link>
    </li>
  );
}
