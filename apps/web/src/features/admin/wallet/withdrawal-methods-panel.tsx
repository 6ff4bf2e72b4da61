import { useState } from 'react';
import { walletAdminRoutes } from '@kamao/contract/admin/wallet';
import { Money } from '../../../components/money';
import { useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { pendingOrFailed } from '../query-state';
import {
  KIND_NAMES,
  NEW_METHOD,
  WithdrawalMethodForm,
  methodDraftOf,
} from './withdrawal-method-form';

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
      {editing === 'new' && (
        <WithdrawalMethodForm initial={NEW_METHOD} onDone={() => setEditing(null)} />
      )}
      {pendingOrFailed(list, 'h-32') ?? (
        <ul className="grid gap-3" aria-label="Withdrawal methods">
          {(list.data?.methods ?? []).map((m) => (
            <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              {editing === m.id ? (
                <WithdrawalMethodForm
                  id={m.id}
                  initial={methodDraftOf(m)}
                  onDone={() => setEditing(null)}
                />
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
                      {KIND_NAMES[m.kind]} · Minimum <Money amount={m.minimumAmount} /> · bound by{' '}
                      {m.boundMembers} member
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
