import { createHash } from 'node:crypto';
import {
  WebhookRejected,
  type PayoutProvider,
  type PayoutRequest,
  type ProviderPayout,
  type SendOutcome,
} from './payout-provider.ts';
import { requestProblem } from './payout-request-checks.ts';

/**
 * The built-in demo provider: no keys, no network, so a newcomer can watch the whole payout flow.
 * It keeps nothing in memory (several server processes may ask it about one payout): everything
 * `find` needs is written into the payout id it hands out at send time, namely when it was sent,
 * whether it will be reversed and a fingerprint of the idempotency key it belongs to.
 *
 * A send is accepted at once as pending. Once `settleAfterMs` has passed, `find` answers
 * processed with a made-up UTR that is the same on every ask, or reversed for a UPI id ending in
 * `@fail`. It pays UPI ids and bank accounts only, and sends no webhooks: the engine learns the
 * outcome through reconciliation.
 */
export interface DemoProviderOptions {
  now: () => Date;
  /** How long after the send a payout settles; 5 s by default. */
  settleAfterMs?: number;
}

export const DEMO_SETTLE_AFTER_MS = 5_000;
export const DEMO_REVERSAL_REASON =
  'The beneficiary bank returned the payment (demo: UPI ids ending in @fail are reversed).';

const ID_PATTERN = /^demo_([0-9a-z]+)_([pr])_([0-9a-f]{12})$/;

export function createDemoProvider(options: DemoProviderOptions): PayoutProvider {
  const settleAfterMs = options.settleAfterMs ?? DEMO_SETTLE_AFTER_MS;
  return {
    name: 'demo',
    canPay: (kind) => kind === 'upi' || kind === 'bank',
    async send(request: PayoutRequest): Promise<SendOutcome> {
      const problem = requestProblem(request);
      if (problem) return { kind: 'refused', reason: problem };
      const willReverse =
        request.destination.kind === 'upi' &&
        request.destination.vpa.toLowerCase().endsWith('@fail');
      const sentAt = options.now().getTime().toString(36);
      const id = `demo_${sentAt}_${willReverse ? 'r' : 'p'}_${fingerprint(request.idempotencyKey)}`;
      return { kind: 'accepted', payout: pending(id) };
    },
    async find(attempt) {
      // Without the id the demo cannot know when (or whether) it was sent: as far as it can
      // tell, the payout never arrived, which is true of the only way to lose it (a send that
      // never returned), and no money moves in the demo either way.
      const parts = attempt.providerPayoutId?.match(ID_PATTERN);
      if (!parts) return null;
      const [id, sentAtText = '', outcome, keyPrint] = parts;
      if (keyPrint !== fingerprint(attempt.idempotencyKey)) return null;
      const sentAt = Number.parseInt(sentAtText, 36);
      if (options.now().getTime() - sentAt < settleAfterMs) return pending(id);
      if (outcome === 'r') {
        return {
          providerPayoutId: id,
          state: 'reversed',
          utr: null,
          reason: DEMO_REVERSAL_REASON,
          providerStatus: 'reversed',
        };
      }
      return {
        providerPayoutId: id,
        state: 'processed',
        utr: demoUtr(id),
        reason: null,
        providerStatus: 'processed',
      };
    },
    parseWebhook() {
      throw new WebhookRejected('The demo provider sends no webhooks.');
    },
  };
}

function pending(id: string): ProviderPayout {
  return {
    providerPayoutId: id,
    state: 'pending',
    utr: null,
    reason: null,
    providerStatus: 'pending',
  };
}

function fingerprint(idempotencyKey: string): string {
  return createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 12);
}

/** Twelve digits (the length of a UPI UTR) that follow from the payout id alone. */
function demoUtr(id: string): string {
  const digest = createHash('sha256').update(`utr:${id}`).digest();
  return (digest.readBigUInt64BE(0) % 10n ** 12n).toString().padStart(12, '0');
}
