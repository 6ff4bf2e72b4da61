import { useState } from 'react';
import { auditLogAdminRoutes } from '@kamao/contract/admin/audit-log';
import { Pager } from '../../../components/pager';
import { useAdminQuery } from '../api/admin-queries';
import { pendingOrFailed } from '../query-state';
import { AuditLogFilters, type AuditFilterValues } from './audit-log-filters';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });

/**
 * Who did what and when in the console, newest first: each successful write told as the
 * server's sentence (outcome and amount included), narrowed by kind, operator and member.
 */
export function AuditLogPanel() {
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [page, setPage] = useState(1);
  const list = useAdminQuery(auditLogAdminRoutes.auditLogList, { query: { ...filters, page } });
  const entries = list.data?.entries ?? [];
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;
  return (
    <section aria-labelledby="audit-title" className="grid gap-4">
      <h2 id="audit-title" className="text-lg font-bold text-slate-900">
        Audit log
      </h2>
      <AuditLogFilters
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {pendingOrFailed(list) ??
        (entries.length === 0 ? (
          <p className="text-sm text-slate-500">Nothing logged matches.</p>
        ) : (
          <ol className="grid divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
            {entries.map((entry) => (
              <li key={entry.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
                <time dateTime={entry.createdAt} className="text-xs text-slate-500 sm:text-sm">
                  {when(entry.createdAt)}
                </time>
                <p className="min-w-0 text-sm text-slate-800 wrap-anywhere">
                  <span className="font-semibold text-slate-900">
                    {entry.adminUserName ?? 'A removed operator'}
                  </span>{' '}
                  {entry.sentence}
                </p>
              </li>
            ))}
          </ol>
        ))}
      <Pager page={page} pageCount={pageCount} onPageChange={setPage} />
    </section>
  );
}
