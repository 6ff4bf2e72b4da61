import { ADMIN_WITHDRAWAL_ERRORS } from '@kamao/contract/admin/payouts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { users, withdrawalMethods, withdrawals } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { getMemberBalances, sumMemberTransfers } from '../../ledger/balances.ts';
import { buildMember } from '../../test/factories.ts';
import { createTestDatabase, testEngine } from '../../test/test-database.ts';
import { listPaymentProofs } from '../site/index.ts';
import { balanceSummary } from './balance-summary.ts';
import { presentBalanceSummary } from './presenters.ts';
import { decideWithdrawal } from './withdrawal-decision.ts';
import { requestWithdrawal } from './withdrawal.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';

const RUPEE = 1000n;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(withdrawalMethods)
    .values({ id: newId(), name: 'UPI', minimumAmount: 50n * RUPEE });
});
afterAll(async () => {
  await database?.close();
});

/** A member with ₹100 withdrawable who asked to withdraw ₹60. */
async function pendingWithdrawal() {
  const member = await buildMember(database.db, { withdrawable: 100n * RUPEE });
  await database.db
    .update(users)
    .set({ withdrawalMethod: 'UPI', withdrawalAccountInformation: 'me@upi' })
    .where(eq(users.id, member.id));
  const { id } = await requestWithdrawal(database.db, member.id, { balance: 60, type: 'UPI' });
  return { member, id };
}

