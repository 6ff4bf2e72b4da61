import { useState } from 'react';
import { contentAdminRoutes } from '@kamao/contract/admin/content';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { SafeHtml } from '../../../components/safe-html';
import { Skeleton } from '../../../components/skeleton';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { confirmDestructive } from '../confirm-destructive';
import { HtmlField } from './html-field';

const { announcementList, announcementCreate, announcementRemove } = contentAdminRoutes;

/** Announcements on the member dashboard, newest first. */
export function AnnouncementsPanel() {
  const list = useAdminQuery(announcementList);
  const create = useAdminMutation(announcementCreate);
  const remove = useAdminMutation(announcementRemove);
  const [draft, setDraft] = useState('');
  /** Toasts how the write ended; true when it succeeded. */
  const run = async (write: () => Promise<unknown>, done: string) => {
    try {
      await write();
      await toastSuccess(done);
      return true;
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
      return false;
    }
  };
  return (
    <section aria-labelledby="announcements-title" className="grid gap-4">
      <h2 id="announcements-title" className="text-lg font-bold text-slate-900">
        Announcements
      </h2>
      <form
        className="grid gap-3 rounded-xl border border-emerald-200 bg-emerald-50/40 p-4"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => create.mutateAsync({ body: { messageHtml: draft } }), 'Published.').then(
            (ok) => ok && setDraft(''),
          );
        }}
      >
        <HtmlField label="New announcement" value={draft} onChange={setDraft} rows={3} />
        <button
          type="submit"
          className={`${buttons.primary} justify-self-start`}
          disabled={create.isPending}
        >
          Publish
        </button>
      </form>
      {list.isPending ? (
        <Skeleton className="h-24" />
      ) : (
        <ul className="grid gap-2">
          {(list.data?.announcements ?? []).map((a) => (
            <li
              key={a.id}
              className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3"
            >
              <div>
                <time className="text-xs text-slate-500" dateTime={a.createdAt}>
                  {new Date(a.createdAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}
                </time>
                <SafeHtml html={a.messageHtml} className="text-sm" />
              </div>
              <button
                type="button"
                className={buttons.danger}
                onClick={() =>
                  void confirmDestructive({
                    action: 'Remove',
                    thing: 'this announcement',
                    consequence: 'Members no longer see it on their dashboard.',
                  }).then(
                    (sure) =>
                      sure && run(() => remove.mutateAsync({ params: { id: a.id } }), 'Removed.'),
                  )
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
