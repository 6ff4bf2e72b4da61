import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
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
import { buildMember } from '../../test/factories.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { writeSetting } from '../settings/index.ts';
import { rescoreAround } from './rescore-job.ts';

const RUPEE = 1000n;
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

/** A member with ₹100 and a bound method who asked for ₹60, and the operator's row of it. */
async function memberWithWithdrawal() {
  const client = await signedInMember(t, { withdrawable: 100n * RUPEE });
  await t.database.db
    .update(users)
    .set({ withdrawalMethod: 'UPI', withdrawalAccountInformation: 'someone@okaxis' })
    .where(eq(users.id, client.member.id));
  const res = await client.call('POST', apiRoutes.withdraw.path, {
    obj: { balance: 60, type: 'UPI' },
  });
  expect(res.status).toBe(200);
  const list = await admin.call(
    'GET',
    `${adminRoutes.withdrawalList.path}?status=all&member=${client.member.userName}`,
  );
  return { client, withdrawal: (list.body.withdrawals as AdminWithdrawal[])[0]! };
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row!;
}

describe(`the automatic hold at a risk score on ${testEngine}`, () => {
  it("holds a member's pending withdrawals when their score rises to the rule, once", async () => {
    await writeSetting(t.database.db, 'risk_hold_above_score', 70);
    const { client, withdrawal } = await memberWithWithdrawal();
    expect(withdrawal.hold).toBeNull();
    // Two other accounts on the member's phone and one sharing their UPI id: 45 + 45 points.
    const others = [await buildMember(t.database.db), await buildMember(t.database.db)];
    const device = `dev-${newId()}`;
    const upi = `upi:${newId()}@okaxis`;
    await t.database.db.insert(riskSignals).values([
      { userId: client.member.id, kind: 'device', value: device, action: 'login' },
      { userId: client.member.id, kind: 'payoutAccount', value: upi, action: 'payoutAccount' },
      ...others.map((o) => ({
        userId: o.id,
        kind: 'device' as const,
        value: device,
        action: 'login' as const,
      })),
      { userId: others[0]!.id, kind: 'payoutAccount', value: upi, action: 'payoutAccount' },
    ]);
    await rescoreAround(t.database.db, client.member.id);
    const row = await rowOf(withdrawal._id);
    const [score] = await t.database.db
      .select()
      .from(riskScores)
      .where(eq(riskScores.userId, client.member.id));
    expect(score!.score).toBeGreaterThanOrEqual(70);
    expect(row).toMatchObject({ status: 'Pending', heldReason: `risk score ${score!.score}` });

    // The member reads Pending and nothing of the hold.
    const page = await client.call('GET', apiRoutes.userBalanceData.path);
    expect(page.body.msg.withdrawal_Records[0]).toMatchObject({
      _id: withdrawal._id,
      withdrawal_status: 'Pending',
    });
    expect(JSON.stringify(page.body)).not.toMatch(/held|risk/i);

    // Released by the operator, it stays released while the score stays high.
    expect((await admin.call('POST', release(withdrawal._id))).status).toBe(200);
    await rescoreAround(t.database.db, client.member.id);
    expect((await rowOf(withdrawal._id)).heldAt).toBeNull();
  });
});
