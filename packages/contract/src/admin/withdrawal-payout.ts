import { z } from 'zod';

/**
 * A provider payout's state as the queue shows it. `waiting`: not sent yet (the day's cap was
 * reached; it goes on the next Indian day). `sending`: the create call's outcome is not known yet
 * (retried with the same idempotency key, or asked for by reconciliation). `pending`: the
 * provider has it and is paying. `processed`: paid (the withdrawal reads Success with the UTR).
 * `failed` / `reversed`: the money came back to the member (the withdrawal reads Reject).
 */
export const PROVIDER_PAYOUT_STATES = [
  'waiting',
  'sending',
  'pending',
  'processed',
  'failed',
  'reversed',
] as const;
export type ProviderPayoutState = (typeof PROVIDER_PAYOUT_STATES)[number];

/** The newest provider payout of a withdrawal; null on a withdrawal never sent to a provider. */
export const withdrawalPayoutSchema = z.object({
  provider: z.enum(['demo', 'razorpayx', 'cashfree']),
  state: z.enum(PROVIDER_PAYOUT_STATES),
  /** The provider's own status word (queued, processing, SUCCESS…); null before its first answer. */
  providerStatus: z.string().nullable(),
  /** The provider's id for the payout (RazorpayX pout_…, Cashfree's transfer id). */
  providerPayoutId: z.string().nullable(),
  /** The bank's UTR once processed. */
  utr: z.string().nullable(),
  /** The provider's reason for a failure or reversal, or why a send is being retried. */
  reason: z.string().nullable(),
  /** How many attempts (idempotency keys) this withdrawal has had at a provider. */
  attempts: z.number().int(),
  updatedAt: z.string(),
});
export type WithdrawalPayout = z.infer<typeof withdrawalPayoutSchema>;
