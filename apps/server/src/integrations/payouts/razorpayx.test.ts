import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { startFakeRazorpayX, type FakeRazorpayX } from '../../test/fake-razorpayx.ts';
import { createPayoutProvider } from './index.ts';
import { WebhookRejected, type PayoutProvider, type PayoutRequest } from './payout-provider.ts';
import { payoutFromEntity } from './razorpayx-payout.ts';

let fake: FakeRazorpayX;
let provider: PayoutProvider;

function connect(overrides: { keySecret?: string; baseUrl?: string; timeoutMs?: number } = {}) {
  return createPayoutProvider(
    {
      provider: 'razorpayx',
      baseUrl: overrides.baseUrl ?? fake.baseUrl,
      keyId: fake.keyId,
      keySecret: overrides.keySecret ?? fake.keySecret,
      accountNumber: fake.accountNumber,
      webhookSecret: fake.webhookSecret,
      publicKey: '',
    },
    { timeoutMs: overrides.timeoutMs ?? 2_000 },
  );
}

function request(overrides: Partial<PayoutRequest> = {}): PayoutRequest {
  return {
    idempotencyKey: '6650a1b2c3d4e5f600112233-1',
    referenceId: '6650a1b2c3d4e5f600112233',
    amountPaise: 12_345,
    beneficiary: {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      memberId: 'm-77',
    },
    destination: { kind: 'upi', vpa: 'asha@okaxis' },
    narration: 'Kamao withdrawal #A1B2',
    ...overrides,
  };
}

async function accepted(req = request()) {
  const outcome = await provider.send(req);
  if (outcome.kind !== 'accepted')
    throw new Error(`expected accepted, got ${JSON.stringify(outcome)}`);
  return outcome.payout;
}

const attempt = (providerPayoutId: string | null, key = request().idempotencyKey) => ({
  referenceId: request().referenceId,
  idempotencyKey: key,
  providerPayoutId,
});

beforeEach(async () => {
  fake = await startFakeRazorpayX();
  provider = connect();
});
afterEach(() => fake.stop());

