import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCashfree, type FakeCashfree } from '../../test/fake-cashfree.ts';
import { freePort } from '../../test/free-port.ts';
import { idempotencyKeyOf, payoutFromTransfer, transferIdOf } from './cashfree-transfer.ts';
import { createPayoutProvider } from './index.ts';
import { WebhookRejected, type PayoutProvider, type PayoutRequest } from './payout-provider.ts';

let fake: FakeCashfree;
let provider: PayoutProvider;

function connect(
  overrides: {
    keySecret?: string;
    baseUrl?: string;
    timeoutMs?: number;
    publicKey?: string;
    now?: () => Date;
  } = {},
) {
  return createPayoutProvider(
    {
      provider: 'cashfree',
      baseUrl: overrides.baseUrl ?? fake.baseUrl,
      keyId: fake.clientId,
      keySecret: overrides.keySecret ?? fake.clientSecret,
      accountNumber: '',
      webhookSecret: '',
      publicKey: overrides.publicKey ?? '',
    },
    { timeoutMs: overrides.timeoutMs ?? 2_000, now: overrides.now },
  );
}

const KEY = '6650a1b2c3d4e5f600112233-1';
const TRANSFER_ID = '6650a1b2c3d4e5f600112233_h1';

function request(overrides: Partial<PayoutRequest> = {}): PayoutRequest {
  return {
    idempotencyKey: KEY,
    referenceId: '6650a1b2c3d4e5f600112233',
    amountPaise: 12_345,
    beneficiary: {
      name: "Asha O'Rao 2",
      email: 'asha@example.com',
      phone: '9876543210',
      memberId: 'm-77',
    },
    destination: { kind: 'upi', vpa: 'asha@okaxis' },
    narration: 'Kamao withdrawal #A1B2',
    ...overrides,
  };
}

async function accepted(req = request(), on = provider) {
  const outcome = await on.send(req);
  if (outcome.kind !== 'accepted')
    throw new Error(`expected accepted, got ${JSON.stringify(outcome)}`);
  return outcome.payout;
}

const attempt = (key = KEY) => ({
  referenceId: '6650a1b2c3d4e5f600112233',
  idempotencyKey: key,
  providerPayoutId: null,
});

beforeEach(async () => {
  fake = await startFakeCashfree();
  provider = connect();
});
afterEach(() => fake.stop());

