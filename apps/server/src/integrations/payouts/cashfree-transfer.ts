import type { PayoutState, ProviderPayout } from './payout-provider.ts';
import { stringAt } from './provider-http.ts';

/**
 * A Cashfree v2 transfer in our terms. Its `status` runs RECEIVED → (APPROVAL_PENDING) →
 * (QUEUED, SCHEDULED) → PENDING, then ends SUCCESS, FAILED, REJECTED (Cashfree refused it) or
 * REVERSED (the beneficiary bank sent it back); `status_code` gives the detail (COMPLETED,
 * IMPS_MODE_FAIL…) and `status_description` says why in words.
 */
export function payoutFromTransfer(transfer: unknown): ProviderPayout | null {
  const status = stringAt(transfer, 'status');
  if (!status) return null;
  const state = stateOf(status);
  if (!state) return null;
  const code = stringAt(transfer, 'status_code');
  return {
    providerPayoutId: stringAt(transfer, 'cf_transfer_id'),
    state,
    utr: state === 'processed' ? stringAt(transfer, 'transfer_utr') : null,
    reason:
      state === 'failed' || state === 'reversed'
        ? (stringAt(transfer, 'status_description') ??
          `Cashfree says the transfer is ${status}${code ? ` (${code})` : ''}.`)
        : null,
    providerStatus: code && code !== status ? `${status} (${code})` : status,
  };
}

function stateOf(status: string): PayoutState | null {
  switch (status) {
    case 'RECEIVED':
    case 'APPROVAL_PENDING':
    case 'QUEUED':
    case 'SCHEDULED':
    case 'PENDING':
      return 'pending';
    case 'SUCCESS':
    case 'COMPLETED':
      return 'processed';
    case 'FAILED':
    case 'REJECTED':
      return 'failed';
    case 'REVERSED':
      return 'reversed';
    default:
      return null;
  }
}

/**
 * Cashfree's transfer_id is our idempotency key, but Cashfree takes only letters, digits and
 * "_" (at most 40) where our keys may also hold "-". So each "_" becomes "_u" and each "-"
 * becomes "_h": every key has its own transfer id, and the webhook's transfer id reads back to
 * the key.
 */
export function transferIdOf(idempotencyKey: string): string {
  return idempotencyKey.replace(/[_-]/g, (c) => (c === '_' ? '_u' : '_h'));
}

export function idempotencyKeyOf(transferId: string): string | null {
  if (!/^(?:[A-Za-z0-9]|_[uh])*$/.test(transferId)) return null;
  return transferId.replace(/_[uh]/g, (pair) => (pair === '_u' ? '_' : '-'));
}

export const TRANSFER_ID_MAX = 40;
