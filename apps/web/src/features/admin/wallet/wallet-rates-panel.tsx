import type { z } from 'zod';
import {
  adminWalletSettingsSchema,
  walletAdminRoutes,
  type AdminWalletSettings,
} from '@kamao/contract/admin/wallet';
import { toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { ConsoleForm, NumberField, SaveBar, SwitchField, useConsoleForm } from '../form-kit';
import { pendingOrFailed } from '../query-state';

type RateKey =
  'referralRateBp' | 'conversionChargeDepositToWithdrawBp' | 'conversionChargeWithdrawToDepositBp';
const FIELDS: readonly { key: RateKey; label: string; hint: string }[] = [
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
];

/** The rates as the percent an operator types; the body sends basis points. */
type RatesDraft = Record<RateKey, string> & { paymentReferenceRequired: boolean };
type RatesBody = z.output<typeof adminWalletSettingsSchema>;

/** Basis points as the percent an operator types, and back: 250 ⇄ '2.5'. */
const percentOf = (bp: number) => String(bp / 100);
// An empty box stays "not given" (NaN) rather than 0 %.
const bpOf = (percent: string) =>
  percent.trim() === '' ? Number.NaN : Math.round(Number(percent) * 1e4) / 100;

const ratesBodyOf = (draft: RatesDraft) => ({
  referralRateBp: bpOf(draft.referralRateBp),
  conversionChargeDepositToWithdrawBp: bpOf(draft.conversionChargeDepositToWithdrawBp),
  conversionChargeWithdrawToDepositBp: bpOf(draft.conversionChargeWithdrawToDepositBp),
  paymentReferenceRequired: draft.paymentReferenceRequired,
});

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
  const write = useAdminMutation(walletAdminRoutes.walletSettingsUpdate);
  const { form, submit } = useConsoleForm<RatesDraft, RatesBody>({
    defaults: {
      referralRateBp: percentOf(settings.referralRateBp),
      conversionChargeDepositToWithdrawBp: percentOf(settings.conversionChargeDepositToWithdrawBp),
      conversionChargeWithdrawToDepositBp: percentOf(settings.conversionChargeWithdrawToDepositBp),
      paymentReferenceRequired: settings.paymentReferenceRequired,
    },
    schema: adminWalletSettingsSchema,
    toBody: ratesBodyOf,
    kinds: Object.fromEntries(FIELDS.map((f) => [f.key, 'percent' as const])),
    onSave: async (body) => {
      await write.mutateAsync({ body });
      await toastSuccess('Rates saved.');
    },
  });

  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label="Wallet rates"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:max-w-xl"
    >
      {FIELDS.map((f) => (
        <NumberField key={f.key} name={f.key} label={`${f.label} (%)`} hint={f.hint} decimals />
      ))}
      <div className="grid gap-1">
        <SwitchField
          name="paymentReferenceRequired"
          label="Payment reference required on approval"
        />
        <p className="text-xs text-slate-500">
          Approving a payout (one or many) then needs its UPI UTR or bank reference, which the
          member sees on their withdrawal.
        </p>
      </div>
      <SaveBar saveLabel="Save rates" />
    </ConsoleForm>
  );
}
