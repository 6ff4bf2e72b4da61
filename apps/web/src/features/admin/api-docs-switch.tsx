import { useId } from 'react';
import { apiDocsAdminRoutes } from '@kamao/contract/admin/api-docs';
import { errorMessageOf } from '../../lib/api-client';
import { confirmDialog, toastError, toastSuccess } from '../../lib/toast';
import { useAdminMutation, useAdminQuery } from './api/admin-queries';
import { pendingOrFailed } from './query-state';

const PUBLISH = {
  title: 'Publish the API document?',
  text: 'Anyone will be able to read /api/openapi.json and browse /api/docs: every call of the site and the console, with its fields. Nothing else changes: each call still checks who asks.',
  confirmText: 'Publish',
  cancelText: 'Cancel',
  icon: 'warning',
} as const;
const UNPUBLISH = {
  title: 'Keep the API document for administrators?',
  text: 'Only administrators will be able to read /api/openapi.json and /api/docs.',
  confirmText: 'Administrators only',
  cancelText: 'Cancel',
} as const;

/**
 * Whether the API document and its viewer answer everyone in production (outside production
 * they always do). Every change is confirmed, and the server writes it to the audit log.
 */
export function ApiDocsSwitch() {
  const titleId = useId();
  const settings = useAdminQuery(apiDocsAdminRoutes.apiDocsSettings);
  const write = useAdminMutation(apiDocsAdminRoutes.apiDocsSettingsUpdate);
  const published = settings.data?.settings.published ?? false;

  const flip = async () => {
    if (!(await confirmDialog(published ? UNPUBLISH : PUBLISH))) return;
    try {
      const saved = await write.mutateAsync({ body: { published: !published } });
      void toastSuccess(
        saved.settings.published
          ? 'The API document is public.'
          : 'The API document is for administrators.',
      );
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {pendingOrFailed(settings, 'h-16') ?? (
        <>
          <div className="flex items-center justify-between gap-3">
            <h3 id={titleId} className="font-bold text-slate-900">
              Public API document
            </h3>
            <div className="flex items-center gap-2 text-sm font-semibold text-slate-700">
              <span aria-hidden="true">{published ? 'On' : 'Off'}</span>
              <button
                type="button"
                role="switch"
                aria-checked={published}
                aria-labelledby={titleId}
                disabled={write.isPending}
                onClick={() => void flip()}
                className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60 ${published ? 'bg-emerald-600' : 'bg-slate-300'}`}
              >
                <span
                  className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${published ? 'translate-x-6' : 'translate-x-1'}`}
                />
              </button>
            </div>
          </div>
          <p className="text-sm text-slate-700">
            The site&apos;s API, described at{' '}
            <a className="font-semibold text-emerald-800 underline" href="/api/docs">
              /api/docs
            </a>{' '}
            (<code>/api/openapi.json</code>). Off, only administrators can read it in production.
          </p>
        </>
      )}
    </section>
  );
}
