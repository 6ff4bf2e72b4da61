import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payoutAttempts, payoutWebhookDeliveries, transfers } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import {
  RUPEE,
  addMethods,
  attemptsOf,
  connect,
  engineFor,
  memberWith,
  queueRow,
  sendPayout,
  timePasses,
  withdraw,
  withdrawalRow,
} from '../../test/payout-calls.ts';
import { ScriptedPayoutProvider, signed } from '../../test/scripted-payout-provider.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { openSameDatabaseAgain, testEngine } from '../../test/test-database.ts';
import { runPayoutRound } from './payout-driver.ts';
import { claimAttempt } from './send-attempt.ts';

let t: TestApp;
let admin: MemberClient;
let provider: ScriptedPayoutProvider;
const engine = () => engineFor(t, () => provider);

beforeAll(async () => {
  t = await buildTestApp({}, { payoutProviders: () => provider });
  admin = await signedInMember(t, { role: 'admin' });
  await addMethods(t.database.db);
});
beforeEach(async () => {
  provider = new ScriptedPayoutProvider();
  await connect(admin);
});
afterAll(async () => {
  await t?.close();
});

/** A member's ₹60 withdrawal, sent by the operator: its id and the member. */
async function sentWithdrawal(rupees = 60) {
  const client = await memberWith(t, 100n);
  const id = await withdraw(t, client, rupees);
  const res = await sendPayout(admin, id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id, client };
}

const keyOf = async (id: string) => (await attemptsOf(t.database.db, id)).at(-1)!.idempotencyKey;

