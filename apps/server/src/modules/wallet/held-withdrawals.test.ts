import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { ADMIN_WITHDRAWAL_ERRORS, type AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { pathOf } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import {
  adminAuditLog,
  riskScores,
  users,
  withdrawalMethods,
  withdrawals,
} from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { twentyTogether } from '../../test/together.ts';
import { writeSetting } from '../settings/index.ts';
import { balanceSummary } from './balance-summary.ts';
import { presentBalanceSummary } from './presenters.ts';
import { holdPendingWithdrawals } from './withdrawal-holds.ts';

const RUPEE = 1000n;
const { withdrawalList, withdrawalDetails, withdrawalDecide, withdrawalBulkDecide } = adminRoutes;
const release = (id: string) => pathOf(adminRoutes.withdrawalRelease, { id });
let t: TestApp;
let admin: MemberClient;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInMember(t, { role: 'admin' });
  await t.database.db
    .insert(withdrawalMethods)
    .values({ id: newId(), name: 'UPI', minimumAmount: 50n * RUPEE });
});
afterAll(async () => {
  await t?.close();
});

/** A member with ₹100 and a bound method, with a risk score when one is given. */
async function member(score?: number) {
  const client = await signedInMember(t, { withdrawable: 100n * RUPEE });
  await t.database.db
    .update(users)
    .set({ withdrawalMethod: 'UPI', withdrawalAccountInformation: 'someone@okaxis' })
    .where(eq(users.id, client.member.id));
  if (score !== undefined) {
    await t.database.db.insert(riskScores).values({ userId: client.member.id, score });
  }
  return client;
}

/** The member asks for ₹60 and the operator's row of it. */
async function withdraw(client: MemberClient): Promise<AdminWithdrawal> {
  const res = await client.call('POST', apiRoutes.withdraw.path, {
    obj: { balance: 60, type: 'UPI' },
  });
  expect(res.status).toBe(200);
  const list = await admin.call(
    'GET',
    `${withdrawalList.path}?status=all&member=${client.member.userName}`,
  );
  return (list.body.withdrawals as AdminWithdrawal[])[0]!;
}

/** What the member's withdraw page reads, without the answer cache. */
const memberPage = async (memberId: string) =>
  presentBalanceSummary(await balanceSummary(t.database.db, memberId, 'en'));

const approve = (id: string) =>
  admin.call('POST', pathOf(withdrawalDecide, { id }), { status: 'Success' });

describe(`held withdrawals on ${testEngine}`, () => {
  it('holds a withdrawal asked for at the score rule, and only at it', async () => {
    await writeSetting(t.database.db, 'risk_hold_above_score', 70);
    const risky = await member(70);
    const held = await withdraw(risky);
    expect(held.status).toBe('Pending');
    expect(held.hold).toEqual({ reason: 'risk score 70', at: expect.any(String) });
    const below = await withdraw(await member(69));
    expect(below.hold).toBeNull();
    const details = await admin.call('GET', pathOf(withdrawalDetails, { id: held._id }));
    expect(details.body.withdrawal.hold.reason).toBe('risk score 70');
  });

  it('reads Pending to the member, exactly as an unheld one does', async () => {
    const client = await member();
    const withdrawal = await withdraw(client);
    const before = await memberPage(client.member.id);
    expect(await holdPendingWithdrawals(t.database.db, [client.member.id], 'checking')).toBe(1);
    expect(await memberPage(client.member.id)).toEqual(before);
    const record = before.msg.withdrawal_Records.find((r) => r._id === withdrawal._id);
    expect(record?.withdrawal_status).toBe('Pending');
  });

  it('refuses to pay a held withdrawal, one approval or many at once, until it is released', async () => {
    const client = await member(90);
    const withdrawal = await withdraw(client);
    const refused = await approve(withdrawal._id);
    expect(refused).toMatchObject({
      status: 409,
      body: { error_msg: ADMIN_WITHDRAWAL_ERRORS.held },
    });
    const free = await withdraw(await member());
    const bulk = await admin.call('POST', withdrawalBulkDecide.path, {
      ids: [withdrawal._id, free._id],
      status: 'Success',
    });
    expect(bulk.body.results).toEqual([
      { id: withdrawal._id, changed: false, error_msg: ADMIN_WITHDRAWAL_ERRORS.held },
      { id: free._id, changed: true },
    ]);
    const row = await rowOf(withdrawal._id);
    expect(row.status).toBe('Pending');

    const released = await admin.call('POST', release(withdrawal._id));
    expect(released.status).toBe(200);
    expect(released.body.withdrawal).toMatchObject({ _id: withdrawal._id, hold: null });
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'withdrawal.release'));
    expect(audit).toMatchObject({ target: withdrawal._id });
    expect(audit?.details).toMatchObject({ memberId: client.member.id, reason: 'risk score 90' });
    expect(await admin.call('POST', release(withdrawal._id))).toMatchObject({
      status: 409,
      body: { error_msg: ADMIN_WITHDRAWAL_ERRORS.notHeld },
    });
    expect((await approve(withdrawal._id)).status).toBe(200);
    await expectLedgerBalanced(t.database.db);
  });

  it('still rejects a held withdrawal, giving the money back', async () => {
    const client = await member(95);
    const withdrawal = await withdraw(client);
    const res = await admin.call('POST', pathOf(withdrawalDecide, { id: withdrawal._id }), {
      status: 'Reject',
      remark: 'Accounts on one phone',
    });
    expect(res.status).toBe(200);
    expect((await getMemberBalances(t.database.db, client.member.id)).withdrawable).toBe(
      100n * RUPEE,
    );
  });

  it('pays nothing of a held withdrawal under twenty approvals at once', async () => {
    const client = await member(99);
    const withdrawal = await withdraw(client);
    const answers = await twentyTogether(() => approve(withdrawal._id));
    expect(answers.every((a) => a.status === 409)).toBe(true);
    expect((await rowOf(withdrawal._id)).status).toBe('Pending');
    await expectLedgerBalanced(t.database.db);
  });

  it('settles a hold racing an approval with exactly one of them', async () => {
    for (let round = 0; round < 5; round += 1) {
      const client = await member();
      const withdrawal = await withdraw(client);
      const [approval, held] = await Promise.all([
        approve(withdrawal._id),
        holdPendingWithdrawals(t.database.db, [client.member.id], 'race'),
      ]);
      const row = await rowOf(withdrawal._id);
      if (held === 1) {
        expect(approval.status).toBe(409);
        expect(row).toMatchObject({ status: 'Pending', heldReason: 'race' });
      } else {
        expect(approval.status).toBe(200);
        expect(row).toMatchObject({ status: 'Success', heldAt: null });
      }
    }
    await expectLedgerBalanced(t.database.db);
  });
});

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row!;
}
