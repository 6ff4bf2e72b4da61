import { useId, useState, type FormEvent } from 'react';
import { ptcAdminRoutes, type AdminAdSnippets } from '@kamao/contract/admin/ptc';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { Skeleton } from '../../../components/skeleton';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';

const area = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs';

/**
 * The ad networks' snippets of the ad pages (docs/product/ptc-ads.md#blocking): members' browsers
 * run them on the waiting page and on the iframe and YouTube verification pages; the server allows
 * the script hosts they name in its content security policy.
 */
export function AdSnippetsForm() {
  const snippets = useAdminQuery(ptcAdminRoutes.ptcSnippets);
  if (snippets.isPending) return <Skeleton className="h-40" />;
  // A failed background refetch keeps the form and what the operator typed.
  if (snippets.error && snippets.data === undefined) {
    return (
      <p role="alert" className="text-rose-700">
        {errorMessageOf(snippets.error, 'Something went wrong, please try again.')}
      </p>
    );
  }
  if (snippets.data === undefined) return null;
  return <SnippetsForm initial={snippets.data} />;
}

function SnippetsForm({ initial }: { initial: AdminAdSnippets }) {
  const ids = { waiting: useId(), verification: useId() };
  const write = useAdminMutation(ptcAdminRoutes.ptcSnippetsUpdate);
  const [form, setForm] = useState(initial);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await write.mutateAsync({ body: form });
      await toastSuccess('Ad snippets saved.');
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };
  return (
    <form
      onSubmit={(e) => void save(e)}
      aria-label="Ad-network snippets"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="font-semibold text-slate-900">Ad-network snippets</h3>
      <label htmlFor={ids.waiting} className="grid gap-1 text-xs font-semibold text-slate-600">
        Waiting page (window ads)
        <textarea
          id={ids.waiting}
          rows={4}
          className={area}
          value={form.waitingPage}
          onChange={(e) => setForm({ ...form, waitingPage: e.target.value })}
        />
      </label>
      <label htmlFor={ids.verification} className="grid gap-1 text-xs font-semibold text-slate-600">
        Verification pages (iframe and YouTube ads)
        <textarea
          id={ids.verification}
          rows={4}
          className={area}
          value={form.verificationPage}
          onChange={(e) => setForm({ ...form, verificationPage: e.target.value })}
        />
      </label>
      <div>
        <button type="submit" className={buttons.primary} disabled={write.isPending}>
          Save snippets
        </button>
      </div>
    </form>
  );
}
