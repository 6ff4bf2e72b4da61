import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferIdOf } from '../../integrations/payouts/cashfree-transfer.ts';
import { createPayoutProvider } from '../../integrations/payouts/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { startFakeCashfree, type FakeCashfree } from '../../test/fake-cashfree.ts';
import { startFakeRazorpayX, type FakeRazorpayX } from '../../test/fake-razorpayx.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import {
  RUPEE,
  addMethods,
  attemptsOf,
  connect,
  engineFor,
  memberWith,
  sendPayout,
  timePasses,
  withdraw,
  withdrawalRow,
} from '../../test/payout-calls.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { runPayoutRound } from './payout-driver.ts';

// The real clients against the local fakes of the providers' APIs; a short timeout so a hanging
// call becomes `unknown` quickly.
const providers = (connection: Parameters<typeof createPayoutProvider>[0]) =>
  createPayoutProvider(connection, { timeoutMs: 500 });

let t: TestApp;
let admin: MemberClient;
let razorpayx: FakeRazorpayX;
let cashfree: FakeCashfree;

beforeAll(async () => {
  t = await buildTestApp({}, { payoutProviders: providers });
  admin = await signedInMember(t, { role: 'admin' });
  await addMethods(t.database.db);
  razorpayx = await startFakeRazorpayX();
  cashfree = await startFakeCashfree();
});
afterAll(async () => {
  await razorpayx?.stop();
  await cashfree?.stop();
  await t?.close();
});

const round = () => runPayoutRound({ ...engineFor(t, () => providers({} as never)), providers });
const deliver = (name: string, delivery: { body: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: `/webhooks/${name}`,
    payload: delivery.body,
    headers: { 'content-type': 'application/json', ...delivery.headers },
  });

describe(`payouts through the providers' APIs on ${testEngine}`, () => {
  it('pays through RazorpayX after a 5xx and a lost answer, once, settled by its signed webhook', async () => {
    await connect(admin, {
      provider: 'razorpayx',
      baseUrl: razorpayx.baseUrl,
      keyId: razorpayx.keyId,
      keySecret: razorpayx.keySecret,
      accountNumber: razorpayx.accountNumber,
      webhookSecret: razorpayx.webhookSecret,
    });
    const client = await memberWith(t, 100n);
    const id = await withdraw(t, client, 60.005);
    expect((await sendPayout(admin, id)).status).toBe(200);
    razorpayx.failNext('server-error');
    await round();
    expect((await attemptsOf(t.database.db, id))[0]).toMatchObject({ state: 'sending' });
    razorpayx.failNext('create-then-hang');
    await timePasses(t.database.db);
    await round();
    await timePasses(t.database.db);
    await round();
    expect(razorpayx.payouts()).toHaveLength(1);
    const [attempt] = await attemptsOf(t.database.db, id);
    expect(attempt).toMatchObject({ state: 'pending' });
    const payout = razorpayx.payoutByKey(attempt!.idempotencyKey)!;
    expect(payout.amount).toBe(6000);

    razorpayx.settle(payout.id, 'processed', { utr: 'UTR98765' });
    const hook = razorpayx.webhookFor(payout.id);
    expect((await deliver('razorpayx', hook)).statusCode).toBe(200);
    expect((await deliver('razorpayx', hook)).statusCode).toBe(200);
    expect((await deliver('razorpayx', razorpayx.forgedWebhookFor(payout.id))).statusCode).toBe(
      400,
    );
    expect(await withdrawalRow(t.database.db, id)).toMatchObject({
      status: 'Success',
      paymentReference: 'UTR98765',
    });
    expect((await getMemberBalances(t.database.db, client.member.id)).withdrawable).toBe(
      100n * RUPEE - 60_000n,
    );
    await expectLedgerBalanced(t.database.db);
  });

  it('pays through Cashfree and takes a later reversal back to the member once', async () => {
    await connect(admin, {
      provider: 'cashfree',
      baseUrl: cashfree.baseUrl,
      keyId: cashfree.clientId,
      keySecret: cashfree.clientSecret,
      accountNumber: '',
      publicKey: cashfree.publicKey,
    });
    const client = await memberWith(t, 100n, 'Bank');
    const id = await withdraw(t, client, 60, 'Bank');
    expect((await sendPayout(admin, id)).status).toBe(200);
    cashfree.failNext('hang');
    await round();
    await timePasses(t.database.db);
    await round();
    expect(cashfree.transfers()).toHaveLength(1);
    const [attempt] = await attemptsOf(t.database.db, id);
    expect(attempt).toMatchObject({ state: 'pending' });
    const transferId = transferIdOf(attempt!.idempotencyKey);

    cashfree.settle(transferId, 'SUCCESS', { utr: 'CFUTR12345' });
    expect((await deliver('cashfree', cashfree.webhookFor(transferId))).statusCode).toBe(200);
    expect((await withdrawalRow(t.database.db, id)).status).toBe('Success');
    cashfree.settle(transferId, 'REVERSED');
    const reversal = cashfree.webhookFor(transferId);
    expect((await deliver('cashfree', reversal)).statusCode).toBe(200);
    expect((await deliver('cashfree', reversal)).statusCode).toBe(200);
    const reversed = await withdrawalRow(t.database.db, id);
    expect(reversed.status).toBe('Reject');
    expect(reversed.remark).toMatch(/reversed/i);
    expect((await getMemberBalances(t.database.db, client.member.id)).withdrawable).toBe(
      100n * RUPEE,
    );
    expect((await deliver('cashfree', cashfree.forgedWebhookFor(transferId))).statusCode).toBe(400);
    await expectLedgerBalanced(t.database.db);
  });
});
