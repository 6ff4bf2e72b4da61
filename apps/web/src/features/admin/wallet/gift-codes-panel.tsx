import { useId, useState, type FormEvent } from 'react';
import { giftCodeAdminRoutes, type AdminGiftCode } from '@kamao/contract/admin/gift-codes';
import { errorMessageOf } from '../../../lib/api-client';
import { formatIndianTime } from '../../../lib/indian-time';
import { toastError, toastSuccess } from '../../../lib/toast';
import { Money } from '../../../components/money';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { confirmDestructive } from '../confirm-destructive';
import { pendingOrFailed } from '../query-state';

const input = 'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm';
/** The form as typed: numbers stay text until the server's schema reads them. */
interface NewCodeForm {
  code: string;
  amount: string;
  maxClaims: string;
  /** A date (YYYY-MM-DD) or empty. */
  expiresAt: string;
  wallet: AdminGiftCode['wallet'];
}
const NEW_CODE: NewCodeForm = {
  code: '',
  amount: '10',
  maxClaims: '100',
  expiresAt: '',
  wallet: 'withdrawable',
};

const isOver = (code: AdminGiftCode) =>
  code.claimsCount >= code.maxClaims ||
  (code.expiresAt !== null && Date.parse(code.expiresAt) <= Date.now());

/**
 * Gift codes (issue 4 "Gift codes"): an amount, a total claim limit, an expiry and the wallet
 * it credits; each member claims a code once (the server enforces all of it).
 */
export function GiftCodesPanel() {
  const ids = { code: useId(), amount: useId(), max: useId(), expires: useId(), wallet: useId() };
  const list = useAdminQuery(giftCodeAdminRoutes.giftCodeList);
  const createCode = useAdminMutation(giftCodeAdminRoutes.giftCodeCreate);
  const updateCode = useAdminMutation(giftCodeAdminRoutes.giftCodeUpdate);
  const [form, setForm] = useState(NEW_CODE);
  const codes = list.data?.giftCodes ?? [];

  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await createCode.mutateAsync({
        body: {
          code: form.code.trim(),
          amount: form.amount,
          maxClaims: form.maxClaims,
          wallet: form.wallet,
          // The date input is a local date: the code ends at the end of that Indian day.
          expiresAt: form.expiresAt ? `${form.expiresAt}T23:59:59+05:30` : null,
        },
      });
      await toastSuccess(`Gift code ${form.code.trim()} created.`);
      setForm(NEW_CODE);
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };

  const endNow = async (code: AdminGiftCode) => {
    const sure = await confirmDestructive({
      action: 'End',
      thing: code.code,
      consequence: 'Members can no longer claim it.',
    });
    if (!sure) return;
    try {
      await updateCode.mutateAsync({
        params: { id: code.id },
        body: { expiresAt: new Date().toISOString() },
      });
      await toastSuccess(`${code.code} has ended.`);
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };

  return (
    <section aria-labelledby="gift-codes-title" className="grid gap-4">
      <h2 id="gift-codes-title" className="text-lg font-bold text-slate-900">
        Gift codes
      </h2>
      <form
        onSubmit={(e) => void create(e)}
        aria-label="New gift code"
        className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-6"
      >
        <label htmlFor={ids.code} className="grid gap-1 text-xs font-semibold text-slate-600">
          Code
          <input
            id={ids.code}
            className={input}
            required
            value={form.code}
            onChange={(e) => setForm({ ...form, code: e.target.value.toUpperCase() })}
          />
        </label>
        <label htmlFor={ids.amount} className="grid gap-1 text-xs font-semibold text-slate-600">
          Amount (₹)
          <input
            id={ids.amount}
            className={input}
            inputMode="decimal"
            required
            value={form.amount}
            onChange={(e) => setForm({ ...form, amount: e.target.value })}
          />
        </label>
        <label htmlFor={ids.max} className="grid gap-1 text-xs font-semibold text-slate-600">
          Total claims
          <input
            id={ids.max}
            className={input}
            inputMode="numeric"
            required
            value={form.maxClaims}
            onChange={(e) => setForm({ ...form, maxClaims: e.target.value })}
          />
        </label>
        <label htmlFor={ids.expires} className="grid gap-1 text-xs font-semibold text-slate-600">
          Last day (optional)
          <input
            id={ids.expires}
            type="date"
            className={input}
            value={form.expiresAt}
            onChange={(e) => setForm({ ...form, expiresAt: e.target.value })}
          />
        </label>
        <label htmlFor={ids.wallet} className="grid gap-1 text-xs font-semibold text-slate-600">
          Credits
          <select
            id={ids.wallet}
            className={input}
            value={form.wallet}
            onChange={(e) =>
              setForm({
                ...form,
                wallet: e.target.value === 'deposit' ? 'deposit' : 'withdrawable',
              })
            }
          >
            <option value="withdrawable">Withdrawable wallet</option>
            <option value="deposit">Deposit wallet</option>
          </select>
        </label>
        <div className="flex items-end">
          <button
            type="submit"
            className={`${buttons.primary} w-full`}
            disabled={createCode.isPending}
          >
            Create code
          </button>
        </div>
      </form>

      {pendingOrFailed(list, 'h-32') ??
        (codes.length === 0 ? (
          <p className="text-sm text-slate-500">No gift codes yet.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Gift codes">
            {codes.map((code) => (
              <li
                key={code.id}
                className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-mono text-base font-semibold text-slate-900">{code.code}</p>
                  <p className="text-slate-700">
                    <Money amount={code.amount} /> to the {code.wallet} wallet
                  </p>
                  <p className="text-slate-500">
                    {code.claimsCount} of {code.maxClaims} claimed ·{' '}
                    {code.expiresAt ? `ends ${formatIndianTime(code.expiresAt)}` : 'no end date'}
                  </p>
                </div>
                {isOver(code) ? (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                    Over
                  </span>
                ) : (
                  <button
                    type="button"
                    className={buttons.danger}
                    onClick={() => void endNow(code)}
                    aria-label={`End ${code.code}`}
                  >
                    End now
                  </button>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
