import { apiDocsAdminRoutes } from '@kamao/contract/admin/api-docs';
import { useAdminMutation, useAdminQuery } from './api/admin-queries';
import { SettingSwitch } from './form-kit';

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
  const settings = useAdminQuery(apiDocsAdminRoutes.apiDocsSettings);
  const write = useAdminMutation(apiDocsAdminRoutes.apiDocsSettingsUpdate);
  return (
    <SettingSwitch
      title="Public API document"
      setting={settings}
      on={settings.data?.settings.published ?? false}
      saving={write.isPending}
      save={async (published) =>
        (await write.mutateAsync({ body: { published } })).settings.published
      }
      confirm={{ on: PUBLISH, off: UNPUBLISH }}
      savedText={(published) =>
        published ? 'The API document is public.' : 'The API document is for administrators.'
      }
      className="mt-6"
    >
      <p className="text-sm text-slate-700">
        The site&apos;s API, described at{' '}
        <a className="font-semibold text-emerald-800 underline" href="/api/docs">
          /api/docs
        </a>{' '}
        (<code>/api/openapi.json</code>). Off, only administrators can read it in production.
      </p>
    </SettingSwitch>
  );
}
