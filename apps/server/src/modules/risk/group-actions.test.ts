import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { RISK_ERRORS } from '@kamao/contract/admin/risk';
import { pathOf } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import {
  adminAuditLog,
  riskScores,
  riskSignals,
  users,
  withdrawalMethods,
} from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { buildMember } from '../../test/factories.ts';
import { getMemberBalances, getMemberDebt } from '../../ledger/balances.ts';
import { earn } from '../../ledger/earn.ts';
import { memberWallet, systemAccount } from '../../ledger/kinds.ts';
import { postMovement } from '../../ledger/post-movement.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { rescoreAround } from './rescore-job.ts';

const RUPEE = 1000n;
const { riskGroupHold, riskGroupBan, riskGroupTakeBackReferrals, withdrawalList } = adminRoutes;
let t: TestApp;
let admin: MemberClient;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInMember(t, { role: 'admin' });
  await t.database.db
    .insert(withdrawalMethods)
    .values({ id: newId(), name: 'UPI', minimumAmount: 10n * RUPEE });
});
afterAll(async () => {
  await t?.close();
});

/**
 * A farm on one phone: a referrer and two accounts they brought, and an administrator who once
 * logged in on that phone. Outside it, a member the referrer brought honestly.
 */
async function farm() {
  const device = `dev-${newId()}`;
  const referrer = await signedInMember(t);
  const referred = [
    await signedInMember(t, { referredBy: referrer.member.id, withdrawable: 100n * RUPEE }),
    await signedInMember(t, { referredBy: referrer.member.id }),
  ];
  const operator = await signedInMember(t, { role: 'admin' });
  const outsider = await signedInMember(t, { referredBy: referrer.member.id });
  const inFarm = [referrer, ...referred, operator];
  await t.database.db.insert(riskSignals).values(
    inFarm.map((client) => ({
      userId: client.member.id,
      kind: 'device' as const,
      value: device,
      action: 'login' as const,
    })),
  );
  await rescoreAround(t.database.db, referrer.member.id);
  const [score] = await t.database.db
    .select({ groupId: riskScores.groupId })
    .from(riskScores)
    .where(eq(riskScores.userId, referrer.member.id));
  return { groupId: score!.groupId!, referrer, referred, operator, outsider };
}

const path = (route: typeof riskGroupHold | typeof riskGroupTakeBackReferrals, id: string) =>
  pathOf(route, { id });

/** A member earns from a PTC view, paying their referrer 10 % (paid even though linked). */
const earnView = (memberId: string, rupees: bigint) =>
  earn(t.database.db, memberId, 'ptc_ads', rupees * RUPEE, `view:${newId()}`, {
    policy: { referralRateBp: 1000, linkedReferralIncome: true },
  });

async function withdrawalOf(client: MemberClient): Promise<AdminWithdrawal> {
  await t.database.db
    .update(users)
    .set({ withdrawalMethod: 'UPI', withdrawalAccountInformation: 'farm@okaxis' })
    .where(eq(users.id, client.member.id));
  const res = await client.call('POST', apiRoutes.withdraw.path, {
    obj: { balance: 20, type: 'UPI' },
  });
  expect(res.status).toBe(200);
  const list = await admin.call(
    'GET',
    `${withdrawalList.path}?status=all&member=${client.member.userName}`,
  );
  return (list.body.withdrawals as AdminWithdrawal[])[0]!;
}

/** The latest audit row of the action (rows come back in no set order without one). */
const auditOf = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, action))
      .orderBy(asc(adminAuditLog.id))
  ).at(-1);

