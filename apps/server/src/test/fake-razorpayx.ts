import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  startFakeProviderServer,
  type FakeReply,
  type ProviderFault,
  type RecordedRequest,
} from './fake-provider-server.ts';
import { compositeProblem, type CompositeBody } from './fake-razorpayx-checks.ts';

/**
 * A local RazorpayX Payouts API, built from its public docs, for the payout tests:
 *   POST /v1/payouts            composite payout (contact and fund account inline), basic auth,
 *                               mandatory X-Payout-Idempotency (same key + same body: the same
 *                               payout; same key + another body: 400 BAD_REQUEST_ERROR)
 *   GET  /v1/payouts/:id        one payout
 *   GET  /v1/payouts?account_number=…&reference_id=…   a collection { entity, count, items }
 * Errors are Razorpay's `{ error: { code, description, source, step, reason, metadata, field } }`.
 * A new payout starts `processing`; a test moves it on with `settle` and builds the signed
 * webhook RazorpayX would send with `webhookFor`.
 */
export type RazorpayXStatus =
  | 'queued'
  | 'pending'
  | 'scheduled'
  | 'processing'
  | 'processed'
  | 'reversed'
  | 'failed'
  | 'rejected'
  | 'cancelled';

export interface RazorpayXPayoutEntity {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  notes: Record<string, string>;
  fees: number;
  tax: number;
  status: RazorpayXStatus;
  utr: string | null;
  mode: string;
  purpose: string;
  reference_id: string | null;
  narration: string | null;
  batch_id: null;
  status_details: { description: string; source: string; reason: string } | null;
  failure_reason: string | null;
  created_at: number;
}

export interface FakeWebhookDelivery {
  body: string;
  headers: Record<string, string>;
}

export interface FakeRazorpayX {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
  /** Every request received, in order (auth and idempotency headers included). */
  requests: RecordedRequest[];
  /** The next `times` requests (default 1) misbehave; see ProviderFault. */
  failNext(fault: ProviderFault, times?: number): void;
  /** New payouts start in this status (`queued` mimics a low balance); `processing` by default. */
  startPayoutsAs(status: RazorpayXStatus): void;
  payouts(): RazorpayXPayoutEntity[];
  /** The payout created under this idempotency key, if any. */
  payoutByKey(idempotencyKey: string): RazorpayXPayoutEntity | undefined;
  /** Moves a payout on, as the bank's answer would; a processed one gets a UTR. */
  settle(
    payoutId: string,
    status: RazorpayXStatus,
    details?: { utr?: string; reason?: string },
  ): RazorpayXPayoutEntity;
  /** The signed delivery RazorpayX would POST for the payout's current state. */
  webhookFor(payoutId: string, options?: { event?: string; eventId?: string }): FakeWebhookDelivery;
  /** The same delivery signed with another secret. */
  forgedWebhookFor(payoutId: string, options?: { event?: string }): FakeWebhookDelivery;
  stop(): Promise<void>;
}

const EVENT_OF_STATUS: Record<RazorpayXStatus, string> = {
  queued: 'payout.queued',
  pending: 'payout.pending',
  scheduled: 'payout.updated',
  processing: 'payout.initiated',
  processed: 'payout.processed',
  reversed: 'payout.reversed',
  failed: 'payout.failed',
  rejected: 'payout.rejected',
  cancelled: 'payout.updated',
};

const KEY_ID = 'rzp_test_fakekey0001';
const KEY_SECRET = 'fake-razorpayx-secret';
const ACCOUNT_NUMBER = '7878780080316316';
const WEBHOOK_SECRET = 'fake-razorpayx-webhook-secret';
const SERVER_ERROR_REPLY: FakeReply = {
  status: 500,
  body: {
    error: {
      code: 'SERVER_ERROR',
      description: 'We are facing some trouble completing your request at the moment.',
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
      field: null,
    },
  },
};

export async function startFakeRazorpayX(): Promise<FakeRazorpayX> {
  const account = new FakeRazorpayXAccount();
  const server = await startFakeProviderServer(
    (request) => account.handle(request),
    SERVER_ERROR_REPLY,
  );
  return {
    baseUrl: server.baseUrl,
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    accountNumber: ACCOUNT_NUMBER,
    webhookSecret: WEBHOOK_SECRET,
    requests: server.requests,
    failNext: server.failNext,
    startPayoutsAs(status) {
      account.startStatus = status;
    },
    payouts: () => [...account.byId.values()],
    payoutByKey: (key) => account.payoutByKey(key),
    settle: (payoutId, status, details = {}) => account.settle(payoutId, status, details),
    webhookFor: (payoutId, options = {}) =>
      account.delivery(payoutId, WEBHOOK_SECRET, options.event, options.eventId),
    forgedWebhookFor: (payoutId, options = {}) =>
      account.delivery(payoutId, 'not-the-webhook-secret', options.event),
    stop: server.stop,
  };
}

/** The fake's business account: its payouts, the idempotency keys it has seen, and its API. */
class FakeRazorpayXAccount {
  readonly byId = new Map<string, RazorpayXPayoutEntity>();
  private readonly byKey = new Map<string, { bodyHash: string; payoutId: string }>();
  startStatus: RazorpayXStatus = 'processing';