describe('Cashfree payouts: creating one', () => {
  it('sends a v2 UPI transfer in rupees with the client headers and our key as transfer id', async () => {
    const payout = await accepted();
    expect(payout).toMatchObject({ state: 'pending', providerStatus: 'RECEIVED', utr: null });
    expect(payout.providerPayoutId).toBe(fake.transfers()[0]?.cf_transfer_id);

    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/payout/transfers');
    expect(sent?.headers).toMatchObject({
      'x-client-id': fake.clientId,
      'x-client-secret': fake.clientSecret,
      'x-api-version': '2024-01-01',
      'content-type': 'application/json',
    });
    expect(sent?.headers).not.toHaveProperty('x-cf-signature');
    expect(sent?.body).toEqual({
      transfer_id: TRANSFER_ID,
      transfer_amount: 123.45,
      transfer_currency: 'INR',
      transfer_mode: 'upi',
      beneficiary_details: {
        beneficiary_name: 'Asha O Rao',
        beneficiary_instrument_details: { vpa: 'asha@okaxis' },
        beneficiary_contact_details: {
          beneficiary_email: 'asha@example.com',
          beneficiary_phone: '9876543210',
        },
      },
      transfer_remarks: 'Kamao withdrawal A1B2',
    });
  });

  it('pays a bank account by IMPS', async () => {
    await accepted(
      request({
        amountPaise: 100,
        destination: { kind: 'bank', accountNumber: '123456789012', ifsc: 'HDFC0001234' },
        beneficiary: { name: 'Asha', email: null, phone: null, memberId: 'm-77' },
      }),
    );
    expect(fake.requests[0]?.body).toMatchObject({
      transfer_amount: 1,
      transfer_mode: 'imps',
      beneficiary_details: {
        beneficiary_instrument_details: {
          bank_account_number: '123456789012',
          bank_ifsc: 'HDFC0001234',
        },
      },
    });
    expect(
      (fake.requests[0]?.body as { beneficiary_details: object }).beneficiary_details,
    ).not.toHaveProperty('beneficiary_contact_details');
  });

  it('leaves out remarks with nothing a bank takes', async () => {
    await accepted(request({ narration: '₹ ###' }));
    expect(fake.requests[0]?.body).not.toHaveProperty('transfer_remarks');
  });

  it('signs the request with the payout public key when one is set', async () => {
    await fake.stop();
    fake = await startFakeCashfree({ requireSignature: true });
    expect((await connect().send(request())).kind).toBe('refused');
    expect(fake.transfers()).toHaveLength(0);
    await accepted(request(), connect({ publicKey: fake.publicKey }));
    expect(fake.requests.at(-1)?.headers['x-cf-signature']).toEqual(expect.any(String));
    expect(fake.transfers()).toHaveLength(1);
  });

  it('reads back the same transfer when the same attempt is sent again', async () => {
    const first = await accepted();
    const again = await accepted();
    expect(again.providerPayoutId).toBe(first.providerPayoutId);
    expect(fake.transfers()).toHaveLength(1);
    expect(fake.requests.map((r) => r.method)).toEqual(['POST', 'POST', 'GET']);
    expect(fake.requests[2]?.query.get('transfer_id')).toBe(TRANSFER_ID);
  });

  it('does not call a key reused for another amount refused, since its transfer may be paid', async () => {
    await accepted();
    expect(await provider.send(request({ amountPaise: 20_000 }))).toEqual({
      kind: 'unknown',
      reason: 'This transfer id was already used for another amount.',
    });
    expect(fake.transfers()).toHaveLength(1);
  });

  it("is refused with Cashfree's words for a request it rejects", async () => {
    expect(
      await provider.send(request({ destination: { kind: 'upi', vpa: 'not a vpa' } })),
    ).toEqual({
      kind: 'refused',
      reason: 'vpa is in invalid format',
    });
    expect((await connect({ keySecret: 'wrong' }).send(request())).kind).toBe('refused');
    expect(fake.transfers()).toHaveLength(0);
  });

  it('refuses a request it could never pay without calling Cashfree', async () => {
    expect((await provider.send(request({ amountPaise: 99 }))).kind).toBe('refused');
    expect(await provider.send(request({ idempotencyKey: `${'a-'.repeat(14)}abcd` }))).toEqual({
      kind: 'refused',
      reason: 'The idempotency key is too long for a Cashfree transfer id.',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('does not know the outcome of a 429, a 5xx or an unreadable answer', async () => {
    fake.failNext({
      status: 429,
      body: { type: 'rate_limit_error', code: 'too_many_requests', message: 'Too many requests' },
    });
    fake.failNext('server-error');
    fake.failNext({ status: 200, body: 'upstream gone' });
    fake.failNext({ status: 400, body: '<html>Bad Request</html>' });
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) outcomes.push(await provider.send(request()));
    expect(outcomes.map((o) => o.kind)).toEqual(['unknown', 'unknown', 'unknown', 'unknown']);
    expect(outcomes[1]).toEqual({
      kind: 'unknown',
      reason: "Cashfree answered 500: Error at cashfree's server",
    });
    expect(fake.transfers()).toHaveLength(0);
  });

  it('does not know the outcome when Cashfree does not answer in time or cannot be reached', async () => {
    provider = connect({ timeoutMs: 300 });
    fake.failNext('hang');
    expect(await provider.send(request())).toEqual({
      kind: 'unknown',
      reason: 'No answer within 0.3 s.',
    });
    const closed = connect({ baseUrl: `http://127.0.0.1:${await freePort()}` });
    expect((await closed.send(request())).kind).toBe('unknown');
  });

  it('finds a transfer that was made although its answer never came, and a retry lands on it', async () => {
    provider = connect({ timeoutMs: 300 });
    fake.failNext('create-then-hang');
    expect((await provider.send(request())).kind).toBe('unknown');
    expect(fake.transfers()).toHaveLength(1);

    const found = await provider.find(attempt());
    expect(found).toMatchObject({
      providerPayoutId: fake.transfers()[0]?.cf_transfer_id,
      state: 'pending',
    });
    expect(fake.requests.at(-1)?.query.get('transfer_id')).toBe(TRANSFER_ID);

    const retried = await accepted();
    expect(retried.providerPayoutId).toBe(found?.providerPayoutId);
    expect(fake.transfers()).toHaveLength(1);
  });
});

describe('Cashfree payouts: asking how one stands', () => {
  it('reads a successful transfer with its UTR, and a reversed one with the reason', async () => {
    await accepted();
    fake.settle(TRANSFER_ID, 'SUCCESS', { utr: '412345678901' });
    expect(await provider.find(attempt())).toEqual({
      providerPayoutId: fake.transfers()[0]?.cf_transfer_id,
      state: 'processed',
      utr: '412345678901',
      reason: null,
      providerStatus: 'SUCCESS (COMPLETED)',
    });
    fake.settle(TRANSFER_ID, 'REVERSED', { reason: 'Account closed' });
    expect(await provider.find(attempt())).toMatchObject({
      state: 'reversed',
      utr: null,
      reason: 'Account closed',
    });
  });

  it('knows no transfer that never arrived, and throws when Cashfree cannot be asked', async () => {
    expect(await provider.find(attempt())).toBeNull();
    fake.failNext('server-error');
    await expect(provider.find(attempt())).rejects.toThrow(/Cashfree answered 500/);
  });

  it('maps every Cashfree status to ours', () => {
    const statuses = [
      'RECEIVED',
      'APPROVAL_PENDING',
      'QUEUED',
      'SCHEDULED',
      'PENDING',
      'SUCCESS',
      'COMPLETED',
      'FAILED',
      'REJECTED',
      'REVERSED',
    ];
    expect(
      statuses.map((status) => payoutFromTransfer({ status, cf_transfer_id: '1' })?.state),
    ).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
      'processed',
      'processed',
      'failed',
      'failed',
      'reversed',
    ]);
    expect(payoutFromTransfer({ status: 'LOST' })).toBeNull();
  });

  it('gives every key its own transfer id and reads it back', () => {
    const keys = ['a-b_c', 'a_b-c', 'ab_hc', 'plain1234'];
    const ids = keys.map(transferIdOf);
    expect(new Set(ids).size).toBe(keys.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_]+$/);
    expect(ids.map(idempotencyKeyOf)).toEqual(keys);
    expect(idempotencyKeyOf('bad_x')).toBeNull();
  });
});