const deliver = (name: 'razorpayx' | 'cashfree', raw: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/webhooks/${name}`, payload: raw, headers });

async function payoutTransfers(id: string) {
  return t.database.db
    .select({ kind: transfers.kind, amount: transfers.amount, metadata: transfers.metadata })
    .from(transfers)
    .where(sql`${transfers.idempotencyKey} like ${`withdrawal:${id}:%`}`);
}

describe(`provider payouts under faults on ${testEngine}`, () => {
  it('retries a create that got a 5xx or a timeout under the same key, then records success', async () => {
    provider.willSend('unknown', 'unknown');
    const { id, client } = await sentWithdrawal();
    expect((await queueRow(admin, id)).payout).toMatchObject({ state: 'sending', attempts: 1 });

    await runPayoutRound(engine());
    const [afterFirst] = await attemptsOf(t.database.db, id);
    expect(afterFirst).toMatchObject({ state: 'sending', tries: 1 });
    expect(afterFirst!.reason).toContain('503');
    expect(afterFirst!.nextTryAt!.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is sent again before the back-off.
    await runPayoutRound(engine());
    expect(provider.sends).toHaveLength(1);

    await timePasses(t.database.db);
    await runPayoutRound(engine());
    await timePasses(t.database.db);
    await runPayoutRound(engine());
    expect(provider.sends).toHaveLength(3);
    expect(new Set(provider.sends.map((s) => s.idempotencyKey))).toEqual(
      new Set([await keyOf(id)]),
    );
    expect((await queueRow(admin, id)).payout).toMatchObject({
      state: 'pending',
      providerPayoutId: 'pout_1',
    });
    // The member still reads Pending while the provider pays.
    expect((await withdrawalRow(t.database.db, id)).status).toBe('Pending');

    provider.settle(await keyOf(id), 'processed');
    const hook = provider.webhook(await keyOf(id));
    expect((await deliver('razorpayx', hook.raw, hook.headers)).statusCode).toBe(200);
    const paid = await withdrawalRow(t.database.db, id);
    expect(paid).toMatchObject({ status: 'Success', paymentReference: 'UTR1X' });
    expect(await payoutTransfers(id)).toContainEqual(
      expect.objectContaining({ kind: 'withdrawal_payout', amount: 60n * RUPEE }),
    );
    const [payout] = (await payoutTransfers(id)).filter((r) => r.kind === 'withdrawal_payout');
    expect(payout!.metadata).toMatchObject({ provider: 'razorpayx' });
    expect((await getMemberBalances(t.database.db, client.member.id)).withdrawable).toBe(
      40n * RUPEE,
    );
    await expectLedgerBalanced(t.database.db);
  });

  it('finds a payout whose create succeeded but timed out for us, and never pays it twice', async () => {
    provider.willSend('lost');
    const { id } = await sentWithdrawal();
    await runPayoutRound(engine());
    expect((await attemptsOf(t.database.db, id))[0]).toMatchObject({ state: 'sending' });
    await timePasses(t.database.db);
    await runPayoutRound(engine());
    expect(provider.sends).toHaveLength(1);
    expect((await attemptsOf(t.database.db, id))[0]).toMatchObject({
      state: 'pending',
      providerPayoutId: 'pout_1',
    });
    // Reconciliation then learns it was paid, without a webhook.
    provider.settle(await keyOf(id), 'processed');
    await timePasses(t.database.db);
    await runPayoutRound(engine());
    expect((await withdrawalRow(t.database.db, id)).status).toBe('Success');
    expect(provider.sends).toHaveLength(1);
    await expectLedgerBalanced(t.database.db);
  });

  it('records a payout whose process died between the provider answer and our commit', async () => {
    const { id } = await sentWithdrawal();
    const [attempt] = await attemptsOf(t.database.db, id);
    // Process A claims the attempt, counts its try and calls the provider, which takes the
    // payout; A dies before it records anything.
    const dying = engineFor(t, () => provider, 'process-a');
    const claimed = await claimAttempt(dying, attempt!.id, ['sending']);
    expect(claimed).not.toBeNull();
    await t.database.db
      .update(payoutAttempts)
      .set({ tries: 1 })
      .where(eq(payoutAttempts.id, attempt!.id));
    await provider.send({
      idempotencyKey: attempt!.idempotencyKey,
      referenceId: id,
      amountPaise: 6000,
      beneficiary: { name: 'A', email: null, phone: null, memberId: 'm' },
      destination: { kind: 'upi', vpa: 'asha@okaxis' },
      narration: 'Kamao payout',
    });
    // While A's lease holds, no other process touches the attempt.
    await runPayoutRound(engineFor(t, () => provider, 'process-b'));
    expect(provider.sends).toHaveLength(1);
    expect((await attemptsOf(t.database.db, id))[0]).toMatchObject({ state: 'sending' });

    await timePasses(t.database.db);
    await runPayoutRound(engineFor(t, () => provider, 'process-b'));
    expect(provider.sends).toHaveLength(1);
    expect((await attemptsOf(t.database.db, id))[0]).toMatchObject({ state: 'pending' });
    await expectLedgerBalanced(t.database.db);
  });

  it('never sends one withdrawal twice from two processes at once', async () => {
    const { id } = await sentWithdrawal();
    const second = await openSameDatabaseAgain(t.database);
    try {
      const a = engineFor(t, () => provider, 'process-a');
      const b = engineFor(t, () => provider, 'process-b', second.db);
      await Promise.all(Array.from({ length: 10 }, (_, i) => runPayoutRound(i % 2 === 0 ? a : b)));
      expect(provider.sends).toHaveLength(1);
      // The operator's second click, and many at once, make no second attempt either.
      const again = await Promise.all(Array.from({ length: 5 }, () => sendPayout(admin, id)));
      expect(again.map((r) => r.status)).toEqual([409, 409, 409, 409, 409]);
      expect(await attemptsOf(t.database.db, id)).toHaveLength(1);
    } finally {
      await second.close();
    }
    await expectLedgerBalanced(t.database.db);
  });

  it('sends two clicks at once as one attempt', async () => {
    const client = await memberWith(t, 100n);
    const id = await withdraw(t, client, 60);
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendPayout(admin, id)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await attemptsOf(t.database.db, id)).toHaveLength(1);
  });

  it('applies duplicated and out-of-order webhooks once and forward only', async () => {
    const { id, client } = await sentWithdrawal();
    await runPayoutRound(engine());
    const key = await keyOf(id);
    const pendingHook = provider.webhook(key);
    provider.settle(key, 'processed');
    const processedHook = provider.webhook(key);

    // processed arrives first, twice; the older "pending" arrives late.
    expect((await deliver('razorpayx', processedHook.raw, processedHook.headers)).statusCode).toBe(
      200,
    );
    expect((await deliver('razorpayx', processedHook.raw, processedHook.headers)).statusCode).toBe(
      200,
    );
    expect((await deliver('razorpayx', pendingHook.raw, pendingHook.headers)).statusCode).toBe(200);
    expect((await attemptsOf(t.database.db, id))[0]).toMatchObject({ state: 'processed' });
    expect((await withdrawalRow(t.database.db, id)).status).toBe('Success');
    const kept = await t.database.db
      .select()
      .from(payoutWebhookDeliveries)
      .where(eq(payoutWebhookDeliveries.withdrawalId, id));
    expect(kept).toHaveLength(2);
    expect(kept.every((row) => row.verified && row.appliedAt)).toBe(true);

    // Reversed later: the money comes back once, and a late "processed" changes nothing.
    provider.settle(key, 'reversed');
    const reversedHook = provider.webhook(key);
    await deliver('razorpayx', reversedHook.raw, reversedHook.headers);
    await deliver('razorpayx', reversedHook.raw, reversedHook.headers);
    provider.settle(key, 'processed');
    const lateHook = provider.webhook(key);
    await deliver('razorpayx', lateHook.raw, lateHook.headers);
    expect((await attemptsOf(t.database.db, id))[0]).toMatchObject({ state: 'reversed' });
    const reversed = await withdrawalRow(t.database.db, id);
    expect(reversed).toMatchObject({ status: 'Reject', remark: 'Beneficiary bank offline' });
    expect((await payoutTransfers(id)).filter((r) => r.kind === 'withdrawal_reversal')).toEqual([
      expect.objectContaining({ amount: 60n * RUPEE }),
    ]);
    expect((await getMemberBalances(t.database.db, client.member.id)).withdrawable).toBe(
      100n * RUPEE,
    );
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses forged and malformed webhooks with 400 and keeps them for the operator', async () => {
    const { id } = await sentWithdrawal();
    await runPayoutRound(engine());
    const key = await keyOf(id);
    provider.settle(key, 'processed');
    const forged = provider.webhook(key, 'evt_forged', 'not-the-secret');
    const forgedAnswer = await deliver('razorpayx', forged.raw, forged.headers);
    expect(forgedAnswer.statusCode).toBe(400);
    expect(forgedAnswer.json()).toEqual({ error_msg: 'Bad signature' });
    const malformed = await deliver('razorpayx', '{not json', signed('{not json'));
    expect(malformed.statusCode).toBe(400);
    expect((await withdrawalRow(t.database.db, id)).status).toBe('Pending');
    const refused = await t.database.db
      .select()
      .from(payoutWebhookDeliveries)
      .where(eq(payoutWebhookDeliveries.verified, false));
    expect(refused.map((row) => row.error)).toEqual(
      expect.arrayContaining(['Bad signature', 'The body is not JSON']),
    );
    expect(refused.some((row) => row.rawBody === '{not json')).toBe(true);
    // A webhook to a provider that is not connected is refused the same way.
    const cashfree = await deliver('cashfree', forged.raw, forged.headers);
    expect(cashfree.statusCode).toBe(400);
  });

  it('applies a webhook that arrives before our create call returned', async () => {
    const { id } = await sentWithdrawal();
    provider.duringSend = async (request) => {
      provider.settle(request.idempotencyKey, 'processed');
      const early = provider.webhook(request.idempotencyKey);
      expect((await deliver('razorpayx', early.raw, early.headers)).statusCode).toBe(200);
    };
    await runPayoutRound(engine());
    // The create call's own answer (pending, older news) came after and changed nothing.
    expect((await attemptsOf(t.database.db, id))[0]).toMatchObject({ state: 'processed' });
    expect((await withdrawalRow(t.database.db, id)).status).toBe('Success');
    await expectLedgerBalanced(t.database.db);
  });

  it('refunds a failed payout with the provider reason, then sends again under a new key', async () => {
    const { id, client } = await sentWithdrawal();
    await runPayoutRound(engine());
    provider.settle(await keyOf(id), 'failed', { reason: 'Beneficiary account closed' });
    await timePasses(t.database.db);
    await runPayoutRound(engine());
    expect(await withdrawalRow(t.database.db, id)).toMatchObject({
      status: 'Reject',
      remark: 'Beneficiary account closed',
    });
    expect((await getMemberBalances(t.database.db, client.member.id)).withdrawable).toBe(
      100n * RUPEE,
    );
    // Decided: it cannot be sent again.
    expect((await sendPayout(admin, id)).status).toBe(409);
    await expectLedgerBalanced(t.database.db);
  });

  it('leaves a refused payout pending for the operator, who may send it again under a new key', async () => {
    provider.willSend('refused');
    const { id } = await sentWithdrawal();
    await runPayoutRound(engine());
    expect((await queueRow(admin, id)).payout).toMatchObject({
      state: 'failed',
      reason: 'Invalid beneficiary VPA',
      attempts: 1,
    });
    expect((await withdrawalRow(t.database.db, id)).status).toBe('Pending');
    expect((await sendPayout(admin, id)).status).toBe(200);
    await runPayoutRound(engine());
    const attempts = await attemptsOf(t.database.db, id);
    expect(attempts.map((a) => a.state)).toEqual(['failed', 'pending']);
    expect(attempts[0]!.idempotencyKey).not.toBe(attempts[1]!.idempotencyKey);
    expect(provider.sends.map((s) => s.idempotencyKey)).toEqual(
      attempts.map((a) => a.idempotencyKey),
    );
    await expectLedgerBalanced(t.database.db);
  });

  it('pays whole paise and gives the fraction of a paisa back to the member', async () => {
    const client = await memberWith(t, 100n);
    const id = await withdraw(t, client, 60.005);
    expect((await sendPayout(admin, id)).status).toBe(200);
    await runPayoutRound(engine());
    expect(provider.sends.at(-1)!.amountPaise).toBe(6000);
    provider.settle(await keyOf(id), 'processed');
    await timePasses(t.database.db);
    await runPayoutRound(engine());
    expect((await withdrawalRow(t.database.db, id)).status).toBe('Success');
    const moved = await payoutTransfers(id);
    expect(moved.filter((r) => r.kind === 'withdrawal_payout')[0]!.amount).toBe(60_000n);
    expect(moved.filter((r) => r.kind === 'withdrawal_remainder')[0]!.amount).toBe(5n);
    expect((await getMemberBalances(t.database.db, client.member.id)).withdrawable).toBe(
      100n * RUPEE - 60_000n,
    );
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses a hand decision while the provider has the withdrawal', async () => {
    const { id } = await sentWithdrawal();
    const res = await admin.call('POST', `/api/admin/withdrawals/${id}/decision`, {
      status: 'Reject',
      remark: 'changed my mind',
    });
    expect(res.status).toBe(409);
    const open = await t.database.db
      .select()
      .from(payoutAttempts)
      .where(and(eq(payoutAttempts.withdrawalId, id), eq(payoutAttempts.state, 'sending')));
    expect(open).toHaveLength(1);
  });
});
