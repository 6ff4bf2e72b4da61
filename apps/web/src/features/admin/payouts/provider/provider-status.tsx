import type { AdminPayoutProvider } from '@kamao/contract/admin/payout-provider';
import { CopyButton } from '../../../../components/copy-button';
import { Money } from '../../../../components/money';
import { PROVIDER_NAMES } from './provider-draft';

/**
 * How payouts go now: the provider, what it paid today against the cap, auto pay, and the webhook
 * address to register at the provider (its news settles each payout).
 */
export function ProviderStatus({ saved }: { saved: AdminPayoutProvider }) {
  if (saved.provider === 'manual') {
    return (
      <p className="text-sm text-slate-600">
        No provider is connected: every withdrawal is paid by hand, from the queue or its CSV.
      </p>
    );
  }
  return (
    <div className="grid gap-2 text-sm text-slate-700">
      <p>
        <span className="font-semibold text-slate-900">{PROVIDER_NAMES[saved.provider]}</span> pays
        the withdrawals you send. Paid today <Money amount={saved.paidToday} />
        {saved.dailyCap === null ? (
          ', no daily cap'
        ) : (
          <>
            {' '}
            of <Money amount={saved.dailyCap} />
          </>
        )}
        {saved.autoPay && saved.autoPayBelow !== null ? (
          <>
            {' '}
            · auto pay below <Money amount={saved.autoPayBelow} />
          </>
        ) : (
          ' · auto pay off'
        )}
        .
      </p>
      {saved.capReached && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900">
          Today&apos;s cap is reached: payouts sent now wait for the next Indian day.
        </p>
      )}
      {saved.webhookUrl && (
        <div className="grid gap-1">
          <span className="text-xs font-semibold text-slate-600">
            Webhook URL to register at {PROVIDER_NAMES[saved.provider]}
          </span>
          <p className="flex flex-wrap items-center gap-2">
            <span className="break-all font-mono text-xs">{saved.webhookUrl}</span>
            <CopyButton text={saved.webhookUrl} label="Copy webhook URL" />
          </p>
        </div>
      )}
    </div>
  );
}
