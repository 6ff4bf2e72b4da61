import { createHmac, randomBytes } from 'node:crypto';
import {
  WebhookRejected,
  type PayoutEvent,
  type PayoutProvider,
  type PayoutProviderName,
  type PayoutRequest,
  type ProviderPayout,
  type SendOutcome,
} from '../integrations/payouts/payout-provider.ts';

/**
 * What one create call does, as a test scripts it: `accepted` (the provider takes it and
 * answers), `refused`, `unknown` (a 5xx or a timeout before the provider took it), or `lost` (the
 * provider takes it but the answer never reaches us: a timeout after the fact).
 */
export type ScriptedSend = 'accepted' | 'refused' | 'unknown' | 'lost';

export const SCRIPTED_WEBHOOK_SECRET = 'scripted-webhook-secret';
export const SIGNATURE_HEADER = 'x-scripted-signature';

/**
 * A payout provider for tests, with a provider's memory: payouts it took are kept by idempotency
 * key (a create under a key it has answers the same payout, as the real APIs do), each create
 * call does what the script says next (accepted when the script is empty), and the test moves a
 * payout on (processed, failed, reversed) and makes the webhook the provider would send for it,
 * signed with HMAC-SHA256 of the raw body.
 */
export class ScriptedPayoutProvider implements PayoutProvider {
  /** Every create call, in order, with its key. */
  readonly sends: PayoutRequest[] = [];
  /** Payouts the provider has, by idempotency key. */
  readonly payouts = new Map<string, ProviderPayout & { referenceId: string }>();
  private script: ScriptedSend[] = [];
  private nextId = 1;
  private nextEvent = 1;
  // Event ids are unique at a provider: another test's provider must not repeat them.
  private readonly eventPrefix = randomBytes(4).toString('hex');
  /** Set to make find throw (the provider cannot be asked now). */
  findFails = false;
  /** Called inside send before it answers (to deliver a webhook early, say). */
  duringSend: ((request: PayoutRequest) => Promise<void>) | undefined;

  constructor(
    readonly name: PayoutProviderName = 'razorpayx',
    private readonly payable: readonly ('upi' | 'paytm' | 'bank' | 'other')[] = ['upi', 'bank'],
  ) {}

  /** What the next create calls do, in order. */
  willSend(...steps: ScriptedSend[]): void {
    this.script.push(...steps);
  }

  canPay(kind: 'upi' | 'paytm' | 'bank' | 'other'): boolean {
    return this.payable.includes(kind);
  }

  async send(request: PayoutRequest): Promise<SendOutcome> {
    this.sends.push(request);
    const step = this.script.shift() ?? 'accepted';
    if (step === 'unknown') return { kind: 'unknown', reason: 'HTTP 503 from the provider' };
    if (step === 'refused') return { kind: 'refused', reason: 'Invalid beneficiary VPA' };
    let payout = this.payouts.get(request.idempotencyKey);
    if (!payout) {
      payout = {
        referenceId: request.referenceId,
        providerPayoutId: `pout_${this.nextId++}`,
        state: 'pending',
        utr: null,
        reason: null,
        providerStatus: 'queued',
      };
      this.payouts.set(request.idempotencyKey, payout);
    }
    await this.duringSend?.(request);
    if (step === 'lost') return { kind: 'unknown', reason: 'The call timed out' };
    return { kind: 'accepted', payout: { ...payout } };
  }

  async find(attempt: { referenceId: string; idempotencyKey: string }) {
    if (this.findFails) throw new Error('HTTP 502 from the provider');
    const payout = this.payouts.get(attempt.idempotencyKey);
    return payout ? { ...payout } : null;
  }

  /** The provider moves a payout on (by its key). */
  settle(key: string, state: ProviderPayout['state'], extra: Partial<ProviderPayout> = {}) {
    const payout = this.payouts.get(key);
    if (!payout) throw new Error(`The scripted provider has no payout ${key}`);
    Object.assign(payout, {
      state,
      providerStatus: state,
      utr: state === 'processed' ? `UTR${payout.providerPayoutId!.slice(5)}X` : payout.utr,
      reason: state === 'failed' || state === 'reversed' ? 'Beneficiary bank offline' : null,
      ...extra,
    });
  }

  /** The webhook the provider would send about a payout now: a raw body and its headers. */
  webhook(
    key: string,
    eventId = `evt_${this.eventPrefix}_${this.nextEvent++}`,
    secret = SCRIPTED_WEBHOOK_SECRET,
  ) {
    const payout = this.payouts.get(key);
    if (!payout) throw new Error(`The scripted provider has no payout ${key}`);
    const raw = JSON.stringify({ eventId, key, payout: { ...payout } });
    return { raw, headers: signed(raw, secret), eventId };
  }

  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PayoutEvent[] {
    const expected = createHmac('sha256', SCRIPTED_WEBHOOK_SECRET).update(rawBody).digest('hex');
    if (headers[SIGNATURE_HEADER] !== expected) throw new WebhookRejected('Bad signature');
    let body: { eventId: string; key: string; payout: ProviderPayout & { referenceId: string } };
    try {
      body = JSON.parse(rawBody.toString('utf8')) as typeof body;
    } catch {
      throw new WebhookRejected('The body is not JSON');
    }
    const { referenceId, ...payout } = body.payout;
    return [
      {
        eventId: body.eventId,
        referenceId,
        // Like RazorpayX: the event names the payout and our reference, not the key.
        idempotencyKey: null,
        providerPayoutId: payout.providerPayoutId,
        type: `payout.${payout.state}`,
        payout,
        occurredAt: new Date(),
      },
    ];
  }
}

export const signed = (raw: string, secret = SCRIPTED_WEBHOOK_SECRET) => ({
  'content-type': 'application/json',
  [SIGNATURE_HEADER]: createHmac('sha256', secret).update(raw).digest('hex'),
});
