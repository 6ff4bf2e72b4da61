import { useState } from 'react';
import { inboxAdminRoutes } from '@kamao/contract/admin/inbox';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast';
import { Skeleton } from '../../../components/skeleton';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';

const { contactMessageList, contactMessageHandled } = inboxAdminRoutes;

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });

/** Messages from the contact form and member Support, open ones first. */
export function MessagesPanel() {
  const [onlyOpen, setOnlyOpen] = useState(true);
  const list = useAdminQuery(contactMessageList, {
    query: { open: onlyOpen ? 'true' : 'false' },
  });
  const handled = useAdminMutation(contactMessageHandled);
  return (
    <section aria-labelledby="messages-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="messages-title" className="text-lg font-bold text-slate-900">
          Messages{' '}
          {list.data && (
            <span className="text-sm font-normal text-slate-500">({list.data.total})</span>
          )}
        </h2>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={onlyOpen}
            onChange={(e) => setOnlyOpen(e.target.checked)}
          />
          Only unanswered
        </label>
      </div>
      {list.isPending ? (
        <Skeleton className="h-32" />
      ) : (
        <ul className="grid gap-3">
          {(list.data?.messages ?? []).map((m) => (
            <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold text-slate-900">{m.subject}</p>
                  <p className="text-xs text-slate-500">
                    {m.name} ·{' '}
                    <a className="underline" href={`mailto:${m.email}`}>
                      {m.email}
                    </a>{' '}
                    · {m.mobileNumber} · {when(m.createdAt)} {m.memberId ? '· member' : '· visitor'}
                  </p>
                </div>
                {m.handledAt ? (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                    Handled {when(m.handledAt)}
                  </span>
                ) : (
                  <button
                    type="button"
                    className={buttons.secondary}
                    onClick={() =>
                      handled
                        .mutateAsync({ params: { id: m.id } })
                        .catch((error: unknown) =>
                          toastError(
                            errorMessageOf(error, 'Something went wrong, please try again.'),
                          ),
                        )
                    }
                  >
                    Mark handled
                  </button>
                )}
              </div>
              {/* Plain text: what a visitor wrote is never rendered as HTML. */}
              <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{m.message}</p>
            </li>
          ))}
          {list.data?.messages.length === 0 && (
            <li className="text-sm text-slate-500">No messages.</li>
          )}
        </ul>
      )}
    </section>
  );
}