describe('RazorpayX payouts: creating one', () => {
  it('sends a composite UPI payout in paise with basic auth and the idempotency header', async () => {
    const payout = await accepted();
    expect(payout).toMatchObject({ state: 'pending', providerStatus: 'processing', utr: null });
    expect(payout.providerPayoutId).toBe(fake.payouts()[0]?.id);

    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/payouts');
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
    );
    expect(sent?.headers['x-payout-idempotency']).toBe('6650a1b2c3d4e5f600112233-1');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({
      account_number: fake.accountNumber,
      amount: 12_345,
      currency: 'INR',
      mode: 'UPI',
      purpose: 'payout',
      fund_account: {
        account_type: 'vpa',
        vpa: { address: 'asha@okaxis' },
        contact: {
          name: 'Asha Rao',
          email: 'asha@example.com',
          contact: '9876543210',
          type: 'customer',
          reference_id: 'm-77',
        },
      },
      queue_if_low_balance: true,
      reference_id: '6650a1b2c3d4e5f600112233',
      narration: 'Kamao withdrawal A1B2',
      notes: { idempotency_key: '6650a1b2c3d4e5f600112233-1' },
    });
  });

  it('pays a bank account by IMPS and leaves out a contact detail the member has not given', async () => {
    await accepted(
      request({
        destination: { kind: 'bank', accountNumber: '123456789012', ifsc: 'HDFC0001234' },
        beneficiary: { name: 'Asha Rao', email: null, phone: null, memberId: 'm-77' },
      }),
    );
    expect(fake.requests[0]?.body).toMatchObject({
      mode: 'IMPS',
      fund_account: {
        account_type: 'bank_account',
        bank_account: { name: 'Asha Rao', ifsc: 'HDFC0001234', account_number: '123456789012' },
        contact: { name: 'Asha Rao', type: 'customer', reference_id: 'm-77' },
      },
    });
    const contact = (fake.requests[0]?.body as { fund_account: { contact: object } }).fund_account
      .contact;
    expect(contact).not.toHaveProperty('email');
    expect(contact).not.toHaveProperty('contact');
  });

  it('leaves out a narration with nothing a bank takes', async () => {
    await accepted(request({ narration: '₹ ###' }));
    expect(fake.requests[0]?.body).not.toHaveProperty('narration');
  });

  it('reads a payout queued for low balance as pending', async () => {
    fake.startPayoutsAs('queued');
    expect(await accepted()).toMatchObject({ state: 'pending', providerStatus: 'queued' });
  });

  it('gets the same payout back when the same attempt is sent again', async () => {
    const first = await accepted();
    const again = await accepted();
    expect(again.providerPayoutId).toBe(first.providerPayoutId);
    expect(fake.payouts()).toHaveLength(1);
  });

  it('does not call a key reused with another body refused, since its first payout may be paid', async () => {
    const first = await accepted();
    const outcome = await provider.send(request({ amountPaise: 20_000 }));
    expect(outcome).toEqual({
      kind: 'unknown',
      reason: 'RazorpayX answered 400: Different request body sent for the same idempotency key.',
    });
    expect(fake.payouts()).toHaveLength(1);
    expect((await provider.find(attempt(null)))?.providerPayoutId).toBe(first.providerPayoutId);
  });

  it("is refused with RazorpayX's words for a request it rejects", async () => {
    const outcome = await provider.send(
      request({ destination: { kind: 'upi', vpa: 'not a vpa' } }),
    );
    expect(outcome).toEqual({
      kind: 'refused',
      reason: 'Invalid VPA. Please enter a valid Virtual Payment Address',
    });
    const wrongKeys = await connect({ keySecret: 'wrong' }).send(request());
    expect(wrongKeys).toEqual({
      kind: 'refused',
      reason: 'The api key/secret provided is invalid',
    });
    expect(fake.payouts()).toHaveLength(0);
  });

  it('refuses a request it could never pay without calling RazorpayX', async () => {
    expect((await provider.send(request({ amountPaise: 99 }))).kind).toBe('refused');
    expect((await provider.send(request({ idempotencyKey: 'a b' }))).kind).toBe('refused');
    expect(fake.requests).toHaveLength(0);
  });

  it('does not know the outcome of a 409, a 429, a 5xx or an unreadable answer', async () => {
    const busy = { error: { code: 'BAD_REQUEST_ERROR', description: 'Request in progress' } };
    fake.failNext({ status: 409, body: busy });
    fake.failNext({
      status: 429,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Too many requests' } },
    });
    fake.failNext('server-error');
    fake.failNext({ status: 200, body: 'Service temporarily unavailable' });
    fake.failNext({ status: 400, body: 'Bad gateway' });
    const outcomes = [];
    for (let i = 0; i < 5; i += 1) outcomes.push(await provider.send(request()));
    expect(outcomes.map((o) => o.kind)).toEqual([
      'unknown',
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ]);
    expect(outcomes[0]).toMatchObject({ reason: 'RazorpayX answered 409: Request in progress' });
    expect(fake.payouts()).toHaveLength(0);
  });

  it('does not know the outcome when RazorpayX does not answer in time or cannot be reached', async () => {
    provider = connect({ timeoutMs: 300 });
    fake.failNext('hang');
    expect(await provider.send(request())).toEqual({
      kind: 'unknown',
      reason: 'No answer within 0.3 s.',
    });
    const closed = connect({ baseUrl: `http://127.0.0.1:${await freePort()}` });
    expect((await closed.send(request())).kind).toBe('unknown');
  });

  it('finds a payout that was made although its answer never came, and retries to the same payout', async () => {
    provider = connect({ timeoutMs: 300 });
    fake.failNext('create-then-hang');
    expect((await provider.send(request())).kind).toBe('unknown');
    expect(fake.payouts()).toHaveLength(1);

    const found = await provider.find(attempt(null));
    expect(found).toMatchObject({ providerPayoutId: fake.payouts()[0]?.id, state: 'pending' });
    const listing = fake.requests.at(-1);
    expect(listing?.path).toBe('/v1/payouts');
    expect(Object.fromEntries(listing?.query ?? [])).toEqual({
      account_number: fake.accountNumber,
      reference_id: '6650a1b2c3d4e5f600112233',
    });

    const retried = await accepted();
    expect(retried.providerPayoutId).toBe(found?.providerPayoutId);
    expect(fake.payouts()).toHaveLength(1);
  });
});

describe('RazorpayX payouts: asking how one stands', () => {
  it('reads a processed payout with its UTR, and a reversed one with the reason', async () => {
    const payout = await accepted();
    const id = payout.providerPayoutId ?? '';
    fake.settle(id, 'processed', { utr: '412345678901' });
    expect(await provider.find(attempt(id))).toEqual({
      providerPayoutId: id,
      state: 'processed',
      utr: '412345678901',
      reason: null,
      providerStatus: 'processed',
    });
    expect(fake.requests.at(-1)?.path).toBe(`/v1/payouts/${id}`);

    fake.settle(id, 'reversed', { reason: 'Beneficiary account is closed' });
    expect(await provider.find(attempt(id))).toMatchObject({
      state: 'reversed',
      utr: null,
      reason: 'Beneficiary account is closed',
    });
  });

  it('tells one attempt of a withdrawal from another, and knows none that never arrived', async () => {
    await accepted();
    expect(await provider.find(attempt(null, '6650a1b2c3d4e5f600112233-2'))).toBeNull();
    expect(await provider.find({ ...attempt(null), referenceId: 'never-sent' })).toBeNull();
  });

  it('throws when RazorpayX cannot be asked now', async () => {
    fake.failNext('server-error');
    await expect(provider.find(attempt(null))).rejects.toThrow(/RazorpayX answered 500/);
    fake.failNext('server-error');
    await expect(provider.find(attempt('pout_123'))).rejects.toThrow(/RazorpayX answered 500/);
  });

  it('maps every RazorpayX status to ours', () => {
    const statuses = [
      'queued',
      'pending',
      'scheduled',
      'processing',
      'processed',
      'reversed',
      'failed',
      'rejected',
      'cancelled',
    ];
    const states = statuses.map(
      (status) =>
        payoutFromEntity({
          id: 'pout_1',
          status,
          utr: 'U1',
          status_details: { description: 'why' },
        })?.state,
    );
    expect(states).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'processed',
      'reversed',
      'failed',
      'failed',
      'failed',
    ]);
    expect(
      payoutFromEntity({ id: 'pout_1', status: 'failed', failure_reason: 'old field' })?.reason,
    ).toBe('old field');
    expect(payoutFromEntity({ id: 'pout_1', status: 'teleported' })).toBeNull();
  });
});

