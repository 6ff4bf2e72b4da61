import { useId, useState, type FormEvent } from 'react';
import { walletAdminRoutes, type AdminWalletSettings } from '@kamao/contract/admin/wallet';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { pendingOrFailed } from '../query-state';

const input = 'w-28 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm';
const FIELDS = [
  {
    key: 'referralRateBp',
    label: 'Referral rate',
    hint: 'Paid to the referrer on each ad, short link and task wall earning of the people they brought.',
  },
  {
    key: 'conversionChargeDepositToWithdrawBp',
    label: 'Conversion charge, deposit → withdrawable',
    hint: 'Taken from the converted amount.',
  },
  {
    key: 'conversionChargeWithdrawToDepositBp',
    label: 'Conversion charge, withdrawable → deposit',
    hint: 'Taken from the converted amount.',
  },
] as const;

/** Basis points as the percent an operator types, and back: 250 ⇄ '2.5'. */
const percentOf = (bp: number) => String(bp / 100);
const bpOf = (percent: string) => Math.round(Number(percent) * 100);

/**
 * The wallet's rates (docs/product/converter.md#directions-and-charges,
 * docs/product/referrals.md#referral-income) and whether approving a payout needs its payment
 * reference (docs/product/withdraw.md#operator-the-payout-queue); the pages' texts are under Pages.
 */
export function WalletRatesPanel() {
  const current = useAdminQuery(walletAdminRoutes.walletSettings);
  return (
    <section aria-labelledby="rates-title" className="grid gap-4">
      <h2 id="rates-title" className="text-lg font-bold text-slate-900">
        Wallet rates
      </h2>
      {pendingOrFailed(current, 'h-40') ??
        (current.data && <RatesForm settings={current.data.settings} />)}
    </section>
  );
}

function RatesForm({ settings }: { settings: AdminWalletSettings }) {
  const baseId = useId();
  const write = useAdminMutation(walletAdminRoutes.walletSettingsUpdate);
  const [form, setForm] = useState<Record<(typeof FIELDS)[number]['key'], string>>(() => ({
    referralRateBp: percentOf(settings.referralRateBp),
    conversionChargeDepositToWithdrawBp: percentOf(settings.conversionChargeDepositToWithdrawBp),
    conversionChargeWithdrawToDepositBp: percentOf(settings.conversionChargeWithdrawToDepositBp),
  }));
  const [referenceRequired, setReferenceRequired] = useState(settings.paymentReferenceRequired);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await write.mutateAsync({
        body: {
          referralRateBp: bpOf(form.referralRateBp),
          conversionChargeDepositToWithdrawBp: bpOf(form.conversionChargeDepositToWithdrawBp),
          conversionChargeWithdrawToDepositBp: bpOf(form.conversionChargeWithdrawToDepositBp),
          paymentReferenceRequired: referenceRequired,
        },
      });
      await toastSuccess('Rates saved.');
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };

  return (
    <form
      onSubmit={(e) => void save(e)}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {FIELDS.map((f) => (
        <div key={f.key} className="grid gap-1">
          <label htmlFor={`${baseId}-${f.key}`} className="text-sm font-semibold text-slate-800">
            {f.label} (%)
          </label>
          <input
            id={`${baseId}-${f.key}`}
            className={input}
            inputMode="decimal"
            value={form[f.key]}
            onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
          />
          <p className="text-xs text-slate-500">{f.hint}</p>
        </div>
      ))}
      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={referenceRequired}
            onChange={(e) => setReferenceRequired(e.target.checked)}
          />
          Payment reference required on approval
        </label>
        <p className="text-xs text-slate-500">
          Approving a payout (one or many) then needs its UPI UTR or bank reference, which the
          member sees on their withdrawal.
        </p>
      </div>
      <div>
        <button type="submit" className={buttons.primary} disabled={write.isPending}>
          Save rates
        </button>
      </div>
    </form>
  );
}
