import type { PayoutState, ProviderPayout } from './payout-provider.ts';
import { stringAt } from './provider-http.ts';

/**
 * A RazorpayX payout entity in our terms. Its `status` runs queued / pending (awaiting the
 * operator's approval) / scheduled / processing, then ends processed, reversed, failed,
 * rejected (refused in the approval workflow) or cancelled (a queued payout cancelled).
 * `status_details.description` says why in words; `failure_reason` is the older field.
 */
export function payoutFromEntity(entity: unknown): ProviderPayout | null {
  const id = stringAt(entity, 'id');
  const status = stringAt(entity, 'status');
  if (!id || !status) return null;
  const state = stateOf(status);
  if (!state) return null;
  const reason =
    state === 'failed' || state === 'reversed'
      ? (stringAt(entity, 'status_details', 'description') ??
        stringAt(entity, 'failure_reason') ??
        `RazorpayX says the payout is ${status}.`)
      : null;
  return {
    providerPayoutId: id,
    state,
    utr: state === 'processed' ? stringAt(entity, 'utr') : null,
    reason,
    providerStatus: status,
  };
}

function stateOf(status: string): PayoutState | null {
  switch (status) {
    case 'queued':
    case 'pending':
    case 'scheduled':
    case 'processing':
      return 'pending';
    case 'processed':
      return 'processed';
    case 'reversed':
      return 'reversed';
    case 'failed':
    case 'rejected':
    case 'cancelled':
      return 'failed';
    default:
      return null;
  }
}

/** The key we wrote into the payout's notes at create time, so a listing tells attempts apart. */
export const IDEMPOTENCY_NOTE = 'idempotency_key';