  handle(request: RecordedRequest): FakeReply {
    const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return error(401, 'The api key/secret provided is invalid', null);
    }
    if (request.method === 'POST' && request.path === '/v1/payouts') return this.create(request);
    if (request.method === 'GET' && request.path === '/v1/payouts') return this.list(request);
    const one = request.path.match(/^\/v1\/payouts\/([^/]+)$/);
    if (request.method === 'GET' && one) {
      const payout = this.byId.get(decodeURIComponent(one[1] ?? ''));
      return payout
        ? { status: 200, body: payout }
        : error(400, 'The id provided does not exist', 'id');
    }
    return error(404, 'The requested URL was not found on the server.', null);
  }

  payoutByKey(key: string): RazorpayXPayoutEntity | undefined {
    const entry = this.byKey.get(key);
    return entry ? this.byId.get(entry.payoutId) : undefined;
  }

  settle(
    payoutId: string,
    status: RazorpayXStatus,
    details: { utr?: string; reason?: string },
  ): RazorpayXPayoutEntity {
    const payout = this.found(payoutId);
    payout.status = status;
    if (status === 'processed') {
      payout.utr = details.utr ?? String(randomInt(100_000_000_000, 999_999_999_999));
      payout.status_details = {
        description:
          'Payout is processed and the money has been credited into the beneficiaries account',
        source: 'beneficiary_bank',
        reason: 'payout_processed',
      };
    } else if (ENDED_UNPAID.has(status)) {
      const description = details.reason ?? 'The beneficiary bank rejected the payout.';
      payout.status_details = { description, source: 'beneficiary_bank', reason: 'bank_rejected' };
      payout.failure_reason = description;
    }
    return payout;
  }

  delivery(
    payoutId: string,
    secret: string,
    event?: string,
    eventId?: string,
  ): FakeWebhookDelivery {
    const payout = this.found(payoutId);
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_fake0000000001',
      event: event ?? EVENT_OF_STATUS[payout.status],
      contains: ['payout'],
      payload: { payout: { entity: payout } },
      created_at: unixNow(),
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': eventId ?? `evt_${randomBytes(7).toString('hex')}`,
        'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
      },
    };
  }

  private found(payoutId: string): RazorpayXPayoutEntity {
    const payout = this.byId.get(payoutId);
    if (!payout) throw new Error(`The fake RazorpayX has no payout ${payoutId}.`);
    return payout;
  }

  private list(request: RecordedRequest): FakeReply {
    if (request.query.get('account_number') !== ACCOUNT_NUMBER) {
      return error(400, 'The account number is invalid.', 'account_number');
    }
    const reference = request.query.get('reference_id');
    const items = [...this.byId.values()].filter(
      (payout) => reference === null || payout.reference_id === reference,
    );
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
  }

  private create(request: RecordedRequest): FakeReply {
    const key = headerOf(request, 'x-payout-idempotency');
    if (!key || !/^[A-Za-z0-9_ -]{4,36}$/.test(key)) {
      return error(400, 'The X-Payout-Idempotency header is missing or invalid.', null);
    }
    const bodyHash = createHash('sha256').update(request.rawBody).digest('hex');
    const earlier = this.byKey.get(key);
    if (earlier) {
      if (earlier.bodyHash !== bodyHash) {
        return error(400, 'Different request body sent for the same idempotency key.', null);
      }
      return { status: 200, body: this.byId.get(earlier.payoutId) };
    }
    const problem = compositeProblem(request.body, ACCOUNT_NUMBER);
    if (problem) return error(400, problem.description, problem.field);
    const payout = newPayout(request.body as CompositeBody, this.startStatus);
    this.byId.set(payout.id, payout);
    this.byKey.set(key, { bodyHash, payoutId: payout.id });
    return { status: 200, body: payout };
  }
}

const ENDED_UNPAID = new Set<RazorpayXStatus>(['reversed', 'failed', 'rejected', 'cancelled']);

function newPayout(body: CompositeBody, status: RazorpayXStatus): RazorpayXPayoutEntity {
  return {
    id: `pout_${randomBytes(7).toString('hex')}`,
    entity: 'payout',
    fund_account_id: `fa_${randomBytes(7).toString('hex')}`,
    amount: body.amount,
    currency: 'INR',
    notes: body.notes ?? {},
    fees: 0,
    tax: 0,
    status,
    utr: null,
    mode: body.mode,
    purpose: body.purpose,
    reference_id: body.reference_id ?? null,
    narration: body.narration ?? null,
    batch_id: null,
    status_details:
      status === 'queued'
        ? {
            description:
              'Payout is queued as there is insufficient balance in your business account to process the payout',
            source: 'business',
            reason: 'low_balance',
          }
        : null,
    failure_reason: null,
    created_at: unixNow(),
  };
}

function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}

function headerOf(request: RecordedRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function error(status: number, description: string, field: string | null): FakeReply {
  return {
    status,
    body: {
      error: {
        code: status < 500 ? 'BAD_REQUEST_ERROR' : 'SERVER_ERROR',
        description,
        source: 'business',
        step: 'payout_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        field,
      },
    },
  };
}