describe('RazorpayX payouts: webhooks', () => {
  it('reads a signed payout.processed delivery', async () => {
    const payout = await accepted();
    const id = payout.providerPayoutId ?? '';
    fake.settle(id, 'processed', { utr: '412345678901' });
    const delivery = fake.webhookFor(id, { eventId: 'evt_processed_1' });
    const events = provider.parseWebhook(Buffer.from(delivery.body), delivery.headers);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      eventId: 'evt_processed_1',
      type: 'payout.processed',
      referenceId: '6650a1b2c3d4e5f600112233',
      idempotencyKey: '6650a1b2c3d4e5f600112233-1',
      providerPayoutId: id,
      payout: { state: 'processed', utr: '412345678901', providerStatus: 'processed' },
    });
    const createdAt = (JSON.parse(delivery.body) as { created_at: number }).created_at;
    expect(events[0]?.occurredAt.getTime()).toBe(createdAt * 1000);
  });

  it('reads the state from the payout whatever the event, and a repeat carries the same id', async () => {
    const payout = await accepted();
    const id = payout.providerPayoutId ?? '';
    fake.settle(id, 'reversed', { reason: 'Account closed' });
    const delivery = fake.webhookFor(id, { event: 'payout.updated', eventId: 'evt_9' });
    const [event] = provider.parseWebhook(Buffer.from(delivery.body), delivery.headers);
    expect(event).toMatchObject({
      type: 'payout.updated',
      payout: { state: 'reversed', reason: 'Account closed' },
    });
    const [repeat] = provider.parseWebhook(Buffer.from(delivery.body), delivery.headers);
    expect(repeat?.eventId).toBe(event?.eventId);
  });

  it('rejects a forged, unsigned or malformed delivery', async () => {
    const payout = await accepted();
    const forged = fake.forgedWebhookFor(payout.providerPayoutId ?? '');
    expect(() => provider.parseWebhook(Buffer.from(forged.body), forged.headers)).toThrow(
      WebhookRejected,
    );

    const genuine = fake.webhookFor(payout.providerPayoutId ?? '');
    const tampered = genuine.body.replace('"amount":12345', '"amount":99999');
    expect(tampered).not.toBe(genuine.body);
    expect(() => provider.parseWebhook(Buffer.from(tampered), genuine.headers)).toThrow(
      /does not match/,
    );
    expect(() => provider.parseWebhook(Buffer.from(genuine.body), {})).toThrow(
      /no X-Razorpay-Signature/,
    );

    const sign = (body: string) => ({
      'x-razorpay-signature': createHmac('sha256', fake.webhookSecret).update(body).digest('hex'),
    });
    expect(() => provider.parseWebhook(Buffer.from('not json'), sign('not json'))).toThrow(
      /not JSON/,
    );
    const noPayout = JSON.stringify({ event: 'payout.processed', payload: {}, created_at: 1 });
    expect(() => provider.parseWebhook(Buffer.from(noPayout), sign(noPayout))).toThrow(/no payout/);
  });

  it('ignores events that are not about a payout', () => {
    const body = JSON.stringify({
      event: 'transaction.created',
      payload: { transaction: { entity: {} } },
      created_at: 1,
    });
    const headers = {
      'x-razorpay-signature': createHmac('sha256', fake.webhookSecret).update(body).digest('hex'),
    };
    expect(provider.parseWebhook(Buffer.from(body), headers)).toEqual([]);
  });
});

describe('RazorpayX payouts: what it can pay', () => {
  it('pays UPI ids and bank accounts, not Paytm wallets or other methods', () => {
    expect(['upi', 'bank', 'paytm', 'other'].map((kind) => provider.canPay(kind as 'upi'))).toEqual(
      [true, true, false, false],
    );
  });
});
