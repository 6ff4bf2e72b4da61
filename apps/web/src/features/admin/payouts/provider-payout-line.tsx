import type { ProviderPayoutState, WithdrawalPayout } from '@kamao/contract/admin/payout-provider';
import { PROVIDER_NAMES } from './provider/provider-draft';

/** The queue's words for a provider payout's state (contract payout-provider.ts says what each is). */
export const PAYOUT_STATE_LABELS: Record<ProviderPayoutState, string> = {
  waiting: 'Waiting',
  sending: 'Sending',
  pending: 'Pending at provider',
  processed: 'Processed',
  failed: 'Failed',
  reversed: 'Reversed',
};

const STATE_STYLE: Record<ProviderPayoutState, string> = {
  waiting: 'bg-slate-100 text-slate-700',
  sending: 'bg-sky-100 text-sky-800',
  pending: 'bg-sky-100 text-sky-800',
  processed: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-rose-100 text-rose-800',
  reversed: 'bg-rose-100 text-rose-800',
};

/** Why a payout in this state waits, for the badge's hover text. */
const STATE_HELP: Partial<Record<ProviderPayoutState, string>> = {
  waiting: "Today's cap is reached; it is sent on the next Indian day.",
  sending: 'The provider has not confirmed it yet; it is asked again with the same key.',
};

/**
 * A withdrawal's payout at the provider: its state, the provider's id, the bank's UTR once paid,
 * and the provider's reason when it failed or came back.
 */
export function ProviderPayoutLine({ payout }: { payout: WithdrawalPayout }) {
  const failed = payout.state === 'failed' || payout.state === 'reversed';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-100 px-3 py-2 text-xs text-slate-600 sm:px-4">
      <span className="font-semibold text-slate-700">{PROVIDER_NAMES[payout.provider]}</span>
      <span
        className={`rounded-full px-2 py-0.5 font-semibold ${STATE_STYLE[payout.state]}`}
        title={STATE_HELP[payout.state]}
      >
        {PAYOUT_STATE_LABELS[payout.state]}
      </span>
      {payout.providerPayoutId && (
        <span className="font-mono wrap-anywhere">Id {payout.providerPayoutId}</span>
      )}
      {payout.utr && <span className="font-mono wrap-anywhere">UTR {payout.utr}</span>}
      {payout.reason && (
        <span className={failed ? 'text-rose-700' : 'text-slate-600'}>
          {failed ? 'Reason: ' : ''}
          {payout.reason}
        </span>
      )}
    </div>
  );
}
