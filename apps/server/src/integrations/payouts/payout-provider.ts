/**
 * What the payout engine (modules/payouts) asks of a provider that pays members: RazorpayX
 * Payouts, Cashfree Payouts, or the built-in demo provider. Each client speaks its provider's
 * public API and answers in these terms, so the engine never sees a provider's wire format.
 *
 * The engine keeps one idempotency key per attempt of a withdrawal and sends it again on every
 * retry of that attempt; only after the provider has said the attempt failed does it try again
 * under a new key. A client therefore never invents keys and never retries by itself: it makes
 * one call and says what came of it.
 */

export const PAYOUT_PROVIDER_NAMES = ['demo', 'razorpayx', 'cashfree'] as const;
export type PayoutProviderName = (typeof PAYOUT_PROVIDER_NAMES)[number];

/** Where the money goes, as the member bound it (docs/product/accounts.md#payout-accounts). */
export type PayoutDestination =
  { kind: 'upi'; vpa: string } | { kind: 'bank'; accountNumber: string; ifsc: string };

export interface PayoutRequest {
  /** 4 to 36 characters of [A-Za-z0-9_-]; the same on every retry of one attempt. */
  idempotencyKey: string;
  /** Our withdrawal's id, which the provider echoes in its answers and webhooks. */
  referenceId: string;
  /** Whole paise, at least 100 (₹1). */
  amountPaise: number;
  /** The account holder as the provider's contact: the member's name, e-mail and mobile. */
  beneficiary: { name: string; email: string | null; phone: string | null; memberId: string };
  destination: PayoutDestination;
  /** A short text for the member's bank statement (at most 30 characters, letters and digits). */
  narration: string;
}

/**
 * A payout's state in our terms. `pending`: accepted and not final yet (queued, pending,
 * processing, or waiting for the operator's balance). `processed`: paid, with the UTR.
 * `failed`: the provider says the money never left (failed, rejected, cancelled).
 * `reversed`: it left and came back (a processed payout can still be reversed later).
 */
export type PayoutState = 'pending' | 'processed' | 'failed' | 'reversed';

export interface ProviderPayout {
  /** The provider's own id for the payout (RazorpayX `pout_…`, Cashfree's cf_transfer_id). */
  providerPayoutId: string | null;
  state: PayoutState;
  /** The bank's reference (UPI UTR or IMPS/NEFT reference) once processed. */
  utr: string | null;
  /** The provider's reason for a failure or a reversal, in its own words. */
  reason: string | null;
  /** The provider's own status word (`queued`, `processing`, `SUCCESS`…), for the operator. */
  providerStatus: string;
}

/** What one create call came to. */
export type SendOutcome =
  /** The provider took the payout (in whatever state it is now). */
  | { kind: 'accepted'; payout: ProviderPayout }
  /**
   * The provider refused it for good (a 4xx that says this request will never succeed: bad
   * account, insufficient balance without queueing, a key reused with another body…). The money
   * never left; the attempt is over and a new attempt needs a new key.
   */
  | { kind: 'refused'; reason: string }
  /**
   * We do not know: a 5xx, a timeout, a reset connection, an answer we could not read. The payout
   * may or may not exist at the provider: retry with the same key, or ask `find`.
   */
  | { kind: 'unknown'; reason: string };

/** A webhook's news about one payout, after its signature was checked. */
export interface PayoutEvent {
  /** Unique per event at the provider; a repeat delivery carries the same id. */
  eventId: string;
  /** Our withdrawal's id (the reference we sent), when the event carries it. */
  referenceId: string | null;
  /**
   * The attempt's idempotency key when the event carries it (Cashfree's transfer_id is the key);
   * null for a provider whose events name the payout by its id and our reference only.
   */
  idempotencyKey: string | null;
  providerPayoutId: string | null;
  /** The event type as the provider names it (`payout.processed`, `TRANSFER_SUCCESS`…). */
  type: string;
  payout: ProviderPayout;
  /** When the provider says the event happened. */
  occurredAt: Date;
}

/** Thrown by `parseWebhook` for a forged, unsigned, stale or malformed delivery (answered 4xx). */
export class WebhookRejected extends Error {
  constructor(readonly why: string) {
    super(why);
    this.name = 'WebhookRejected';
  }
}

export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /** Whether this provider can pay to such a destination (RazorpayX pays no Paytm wallet). */
  canPay(kind: 'upi' | 'paytm' | 'bank' | 'other'): boolean;
  /** Creates the payout: one call, no retry (see the module comment). */
  send(request: PayoutRequest): Promise<SendOutcome>;
  /**
   * Asks the provider how a payout stands, by our reference (and its id when we know it), for
   * reconciliation and for an attempt whose create call ended `unknown`. Null: the provider has
   * no payout for this reference (it never arrived). Throws when the provider cannot be asked
   * now (a 5xx, a timeout): the caller tries again later.
   */
  find(attempt: {
    referenceId: string;
    idempotencyKey: string;
    providerPayoutId: string | null;
  }): Promise<ProviderPayout | null>;
  /**
   * Checks a webhook delivery's signature against the raw body as received and reads its news.
   * Returns no event for an event type that is not about a payout's state. Throws
   * WebhookRejected when the signature or the body is wrong.
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PayoutEvent[];
}
