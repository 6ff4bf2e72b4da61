import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { ADMIN_BAN_ERRORS, type AdminMemberDetail } from '@kamao/contract/admin/members';
import { pathOf } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import {
  riskScores,
  riskSignals,
  users,
  withdrawalMethods,
  withdrawals,
} from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { earn } from '../../ledger/earn.ts';
import { buildMember } from '../../test/factories.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';

const RUPEE = 1000n;
const { memberDetail, memberList, memberRisk } = adminRoutes;
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

const pageOf = async (id: string) => admin.call('GET', pathOf(memberDetail, { id }));

describe(`the operator's page of a member on ${testEngine}`, () => {
  it('is for administrators, and answers 404 for no such member', async () => {
    const member = await signedInMember(t);
    expect((await member.call('GET', pathOf(memberDetail, { id: member.member.id }))).status).toBe(
      403,
    );
    expect(await pageOf('no-such-member')).toMatchObject({
      status: 404,
      body: { error_msg: ADMIN_BAN_ERRORS.notFound },
    });
  });

  it('shows the list row, earnings by source, withdrawals with the held ones, devices and risk', async () => {
    const client = await signedInMember(t, { withdrawable: 50n * RUPEE });
    const { member } = client;
    const policy = { referralRateBp: 1000 };
    await earn(t.database.db, member.id, 'ptc_ads', 100n * RUPEE, `view:${newId()}`, { policy });
    const referred = await buildMember(t.database.db, { referredBy: member.id });
    await earn(t.database.db, referred.id, 'click_short_link', 40n * RUPEE, `link:${newId()}`, {
      policy,
    });
    await t.database.db
      .update(users)
      .set({ withdrawalMethod: 'UPI', withdrawalAccountInformation: 'asha@okaxis' })
      .where(eq(users.id, member.id));
    for (const balance of [20, 30]) {
      const res = await client.call('POST', apiRoutes.withdraw.path, {
        obj: { balance, type: 'UPI' },
      });
      expect(res.status).toBe(200);
    }
    const [newest] = await t.database.db
      .update(withdrawals)
      .set({ heldAt: new Date(), heldReason: 'risk score 80' })
      .where(eq(withdrawals.amount, 30n * RUPEE))
      .returning({ id: withdrawals.id });

    // One phone shared with two other accounts, and a laptop of their own.
    const phone = `phone-${newId()}`;
    const laptop = `laptop-${newId()}`;
    const others = [await buildMember(t.database.db), await buildMember(t.database.db)];
    await t.database.db.insert(riskSignals).values([
      { userId: member.id, kind: 'device', value: phone, action: 'signup' },
      { userId: member.id, kind: 'device', value: phone, action: 'login' },
      { userId: member.id, kind: 'device', value: laptop, action: 'login' },
      ...others.map((o) => ({
        userId: o.id,
        kind: 'device' as const,
        value: phone,
        action: 'signup' as const,
      })),
    ]);
    await t.database.db.insert(riskScores).values({
      userId: member.id,
      score: 45,
      reasons: ['Same device as 2 accounts'],
      linked: others.map((o) => ({ id: o.id, via: ['device' as const] })),
    });

    const res = await pageOf(member.id);
    expect(res.status).toBe(200);
    const page = res.body as AdminMemberDetail;
    const list = await admin.call('GET', `${memberList.path}?q=${member.userName}`);
    expect(page.member).toEqual(list.body.members[0]);
    // ₹50 granted, ₹100 earned, ₹4 of referral income, ₹50 asked for.
    expect(page.member).toMatchObject({ withdrawable: 104, deposit: 0, debt: 0 });

    const earned = new Map(page.earningsBySource.map((e) => [e.source, e.amount]));
    expect(earned.get('ptc_ads')).toBe(100);
    expect(earned.get('referral_income')).toBe(4);
    expect(earned.get('click_short_link')).toBe(0);

    expect(page.withdrawals.map((w) => [w.balance, w.status, w.held])).toEqual([
      [30, 'Pending', true],
      [20, 'Pending', false],
    ]);
    expect(page.withdrawals[0]?._id).toBe(newest?.id);

    expect(page.devices).toHaveLength(2);
    const shared = page.devices.find((d) => d.accounts === 3);
    expect(shared?.device).toBe(`${phone.slice(0, 8)}…`);
    expect(page.devices.find((d) => d.accounts === 1)?.device).toBe(`${laptop.slice(0, 8)}…`);
    expect(JSON.stringify(page.devices)).not.toContain(phone);
    expect(Date.parse(shared!.firstSeenAt)).toBeLessThanOrEqual(Date.parse(shared!.lastSeenAt));

    const risk = await admin.call('GET', pathOf(memberRisk, { id: member.id }));
    expect(page.risk).toEqual(risk.body);
    expect(page.risk.score).toBe(45);
  });

  it('shows a member nobody scored and who never withdrew', async () => {
    const { member } = await signedInMember(t);
    const page = (await pageOf(member.id)).body as AdminMemberDetail;
    expect(page.withdrawals).toEqual([]);
    expect(page.devices).toEqual([]);
    expect(page.risk).toEqual({ score: 0, reasons: [], linked: [] });
    expect(page.earningsBySource.every((e) => e.amount === 0)).toBe(true);
  });
});
