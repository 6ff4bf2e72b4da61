import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { PAYOUT_PROVIDER_ERRORS } from '@kamao/contract/admin/payout-provider';
import {
  adminAuditLog,
  payoutAttempts,
  payoutProviderConnection,
  riskScores,
} from '../../db/schema/index.ts';
import { createPayoutProvider } from '../../integrations/payouts/index.ts';
import type { PayoutProvider } from '../../integrations/payouts/payout-provider.ts';
import { kolkataDayStart, kolkataDate } from '../../lib/kolkata-time.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import {
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
import { ScriptedPayoutProvider } from '../../test/scripted-payout-provider.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { writeSetting } from '../settings/index.ts';
import { runPayoutRound } from './payout-driver.ts';

let t: TestApp;
let admin: MemberClient;
let scripted: ScriptedPayoutProvider;
// The demo is the real client, settling at once so a test need not wait its few seconds.
const providerFor = (connection: Parameters<typeof createPayoutProvider>[0]): PayoutProvider =>
  connection.provider === 'demo'
    ? createPayoutProvider(connection, { demoSettleAfterMs: 0 })
    : scripted;
const engine = () =>
  engineFor(t, () => {
    throw new Error('unused');
  });

beforeAll(async () => {
  t = await buildTestApp(
    { PUBLIC_ORIGIN: 'https://kamao.example' },
    { payoutProviders: providerFor },
  );
  admin = await signedInMember(t, { role: 'admin' });
  await addMethods(t.database.db);
});
beforeEach(() => {
  scripted = new ScriptedPayoutProvider('razorpayx', ['upi', 'bank']);
});
afterAll(async () => {
  await t?.close();
});

/** The engine as the app's own processes build it (the app's provider factory). */
const appEngine = () => ({ ...engine(), providers: providerFor });
const round = () => runPayoutRound(appEngine());

