import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import type { ProviderPayoutState } from '@kamao/contract/admin/payout-provider';
import type { PayoutMethodKind } from '@kamao/contract/payout-account';

/** A payout the provider still has: its answer decides the withdrawal, not the operator. */
const WITH_PROVIDER = new Set<ProviderPayoutState>(['waiting', 'sending', 'pending']);

/** Whether the operator may decide it by hand (approve with a reference, alone or in bulk). */
export function decidableByHand(w: AdminWithdrawal): boolean {
  return w.status === 'Pending' && !(w.payout && WITH_PROVIDER.has(w.payout.state));
}

/**
 * A provider pays a UPI id or a bank account; a Paytm wallet and the operator's own kinds of
 * method stay with the manual queue. The server decides (409 with its reason); this only keeps
 * the Send button off rows it would refuse.
 */
const PAYABLE_KINDS = new Set<PayoutMethodKind>(['upi', 'bank']);

/**
 * Whether a Send button belongs on the row: pending, not held, a payable method, and either never
 * sent or its attempt refused by the provider (the withdrawal stays pending then, and the operator
 * sends it again once the cause is fixed).
 */
export function sendableToProvider(w: AdminWithdrawal, kind: PayoutMethodKind | undefined) {
  return (
    w.status === 'Pending' &&
    w.hold === null &&
    (w.payout === null || w.payout.state === 'failed') &&
    PAYABLE_KINDS.has(kind ?? 'other')
  );
}
