import {
  adminAdSnippetsSchema,
  ptcAdminRoutes,
  type AdminAdSnippets,
} from '@kamao/contract/admin/ptc';
import { toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { ConsoleForm, SaveBar, TextAreaField, useConsoleForm } from '../form-kit';
import { pendingOrFailed } from '../query-state';

/**
 * The ad networks' snippets of the ad pages (docs/product/ptc-ads.md#blocking): members' browsers
 * run them on the waiting page and on the iframe and YouTube verification pages; the server allows
 * the script hosts they name in its content security policy.
 */
export function AdSnippetsForm() {
  const snippets = useAdminQuery(ptcAdminRoutes.ptcSnippets);
  return (
    pendingOrFailed(snippets, 'h-40') ??
    (snippets.data ? <SnippetsForm initial={snippets.data} /> : null)
  );
}

function SnippetsForm({ initial }: { initial: AdminAdSnippets }) {
  const write = useAdminMutation(ptcAdminRoutes.ptcSnippetsUpdate);
  const { form, submit } = useConsoleForm<AdminAdSnippets, AdminAdSnippets>({
    defaults: initial,
    schema: adminAdSnippetsSchema,
    onSave: async (body) => {
      await write.mutateAsync({ body });
      await toastSuccess('Ad snippets saved.');
    },
  });
  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label="Ad-network snippets"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="font-semibold text-slate-900">Ad-network snippets</h3>
      <TextAreaField name="waitingPage" label="Waiting page (window ads)" rows={4} />
      <TextAreaField
        name="verificationPage"
        label="Verification pages (iframe and YouTube ads)"
        rows={4}
      />
      <SaveBar saveLabel="Save snippets" />
    </ConsoleForm>
  );
}
