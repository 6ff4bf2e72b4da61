import { contentAdminRoutes } from '@kamao/contract/admin/content';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { SafeHtml } from '../../../components/safe-html';
import { Skeleton } from '../../../components/skeleton';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { confirmDestructive } from '../confirm-destructive';
import { AnnouncementForm } from './announcement-form';

const { announcementList, announcementCreate, announcementRemove } = contentAdminRoutes;

/** Announcements on the member dashboard, newest first, in English and Hindi. */
export function AnnouncementsPanel() {
  const list = useAdminQuery(announcementList);
  const create = useAdminMutation(announcementCreate);
  const remove = useAdminMutation(announcementRemove);
  const removeOne = async (id: string) => {
    const sure = await confirmDestructive({
      action: 'Remove',
      thing: 'this announcement',
      consequence: 'Members no longer see it on their dashboard.',
    });
    if (!sure) return;
    try {
      await remove.mutateAsync({ params: { id } });
      await toastSuccess('Removed.');
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };
  return (
    <section aria-labelledby="announcements-title" className="grid gap-4">
      <h2 id="announcements-title" className="text-lg font-bold text-slate-900">
        Announcements
      </h2>
      <AnnouncementForm
        onSave={async (body) => {
          await create.mutateAsync({ body });
          await toastSuccess('Published.');
        }}
      />
      {list.isPending ? (
        <Skeleton className="h-24" />
      ) : (
        <ul className="grid gap-2">
          {(list.data?.announcements ?? []).map((a) => (
            <li
              key={a.id}
              className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3"
            >
              <div className="grid gap-1">
                <time className="text-xs text-slate-500" dateTime={a.createdAt}>
                  {new Date(a.createdAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}
                </time>
                <SafeHtml html={a.messageHtml} className="text-sm" />
                {a.messageHtmlHi ? (
                  <SafeHtml html={a.messageHtmlHi} className="text-sm text-slate-600" />
                ) : null}
              </div>
              <button type="button" className={buttons.danger} onClick={() => void removeOne(a.id)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