describe(`the operator's actions on a risk group on ${testEngine}`, () => {
  it('answers 404 for a group that does not exist, and asks for the reason of a ban', async () => {
    for (const route of [riskGroupHold, riskGroupTakeBackReferrals]) {
      expect(await admin.call('POST', path(route, 'no-such-group'))).toMatchObject({
        status: 404,
        body: { error_msg: RISK_ERRORS.groupNotFound },
      });
    }
    const { groupId } = await farm();
    const noReason = await admin.call('POST', pathOf(riskGroupBan, { id: groupId }), {});
    expect(noReason.status).toBe(400);
    const member = await signedInMember(t);
    expect((await member.call('POST', path(riskGroupHold, groupId))).status).toBe(403);
  });

  it("holds the group's pending withdrawals once, under parallel calls", async () => {
    const { groupId, referred, outsider } = await farm();
    const withdrawal = await withdrawalOf(referred[0]!);
    await t.database.db
      .update(users)
      .set({ withdrawalMethod: 'UPI', withdrawalAccountInformation: 'own@okaxis' })
      .where(eq(users.id, outsider.member.id));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => admin.call('POST', path(riskGroupHold, groupId))),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + (a.body.held as number), 0)).toBe(1);
    expect((await admin.call('POST', path(riskGroupHold, groupId))).body).toEqual({ held: 0 });
    const list = await admin.call(
      'GET',
      `${withdrawalList.path}?member=${referred[0]!.member.userName}`,
    );
    expect(list.body.withdrawals[0]).toMatchObject({
      _id: withdrawal._id,
      status: 'Pending',
      hold: { reason: 'risk group held by the operator' },
    });
    const audit = await auditOf('risk.group_hold');
    expect(audit).toMatchObject({ target: groupId });
    expect(audit?.details).toMatchObject({ held: 0 });
  });

  it('bans its members with one reason, ending their sessions, never an administrator', async () => {
    const { groupId, referrer, referred, operator, outsider } = await farm();
    // An account of the group deleted since: left as it is, and the others are still banned.
    const deleted = await buildMember(t.database.db);
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, deleted.id));
    await t.database.db.insert(riskScores).values({ userId: deleted.id, groupId });
    const ban = (reason: string) =>
      admin.call('POST', pathOf(riskGroupBan, { id: groupId }), { reason });
    const res = await ban('Three accounts on one phone');
    expect(res).toMatchObject({ status: 200, body: { banned: 3 } });
    for (const client of [referrer, ...referred]) {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, client.member.id));
      expect(row?.status).toBe('banned');
      expect((await client.call('GET', apiRoutes.userBalanceData.path)).status).not.toBe(200);
    }
    for (const client of [operator, outsider]) {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, client.member.id));
      expect(row?.status).toBe('active');
    }
    expect((await ban('Again')).body).toEqual({ banned: 0 });
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'risk.group_ban'));
    expect(audit.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ reason: 'Three accounts on one phone', banned: 3 }),
    );
  });

  it('takes back referral income earned inside the group once, what was spent becoming debt', async () => {
    const { groupId, referrer, referred, outsider } = await farm();
    const referrerId = referrer.member.id;
    await earnView(referred[0]!.member.id, 100n); // ₹10 to the referrer, inside the group
    await earnView(referred[1]!.member.id, 50n); // ₹5, inside
    await earnView(outsider.member.id, 100n); // ₹10 from an honest referral: kept
    // The referrer spends ₹20 of their ₹25.
    await postMovement(t.database.db, [
      {
        kind: 'conversion_fee',
        from: memberWallet(referrerId, 'withdrawable'),
        to: systemAccount('fees'),
        amount: 20n * RUPEE,
        key: `spent:${referrerId}`,
      },
    ]);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        admin.call('POST', path(riskGroupTakeBackReferrals, groupId)),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const sum = (key: 'takenBack' | 'debt') =>
      answers.reduce((total, a) => total + (a.body[key] as number), 0);
    expect(sum('takenBack')).toBe(15);
    expect(sum('debt')).toBe(10);
    expect((await getMemberBalances(t.database.db, referrerId)).withdrawable).toBe(0n);
    expect(await getMemberDebt(t.database.db, referrerId)).toBe(10n * RUPEE);
    await expectLedgerBalanced(t.database.db);

    // A replay takes nothing; the referrer's next earning settles the debt first.
    expect((await admin.call('POST', path(riskGroupTakeBackReferrals, groupId))).body).toEqual({
      takenBack: 0,
      debt: 0,
    });
    await earnView(outsider.member.id, 50n);
    expect(await getMemberDebt(t.database.db, referrerId)).toBe(5n * RUPEE);
    await expectLedgerBalanced(t.database.db);
    const audit = await auditOf('risk.group_take_back');
    expect(audit?.details).toMatchObject({ takenBack: 0, debt: 0 });
  });
});
