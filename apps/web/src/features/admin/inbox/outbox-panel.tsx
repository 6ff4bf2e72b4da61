import { inboxAdminRoutes } from '@kamao/contract/admin/inbox';
import { Skeleton } from '../../../components/skeleton';
import { useAdminQuery } from '../api/admin-queries';

/**
 * Mail the site sent, or kept when no SMTP server is configured (so reset links still work): on the
 * embedded demo this is where reset and verification links can be read.
 */
export function OutboxPanel() {
  const list = useAdminQuery(inboxAdminRoutes.outboxList);
  return (
    <section aria-labelledby="outbox-title" className="grid gap-4">
      <h2 id="outbox-title" className="text-lg font-bold text-slate-900">
        Outbox
      </h2>
      {list.isPending ? (
        <Skeleton className="h-32" />
      ) : (
        <ul className="grid gap-3">
          {(list.data?.mails ?? []).map((mail) => (
            <li key={mail.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap justify-between gap-2 text-sm">
                <p className="font-semibold text-slate-900">{mail.subject}</p>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    mail.sentAt
                      ? 'bg-emerald-50 text-emerald-800'
                      : mail.error
                        ? 'bg-rose-50 text-rose-700'
                        : 'bg-amber-50 text-amber-800'
                  }`}
                >
                  {mail.sentAt ? 'Sent' : mail.error ? 'Failed' : 'Kept (no SMTP)'}
                </span>
              </div>
              <p className="text-xs text-slate-500">
                To {mail.to} ·{' '}
                {new Date(mail.createdAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}
              </p>
              <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-2 text-xs whitespace-pre-wrap text-slate-700">
                {mail.text}
              </pre>
            </li>
          ))}
          {list.data?.mails.length === 0 && (
            <li className="text-sm text-slate-500">No mail yet.</li>
          )}
        </ul>
      )}
    </section>
  );
}
