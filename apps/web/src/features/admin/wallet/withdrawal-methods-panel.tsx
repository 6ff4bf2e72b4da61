import { useId, useState, type FormEvent } from 'react';
import { walletAdminRoutes, type AdminWithdrawalMethodInput } from '@kamao/contract/admin/wallet';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { Money } from '../../../components/money';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { pendingOrFailed } from '../query-state';

const input = 'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm';
const EMPTY: AdminWithdrawalMethodInput = {
  name: '',
  details: '',
  minimumAmount: 50,
  enabled: true,
  position: 0,
};

/**
 * Withdrawal methods members bind in their profile, with each one's minimum
 * (docs/product/withdraw.md#minimums).
 */
export function WithdrawalMethodsPanel() {
  const list = useAdminQuery(walletAdminRoutes.withdrawalMethodList);
  const [editing, setEditing] = useState<string | 'new' | null>(null);

  return (
    <section aria-labelledby="methods-title" className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="methods-title" className="text-lg font-bold text-slate-900">
          Withdrawal methods
        </h2>
        {editing !== 'new' && (
          <button type="button" className={buttons.primary} onClick={() => setEditing('new')}>
            Add method
          </button>
        )}
      </div>
      {editing === 'new' && <MethodForm initial={EMPTY} onDone={() => setEditing(null)} />}
      {pendingOrFailed(list, 'h-32') ?? (
        <ul className="grid gap-3" aria-label="Withdrawal methods">
          {(list.data?.methods ?? []).map((m) => (
            <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              {editing === m.id ? (
                <MethodForm id={m.id} initial={m} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <p className="font-semibold text-slate-900">
                      {m.name}{' '}
                      {!m.enabled && (
                        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                          Off
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-slate-600">
                      Minimum <Money amount={m.minimumAmount} /> · bound by {m.boundMembers} member
                      {m.boundMembers === 1 ? '' : 's'}
                    </p>
                    {m.details && <p className="text-sm text-slate-500">{m.details}</p>}
                  </div>
                  <button
                    type="button"
                    className={buttons.secondary}
                    onClick={() => setEditing(m.id)}
                    aria-label={`Edit ${m.name}`}
                  >
                    Edit
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MethodForm({
  id,
  initial,
  onDone,
}: {
  id?: string;
  initial: AdminWithdrawalMethodInput;
  onDone: () => void;
}) {
  const ids = { name: useId(), details: useId(), minimum: useId(), position: useId() };
  const create = useAdminMutation(walletAdminRoutes.withdrawalMethodCreate);
  const update = useAdminMutation(walletAdminRoutes.withdrawalMethodUpdate);
  const [form, setForm] = useState({
    name: initial.name,
    details: initial.details ?? '',
    minimumAmount: String(initial.minimumAmount),
    enabled: initial.enabled ?? true,
    position: String(initial.position ?? 0),
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (id) await update.mutateAsync({ params: { id }, body: form });
      else await create.mutateAsync({ body: form });
      await toastSuccess('Withdrawal method saved.');
      onDone();
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };

  return (
    <form
      onSubmit={(e) => void save(e)}
      className="grid gap-3 sm:grid-cols-2"
      aria-label={id ? `Edit ${initial.name}` : 'New withdrawal method'}
    >
      <label htmlFor={ids.name} className="grid gap-1 text-xs font-semibold text-slate-600">
        Name
        <input
          id={ids.name}
          className={input}
          required
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
      </label>
      <label htmlFor={ids.minimum} className="grid gap-1 text-xs font-semibold text-slate-600">
        Minimum (₹)
        <input
          id={ids.minimum}
          className={input}
          inputMode="decimal"
          required
          value={form.minimumAmount}
          onChange={(e) => setForm({ ...form, minimumAmount: e.target.value })}
        />
      </label>
      <label
        htmlFor={ids.details}
        className="grid gap-1 text-xs font-semibold text-slate-600 sm:col-span-2"
      >
        Details shown to members
        <input
          id={ids.details}
          className={input}
          value={form.details}
          onChange={(e) => setForm({ ...form, details: e.target.value })}
        />
      </label>
      <label htmlFor={ids.position} className="grid gap-1 text-xs font-semibold text-slate-600">
        Position in the list
        <input
          id={ids.position}
          className={input}
          inputMode="numeric"
          value={form.position}
          onChange={(e) => setForm({ ...form, position: e.target.value })}
        />
      </label>
      <label className="flex items-center gap-2 self-end text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4"
          checked={form.enabled}
          onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
        />
        Offered to members
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <button
          type="submit"
          className={buttons.primary}
          disabled={create.isPending || update.isPending}
        >
          Save
        </button>
        <button type="button" className={buttons.secondary} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
