import { describe, expect, it } from 'vitest';
import { createPayoutProvider } from './index.ts';
import { DEMO_REVERSAL_REASON } from './demo.ts';
import { WebhookRejected, type PayoutRequest } from './payout-provider.ts';

const connection = {
  provider: 'demo' as const,
  baseUrl: '',
  keyId: '',
  keySecret: '',
  accountNumber: '',
  webhookSecret: '',
  publicKey: '',
};

function request(overrides: Partial<PayoutRequest> = {}): PayoutRequest {
  return {
    idempotencyKey: 'wd-42-attempt-1',
    referenceId: 'wd-42',
    amountPaise: 12_345,
    beneficiary: { name: 'Asha', email: 'asha@example.com', phone: '9876543210', memberId: 'm1' },
    destination: { kind: 'upi', vpa: 'asha@okaxis' },
    narration: 'Kamao payout',
    ...overrides,
  };
}

/** A clock the test moves by hand; each provider built on it is a separate "process". */
function clock(start = Date.UTC(2026, 10, 28, 12)) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

async function sendAccepted(provider: ReturnType<typeof createPayoutProvider>, req: PayoutRequest) {
  const outcome = await provider.send(req);
  if (outcome.kind !== 'accepted') throw new Error(`expected accepted, got ${outcome.kind}`);
  return outcome.payout;
}

describe('demo payout provider', () => {
  it('accepts a payout as pending and pays it with a stable 12-digit UTR after the delay', async () => {
    const time = clock();
    const provider = createPayoutProvider(connection, { now: time.now, demoSettleAfterMs: 3_000 });
    const payout = await sendAccepted(provider, request());
    expect(payout).toMatchObject({ state: 'pending', utr: null, reason: null });
    const attempt = {
      referenceId: 'wd-42',
      idempotencyKey: 'wd-42-attempt-1',
      providerPayoutId: payout.providerPayoutId,
    };

    time.advance(2_999);
    expect(await provider.find(attempt)).toMatchObject({ state: 'pending' });
    time.advance(1);
    const paid = await provider.find(attempt);
    expect(paid).toMatchObject({ state: 'processed', providerStatus: 'processed' });
    expect(paid?.utr).toMatch(/^\d{12}$/);

    // Another process with no shared memory reads the same answer from the id alone.
    const elsewhere = createPayoutProvider(connection, { now: time.now, demoSettleAfterMs: 3_000 });
    expect(await elsewhere.find(attempt)).toEqual(paid);
  });

  it('settles after about five seconds when no delay is given', async () => {
    const time = clock();
    const provider = createPayoutProvider(connection, { now: time.now });
    const payout = await sendAccepted(provider, request());
    const attempt = {
      referenceId: 'wd-42',
      idempotencyKey: 'wd-42-attempt-1',
      providerPayoutId: payout.providerPayoutId,
    };
    time.advance(4_000);
    expect((await provider.find(attempt))?.state).toBe('pending');
    time.advance(1_000);
    expect((await provider.find(attempt))?.state).toBe('processed');
  });

  it('reverses a UPI id ending in @fail with a reason', async () => {
    const time = clock();
    const provider = createPayoutProvider(connection, { now: time.now, demoSettleAfterMs: 1_000 });
    const payout = await sendAccepted(
      provider,
      request({ destination: { kind: 'upi', vpa: 'nobody@FAIL' } }),
    );
    time.advance(1_000);
    const found = await provider.find({
      referenceId: 'wd-42',
      idempotencyKey: 'wd-42-attempt-1',
      providerPayoutId: payout.providerPayoutId,
    });
    expect(found).toMatchObject({ state: 'reversed', utr: null, reason: DEMO_REVERSAL_REASON });
  });

  it('pays a bank account too', async () => {
    const time = clock();
    const provider = createPayoutProvider(connection, { now: time.now, demoSettleAfterMs: 0 });
    const payout = await sendAccepted(
      provider,
      request({
        destination: { kind: 'bank', accountNumber: '123456789012', ifsc: 'HDFC0000001' },
      }),
    );
    const found = await provider.find({
      referenceId: 'wd-42',
      idempotencyKey: 'wd-42-attempt-1',
      providerPayoutId: payout.providerPayoutId,
    });
    expect(found?.state).toBe('processed');
  });

  it("knows no payout without its id, or under another attempt's key", async () => {
    const provider = createPayoutProvider(connection, { demoSettleAfterMs: 0 });
    const payout = await sendAccepted(provider, request());
    expect(
      await provider.find({
        referenceId: 'wd-42',
        idempotencyKey: 'wd-42-attempt-1',
        providerPayoutId: null,
      }),
    ).toBeNull();
    expect(
      await provider.find({
        referenceId: 'wd-42',
        idempotencyKey: 'wd-42-attempt-2',
        providerPayoutId: payout.providerPayoutId,
      }),
    ).toBeNull();
    expect(
      await provider.find({
        referenceId: 'wd-42',
        idempotencyKey: 'wd-42-attempt-1',
        providerPayoutId: 'pout_123',
      }),
    ).toBeNull();
  });

  it('refuses a request it could never pay', async () => {
    const provider = createPayoutProvider(connection);
    expect((await provider.send(request({ amountPaise: 99 }))).kind).toBe('refused');
    expect((await provider.send(request({ amountPaise: 100.5 }))).kind).toBe('refused');
    expect((await provider.send(request({ idempotencyKey: 'k!' }))).kind).toBe('refused');
  });

  it('pays UPI and bank, not Paytm or other methods', () => {
    const provider = createPayoutProvider(connection);
    expect([
      provider.canPay('upi'),
      provider.canPay('bank'),
      provider.canPay('paytm'),
      provider.canPay('other'),
    ]).toEqual([true, true, false, false]);
  });

  it('rejects every webhook', () => {
    const provider = createPayoutProvider(connection);
    expect(() => provider.parseWebhook(Buffer.from('{}'), {})).toThrow(WebhookRejected);
  });
});
