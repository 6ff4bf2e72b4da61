import { useState } from 'react';
import { auditLogAdminRoutes, type AdminAuditEntry } from '@kamao/contract/admin/audit-log';
import { Pager } from '../../../components/pager';
import { useAdminQuery } from '../api/admin-queries';
import { pendingOrFailed } from '../query-state';

/** What each logged action means, in the console's words; unknown ones show as logged. */
const ACTION_LABELS: Record<string, string> = {
  'member.ban': 'Banned a member',
  'member.unban': 'Unbanned a member',
  'faq.create': 'Added an FAQ entry',
  'faq.update': 'Edited an FAQ entry',
  'faq.delete': 'Removed an FAQ entry',
  'homepage_section.create': 'Added a homepage section',
  'homepage_section.update': 'Edited a homepage section',
  'homepage_section.delete': 'Removed a homepage section',
  'announcement.create': 'Published an announcement',
  'announcement.delete': 'Removed an announcement',
  'site_text.update': 'Edited a page or instructions',
  'contact_message.handled': 'Marked a message handled',
  'withdrawal.decide': 'Decided a withdrawal',
  'withdrawal.bulk_decide': 'Approved withdrawals in bulk',
  'withdrawal_method.create': 'Added a withdrawal method',
  'withdrawal_method.update': 'Edited a withdrawal method',
  'gift_code.create': 'Created a gift code',
  'gift_code.update': 'Edited a gift code',
  'wallet_settings.update': 'Changed the wallet rates',
  'ptc_pricing.update': 'Changed PTC prices',
  'ptc_settings.update': "Changed the viewer's share or minimum views",
  'ptc_snippets.update': 'Changed the ad-network snippets',
  'campaign.pause': 'Paused a campaign',
  'campaign.activate': 'Activated a campaign',
  'campaign.remove': 'Removed a campaign',
};

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });

/** The entry's subject: a member's userName when known, else the record id or text key. */
function subjectOf(entry: AdminAuditEntry): string | null {
  const userName = entry.details?.userName;
  if (typeof userName === 'string') return userName;
  const question = entry.details?.question ?? entry.details?.title;
  if (typeof question === 'string') return question;
  return entry.target;
}

/** Who did what and when in the console, newest first (every successful write call). */
export function AuditLogPanel() {
  const [page, setPage] = useState(1);
  const list = useAdminQuery(auditLogAdminRoutes.auditLogList, { query: { page } });
  const entries = list.data?.entries ?? [];
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;
  return (
    <section aria-labelledby="audit-title" className="grid gap-4">
      <h2 id="audit-title" className="text-lg font-bold text-slate-900">
        Audit log
      </h2>
      {pendingOrFailed(list) ??
        (entries.length === 0 ? (
          <p className="text-sm text-slate-500">Nothing logged yet.</p>
        ) : (
          <ol className="grid divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
            {entries.map((entry) => {
              const subject = subjectOf(entry);
              return (
                <li
                  key={entry.id}
                  className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4"
                >
                  <time dateTime={entry.createdAt} className="text-xs text-slate-500 sm:text-sm">
                    {when(entry.createdAt)}
                  </time>
                  <p className="min-w-0 text-sm text-slate-800">
                    <span className="font-semibold text-slate-900">
                      {entry.adminUserName ?? entry.adminId}
                    </span>{' '}
                    {ACTION_LABELS[entry.action] ?? entry.action}
                    {subject && (
                      <>
                        {': '}
                        <span className="text-slate-700 wrap-anywhere">{subject}</span>
                      </>
                    )}
                    {entry.details?.changed === false && (
                      <span className="text-slate-500"> (no change)</span>
                    )}
                  </p>
                </li>
              );
            })}
          </ol>
        ))}
      <Pager page={page} pageCount={pageCount} onPageChange={setPage} />
    </section>
  );
}