describe('Cashfree payouts: webhooks', () => {
  it('reads a signed TRANSFER_SUCCESS delivery', async () => {
    await accepted();
    fake.settle(TRANSFER_ID, 'SUCCESS', { utr: '412345678901' });
    const signedAt = new Date();
    const delivery = fake.webhookFor(TRANSFER_ID, { signedAt });
    const events = provider.parseWebhook(Buffer.from(delivery.body), delivery.headers);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'TRANSFER_SUCCESS',
      referenceId: null,
      idempotencyKey: KEY,
      providerPayoutId: fake.transfers()[0]?.cf_transfer_id,
      payout: { state: 'processed', utr: '412345678901' },
    });
    // event_time is Indian time without a zone, to the second.
    expect(events[0]?.occurredAt.getTime()).toBe(Math.floor(signedAt.getTime() / 1000) * 1000);
    const [repeat] = provider.parseWebhook(Buffer.from(delivery.body), delivery.headers);
    expect(repeat?.eventId).toBe(events[0]?.eventId);
  });

  it('gives a later change of the same transfer another event id', async () => {
    await accepted();
    fake.settle(TRANSFER_ID, 'SUCCESS');
    const success = fake.webhookFor(TRANSFER_ID);
    fake.settle(TRANSFER_ID, 'REVERSED', { reason: 'Account closed' });
    const reversal = fake.webhookFor(TRANSFER_ID);
    const [first] = provider.parseWebhook(Buffer.from(success.body), success.headers);
    const [second] = provider.parseWebhook(Buffer.from(reversal.body), reversal.headers);
    expect(second).toMatchObject({
      type: 'TRANSFER_REVERSED',
      payout: { state: 'reversed', reason: 'Account closed' },
    });
    expect(second?.eventId).not.toBe(first?.eventId);
  });

  it('rejects a forged, unsigned, stale or malformed delivery', async () => {
    await accepted();
    fake.settle(TRANSFER_ID, 'FAILED');
    const forged = fake.forgedWebhookFor(TRANSFER_ID);
    expect(() => provider.parseWebhook(Buffer.from(forged.body), forged.headers)).toThrow(
      WebhookRejected,
    );

    const genuine = fake.webhookFor(TRANSFER_ID);
    const tampered = genuine.body.replace('"transfer_amount":123.45', '"transfer_amount":999');
    expect(tampered).not.toBe(genuine.body);
    expect(() => provider.parseWebhook(Buffer.from(tampered), genuine.headers)).toThrow(
      /does not match/,
    );
    expect(() => provider.parseWebhook(Buffer.from(genuine.body), {})).toThrow(
      /no x-webhook-signature/,
    );

    const stale = fake.webhookFor(TRANSFER_ID, { signedAt: new Date(Date.now() - 11 * 60_000) });
    expect(() => provider.parseWebhook(Buffer.from(stale.body), stale.headers)).toThrow(
      /ten minutes/,
    );
    const inNineMinutes = connect({ now: () => new Date(Date.now() + 9 * 60_000) });
    expect(inNineMinutes.parseWebhook(Buffer.from(genuine.body), genuine.headers)).toHaveLength(1);

    const sign = (body: string, timestamp = String(Date.now())) => ({
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': createHmac('sha256', fake.clientSecret)
        .update(timestamp + body)
        .digest('base64'),
    });
    expect(() => provider.parseWebhook(Buffer.from('not json'), sign('not json'))).toThrow(
      /not JSON/,
    );
    const noTransfer = JSON.stringify({
      type: 'TRANSFER_SUCCESS',
      event_time: '2026-11-28T12:00:00',
      data: {},
    });
    expect(() => provider.parseWebhook(Buffer.from(noTransfer), sign(noTransfer))).toThrow(
      /no transfer/,
    );
    expect(() => provider.parseWebhook(Buffer.from('{}'), sign('{}', 'yesterday'))).toThrow(
      /not a time/,
    );
  });

  it('ignores events that are not about one transfer', () => {
    const body = JSON.stringify({
      type: 'LOW_BALANCE_ALERT',
      event_time: '2026-11-28T12:00:00',
      data: {},
    });
    const timestamp = String(Date.now());
    const headers = {
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': createHmac('sha256', fake.clientSecret)
        .update(timestamp + body)
        .digest('base64'),
    };
    expect(provider.parseWebhook(Buffer.from(body), headers)).toEqual([]);
  });
});

describe('Cashfree payouts: what it can pay', () => {
  it('pays UPI ids and bank accounts, not Paytm wallets or other methods', () => {
    expect(['upi', 'bank', 'paytm', 'other'].map((kind) => provider.canPay(kind as 'upi'))).toEqual(
      [true, true, false, false],
    );
  });
});