const statusOf = async (id: string) =>
  (await database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe(`the operator's withdrawal decision on ${testEngine}`, () => {
  it('pays a Success out and shows it on the payment proof page', async () => {
    const { member, id } = await pendingWithdrawal();
    const admin = await buildMember(database.db, { role: 'admin' });
    const result = await decideWithdrawal(database.db, {
      withdrawalId: id,
      status: 'Success',
      remark: '',
      adminId: admin.id,
    });
    expect(result).toEqual({
      changed: true,
      status: 'Success',
      memberId: member.id,
      amount: 60n * RUPEE,
    });
    const row = await statusOf(id);
    expect(row).toMatchObject({ status: 'Success', remark: null, decidedBy: admin.id });
    expect(row.decidedAt).toBeInstanceOf(Date);
    const summary = presentBalanceSummary(await balanceSummary(database.db, member.id, 'en')).msg;
    expect(summary).toMatchObject({
      withdrawable_amount: 40,
      pending_withdrawal_amount: 0,
      total_withdrawal_amount: 60,
    });
    expect(summary.withdrawal_Records[0]).toMatchObject({ _id: id, withdrawal_status: 'Success' });
    expect((await listPaymentProofs(database.db))[0]).toEqual({
      paidAt: row.decidedAt,
      userName: member.userName,
      method: 'UPI',
      amount: 60n * RUPEE,
      paymentReference: null,
    });
    await expectLedgerBalanced(database.db);
  });

  it('gives a Reject back to the member with the remark', async () => {
    const { member, id } = await pendingWithdrawal();
    await decideWithdrawal(database.db, {
      withdrawalId: id,
      status: 'Reject',
      remark: '  Wrong UPI ID ',
      adminId: 'admin-1',
    });
    const summary = presentBalanceSummary(await balanceSummary(database.db, member.id, 'en')).msg;
    expect(summary).toMatchObject({
      withdrawable_amount: 100,
      pending_withdrawal_amount: 0,
      total_withdrawal_amount: 0,
    });
    expect(summary.withdrawal_Records[0]).toMatchObject({
      withdrawal_status: 'Reject',
      remark: 'Wrong UPI ID',
    });
    expect((await listPaymentProofs(database.db)).some((p) => p.userName === member.userName)).toBe(
      false,
    );
    await expectLedgerBalanced(database.db);
  });

  it('changes nothing on a second click and refuses the opposite decision afterwards', async () => {
    const { member, id } = await pendingWithdrawal();
    const decide = (status: 'Success' | 'Reject') =>
      decideWithdrawal(database.db, { withdrawalId: id, status, remark: 'x', adminId: 'a' });
    expect((await decide('Reject')).changed).toBe(true);
    expect((await decide('Reject')).changed).toBe(false);
    const refused = await errorOf(decide('Success'));
    expect([refused.statusCode, refused.errorMsg]).toEqual([
      409,
      ADMIN_WITHDRAWAL_ERRORS.alreadyDecided,
    ]);
    expect((await getMemberBalances(database.db, member.id)).withdrawable).toBe(100n * RUPEE);
    expect(await sumMemberTransfers(database.db, member.id, ['withdrawal_refund'])).toBe(
      60n * RUPEE,
    );
    await expectLedgerBalanced(database.db);
  });

  it('keeps a reference with a Success only, and the database refuses one of the wrong shape', async () => {
    const { member, id } = await pendingWithdrawal();
    // The database's CHECK holds even for a caller that skipped the contract's schema; the
    // whole decision rolls back with it.
    await expect(
      decideWithdrawal(database.db, {
        withdrawalId: id,
        status: 'Success',
        paymentReference: 'UTR 12; drop',
        adminId: 'a',
      }),
    ).rejects.toThrow();
    expect(await statusOf(id)).toMatchObject({ status: 'Pending', paymentReference: null });
    expect(await sumMemberTransfers(database.db, member.id, ['withdrawal_payout'])).toBe(0n);

    await decideWithdrawal(database.db, {
      withdrawalId: id,
      status: 'Success',
      paymentReference: ' 412345678901 ',
      adminId: 'a',
    });
    expect((await statusOf(id)).paymentReference).toBe('412345678901');
    const rejected = await pendingWithdrawal();
    await decideWithdrawal(database.db, {
      withdrawalId: rejected.id,
      status: 'Reject',
      remark: 'r',
      paymentReference: 'IGNORED-123',
      adminId: 'a',
    });
    expect((await statusOf(rejected.id)).paymentReference).toBeNull();
    await expectLedgerBalanced(database.db);
  });

  it('answers an unknown withdrawal with not found', async () => {
    const missing = await errorOf(
      decideWithdrawal(database.db, { withdrawalId: 'nope', status: 'Success', adminId: 'a' }),
    );
    expect([missing.statusCode, missing.errorMsg]).toEqual([404, ADMIN_WITHDRAWAL_ERRORS.notFound]);
  });

  it('ends an approve and a reject racing each other in exactly one outcome', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { member, id } = await pendingWithdrawal();
      const outcomes = await Promise.allSettled(
        (['Success', 'Reject', 'Success', 'Reject'] as const).map((status) =>
          decideWithdrawal(database.db, { withdrawalId: id, status, remark: 'r', adminId: 'a' }),
        ),
      );
      const changed = outcomes.filter((o) => o.status === 'fulfilled' && o.value.changed);
      expect(changed).toHaveLength(1);
      const { status } = await statusOf(id);
      for (const o of outcomes) {
        if (o.status === 'fulfilled') expect(o.value.status).toBe(status);
        else expect((o.reason as AppError).errorMsg).toBe(ADMIN_WITHDRAWAL_ERRORS.alreadyDecided);
      }
      const [paid, refunded] = await Promise.all([
        sumMemberTransfers(database.db, member.id, ['withdrawal_payout']),
        sumMemberTransfers(database.db, member.id, ['withdrawal_refund']),
      ]);
      const withdrawable = (await getMemberBalances(database.db, member.id)).withdrawable;
      if (status === 'Success') {
        expect([paid, refunded, withdrawable]).toEqual([60n * RUPEE, 0n, 40n * RUPEE]);
      } else {
        expect([paid, refunded, withdrawable]).toEqual([0n, 60n * RUPEE, 100n * RUPEE]);
      }
    }
    await expectLedgerBalanced(database.db);
  });
});