describe(`the operator's payout provider on ${testEngine}`, () => {
  it('keeps secrets write-only and sealed, and answers the webhook URL to register', async () => {
    const first = await admin.call('GET', adminRoutes.payoutProviderGet.path);
    expect(first.body).toMatchObject({
      provider: 'manual',
      webhookUrl: null,
      keySecretSaved: false,
    });

    const missing = await admin.call('PUT', adminRoutes.payoutProviderPut.path, {
      provider: 'razorpayx',
      keyId: 'rzp_test_key',
      accountNumber: '2323230000000001',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error_msg).toBe(PAYOUT_PROVIDER_ERRORS.missingSetting('the key secret'));

    const saved = await connect(admin, {
      keySecret: 'very-secret-key',
      webhookSecret: 'hook-secret',
    });
    expect(saved).toMatchObject({
      provider: 'razorpayx',
      keySecretSaved: true,
      webhookSecretSaved: true,
      publicKeySaved: false,
      webhookUrl: 'https://kamao.example/webhooks/razorpayx',
    });
    const read = await admin.call('GET', adminRoutes.payoutProviderGet.path);
    expect(JSON.stringify(read.body)).not.toMatch(/very-secret-key|hook-secret/);
    const [row] = await t.database.db.select().from(payoutProviderConnection);
    expect(row!.keySecretSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toMatch(/very-secret-key|hook-secret/);
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'payout_provider.update'))
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(JSON.stringify(audit!.details)).not.toMatch(/very-secret-key|hook-secret/);

    // A PUT without the secrets keeps the saved ones.
    const kept = await admin.call('PUT', adminRoutes.payoutProviderPut.path, {
      provider: 'razorpayx',
      keyId: 'rzp_test_key2',
      accountNumber: '2323230000000001',
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ keyId: 'rzp_test_key2', keySecretSaved: true });
    const [after] = await t.database.db.select().from(payoutProviderConnection);
    expect(after!.keySecretSealed).toBe(row!.keySecretSealed);
  });

  it('refuses to send what it must not, item by item in bulk', async () => {
    await admin.call('PUT', adminRoutes.payoutProviderPut.path, { provider: 'manual' });
    const client = await memberWith(t, 100n);
    const id = await withdraw(t, client, 60);
    const manual = await sendPayout(admin, id);
    expect(manual).toMatchObject({
      status: 409,
      body: { error_msg: PAYOUT_PROVIDER_ERRORS.noProvider },
    });

    await connect(admin);
    const paytm = await memberWith(t, 100n, 'Paytm');
    const paytmId = await withdraw(t, paytm, 60, 'Paytm');
    await writeSetting(t.database.db, 'risk_hold_above_score', 70);
    const risky = await memberWith(t, 100n);
    await t.database.db.insert(riskScores).values({ userId: risky.member.id, score: 90 });
    const heldId = await withdraw(t, risky, 60);
    const bank = await memberWith(t, 100n, 'Bank');
    const bankId = await withdraw(t, bank, 60, 'Bank');

    const bulk = await admin.call('POST', adminRoutes.withdrawalBulkPayout.path, {
      ids: [id, paytmId, heldId, bankId, id, 'nosuchid'],
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.results).toEqual([
      { id, sent: true },
      { id: paytmId, sent: false, error_msg: PAYOUT_PROVIDER_ERRORS.methodNotPayable },
      { id: heldId, sent: false, error_msg: PAYOUT_PROVIDER_ERRORS.held },
      { id: bankId, sent: true },
      { id: 'nosuchid', sent: false, error_msg: 'Withdrawal not found' },
    ]);
    expect((await sendPayout(admin, id)).body.error_msg).toBe(PAYOUT_PROVIDER_ERRORS.alreadySent);
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'withdrawal.bulk_payout'));
    expect(audit).toBeDefined();
    // The Paytm withdrawal stays in the manual queue: the operator pays it by hand.
    const paid = await admin.call('POST', `/api/admin/withdrawals/${paytmId}/decision`, {
      status: 'Success',
      paymentReference: 'UTR123',
    });
    expect(paid.status).toBe(200);

    await round();
    expect(scripted.sends.map((s) => s.destination)).toEqual([
      { kind: 'upi', vpa: 'asha@okaxis' },
      { kind: 'bank', accountNumber: '123456789012', ifsc: 'HDFC0001234' },
    ]);
    await expectLedgerBalanced(t.database.db);
  });

  it('pays through the demo provider and reverses a UPI id ending in @fail', async () => {
    await admin.call('PUT', adminRoutes.payoutProviderPut.path, { provider: 'demo' });
    const good = await memberWith(t, 100n);
    const bad = await memberWith(t, 100n, 'UPI', 'someone@fail');
    const goodId = await withdraw(t, good, 60);
    const badId = await withdraw(t, bad, 60);
    for (const id of [goodId, badId]) expect((await sendPayout(admin, id)).status).toBe(200);
    await round();
    expect((await queueRow(admin, goodId)).payout).toMatchObject({
      provider: 'demo',
      state: 'pending',
    });
    await timePasses(t.database.db);
    await round();
    const paid = await queueRow(admin, goodId);
    expect(paid.status).toBe('Success');
    expect(paid.payout).toMatchObject({ state: 'processed' });
    expect(paid.paymentReference).toBe(paid.payout!.utr);
    const reversed = await withdrawalRow(t.database.db, badId);
    expect(reversed.status).toBe('Reject');
    expect(reversed.remark).toContain('@fail');
    await expectLedgerBalanced(t.database.db);
  });

  it('auto pays a withdrawal below its amount when it is requested, never a held one', async () => {
    await connect(admin, { autoPay: true, autoPayBelow: 50 });
    const small = await memberWith(t, 100n);
    const smallId = await withdraw(t, small, 40);
    const large = await memberWith(t, 100n);
    const largeId = await withdraw(t, large, 60);
    const risky = await memberWith(t, 100n);
    await writeSetting(t.database.db, 'risk_hold_above_score', 70);
    await t.database.db.insert(riskScores).values({ userId: risky.member.id, score: 95 });
    const heldId = await withdraw(t, risky, 40);
    await round();
    expect(await attemptsOf(t.database.db, smallId)).toMatchObject([
      { state: 'pending', sentBy: null },
    ]);
    expect(await attemptsOf(t.database.db, largeId)).toEqual([]);
    expect(await attemptsOf(t.database.db, heldId)).toEqual([]);
    expect(scripted.sends.map((s) => s.referenceId)).toEqual([smallId]);
    await connect(admin, { autoPay: false });
  });

  it('holds payouts past the daily cap until the next Indian day', async () => {
    await t.database.db.delete(payoutAttempts).where(eq(payoutAttempts.state, 'waiting'));
    await connect(admin, { dailyCap: 100 });
    const before = (await admin.call('GET', adminRoutes.payoutProviderGet.path)).body.paidToday;
    // Today's earlier payouts in this file count towards the cap; start the day afresh.
    await t.database.db
      .update(payoutAttempts)
      .set({ sentAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) });
    expect(before).toBeGreaterThan(0);
    const one = await memberWith(t, 100n);
    const two = await memberWith(t, 100n);
    const firstId = await withdraw(t, one, 60);
    const secondId = await withdraw(t, two, 60);
    expect((await sendPayout(admin, firstId)).body.withdrawal.payout.state).toBe('sending');
    const waiting = (await sendPayout(admin, secondId)).body.withdrawal.payout;
    expect(waiting.state).toBe('waiting');
    const [attempt] = await attemptsOf(t.database.db, secondId);
    const tomorrow = kolkataDayStart(kolkataDate(new Date(Date.now() + 24 * 60 * 60 * 1000)));
    expect(attempt!.sendAfter).toEqual(tomorrow);
    const settings = await admin.call('GET', adminRoutes.payoutProviderGet.path);
    expect(settings.body).toMatchObject({ paidToday: 60, dailyCap: 100, capReached: false });
    const overview = async () =>
      (await admin.call('GET', adminRoutes.overview.path)).body.waitingForPayoutCap;
    expect(await overview()).toEqual({ count: 1, total: 60 });

    await round();
    expect(scripted.sends.map((s) => s.referenceId)).toEqual([firstId]);
    // The next Indian day: the first payout counts for yesterday, the second goes.
    await t.database.db
      .update(payoutAttempts)
      .set({ sentAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(payoutAttempts.withdrawalId, firstId));
    await t.database.db
      .update(payoutAttempts)
      .set({ sendAfter: new Date(Date.now() - 1000), nextTryAt: new Date(Date.now() - 1000) })
      .where(eq(payoutAttempts.withdrawalId, secondId));
    await round();
    expect(scripted.sends.map((s) => s.referenceId)).toEqual([firstId, secondId]);
    expect(await overview()).toEqual({ count: 0, total: 0 });
    await connect(admin, { dailyCap: null });
    await expectLedgerBalanced(t.database.db);
  });
});
