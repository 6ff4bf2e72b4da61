import type { ProviderPayoutState } from '@kamao/contract/admin/payout-provider';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payoutAttempts } from '../../db/schema/index.ts';
import type { ProviderPayout } from '../../integrations/payouts/payout-provider.ts';
import { inTransaction } from '../../ledger/transaction.ts';
import { decideWithdrawal, reverseWithdrawal } from '../wallet/index.ts';

export type PayoutAttempt = typeof payoutAttempts.$inferSelect;

/** How long a pending payout goes without news before the provider is asked (reconcile.ts). */
export const CHECK_PENDING_AFTER_MS = 5 * 60 * 1000;
/** The demo provider pays after a few seconds: it is asked that often. */
export const DEMO_CHECK_AFTER_MS = 3 * 1000;

export const checkAfterMs = (provider: PayoutAttempt['provider']) =>
  provider === 'demo' ? DEMO_CHECK_AFTER_MS : CHECK_PENDING_AFTER_MS;

/** How often a processed payout is asked about afterwards, in case it is reversed. */
const PROCESSED_CHECK_FACTOR = 12;

/**
 * When reconciliation asks about an attempt next: a pending one after some minutes without news
 * (seconds for the demo), a processed one now and then in case it is reversed; a failed or
 * reversed one never.
 */
function nextCheckAt(provider: PayoutAttempt['provider'], state: ProviderPayoutState): Date | null {
  if (state === 'failed' || state === 'reversed') return null;
  const factor = state === 'processed' ? PROCESSED_CHECK_FACTOR : 1;
  return new Date(Date.now() + checkAfterMs(provider) * factor);
}

// A reference the withdrawal can carry (withdrawals_payment_reference_shape); a UTR in another
// form is still kept on the attempt for the operator.
const REFERENCE_SHAPE = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Which state the news moves an attempt to, or null when it changes nothing. Payouts move
 * forward only: pending → processed → reversed, pending → failed. A late "processed" after
 * "reversed" or "failed", or the same news twice, changes nothing.
 */
export function nextState(
  current: ProviderPayoutState,
  news: ProviderPayout['state'],
): ProviderPayoutState | null {
  switch (current) {
    case 'waiting':
    case 'sending':
      return news;
    case 'pending':
      return news === 'pending' ? null : news;
    case 'processed':
      return news === 'reversed' ? 'reversed' : null;
    case 'failed':
    case 'reversed':
      return null;
  }
}

/**
 * Records what the provider says of an attempt (its create call's answer, a webhook, or
 * reconciliation's question) and settles the withdrawal with it, in one transaction with the
 * attempt row locked: processed → Success with the UTR as the payment reference; failed →
 * Reject with the provider's reason and the money back to the member; reversed after processed →
 * Reject and the paid-out money back. Each ledger movement has its key, so it happens once. True
 * when the news changed the attempt's state.
 */
export async function applyPayoutNews(
  handle: DbOrTx,
  attemptId: bigint,
  payout: ProviderPayout,
): Promise<boolean> {
  return inTransaction(handle, async (tx) => {
    const [attempt] = await tx
      .select()
      .from(payoutAttempts)
      .where(eq(payoutAttempts.id, attemptId))
      .for('update');
    if (!attempt) return false;
    const next = nextState(attempt.state, payout.state);
    const state = next ?? attempt.state;
    await tx
      .update(payoutAttempts)
      .set({
        lastNewsAt: sql`now()`,
        updatedAt: sql`now()`,
        providerPayoutId: payout.providerPayoutId ?? attempt.providerPayoutId,
        nextTryAt: nextCheckAt(attempt.provider, state),
        leaseUntil: null,
        leaseBy: null,
        ...((next || state === 'pending') && { providerStatus: payout.providerStatus }),
        ...(next && {
          state: next,
          utr: payout.utr ?? attempt.utr,
          reason: payout.reason,
          ...(next !== 'pending' && { settledAt: sql`now()` }),
        }),
      })
      .where(eq(payoutAttempts.id, attempt.id));
    if (!next) return false;
    await settleWithdrawal(tx, attempt, next, payout);
    return true;
  });
}

async function settleWithdrawal(
  tx: DbOrTx,
  attempt: PayoutAttempt,
  next: ProviderPayoutState,
  payout: ProviderPayout,
): Promise<void> {
  const provider = attempt.provider;
  const reason = payout.reason?.trim() || `The payout ${next} at ${providerLabel(provider)}.`;
  if (next === 'processed') {
    const utr = payout.utr?.trim() ?? '';
    await decideWithdrawal(tx, {
      withdrawalId: attempt.withdrawalId,
      status: 'Success',
      paymentReference: REFERENCE_SHAPE.test(utr) ? utr : null,
      adminId: null,
      provider,
    });
  } else if (next === 'failed' || (next === 'reversed' && attempt.state !== 'processed')) {
    // Failed, or reversed before we had heard it was paid: the money never reached the member.
    await decideWithdrawal(tx, {
      withdrawalId: attempt.withdrawalId,
      status: 'Reject',
      remark: reason,
      adminId: null,
      provider,
    });
  } else if (next === 'reversed') {
    await reverseWithdrawal(tx, { withdrawalId: attempt.withdrawalId, remark: reason, provider });
  }
}

const providerLabel = (provider: PayoutAttempt['provider']) =>
  ({ demo: 'the demo provider', razorpayx: 'RazorpayX', cashfree: 'Cashfree' })[provider];
