import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { pathOf } from '@kamao/contract/api-route';
import { riskScores, users, withdrawalMethods } from '../../db/schema/index.ts';
import { earn } from '../../ledger/earn.ts';
import { newId } from '../../lib/ids.ts';
import { sendContactMessage } from '../../test/contact-message.ts';
import { startFakeAdLinkFly, type FakeAdLinkFly } from '../../test/fake-adlinkfly.ts';
import { buildMember } from '../../test/factories.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { md5Postback } from '../../test/postbacks.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { decideWithdrawal, holdPendingWithdrawals, requestWithdrawal } from '../wallet/index.ts';

const RUPEE = 1000n;
const NETWORK_IP = '203.0.113.7';
let t: TestApp;
let fake: FakeAdLinkFly;
let admin: MemberClient;

beforeAll(async () => {
  [t, fake] = await Promise.all([buildTestApp(), startFakeAdLinkFly()]);
  admin = await signedInMember(t, { role: 'admin' });
  await t.database.db
    .insert(withdrawalMethods)
    .values({ id: newId(), name: 'UPI', minimumAmount: 50n * RUPEE });
});
afterAll(async () => {
  await Promise.all([t?.close(), fake?.stop()]);
});

const overview = async () => {
  const answer = await admin.call('GET', adminRoutes.overview.path);
  expect(answer.status).toBe(200);
  return answer.body;
};

/** A member with ₹100 withdrawable who asked to withdraw `rupees` by UPI. */
async function withdrawalOf(rupees: number) {
  const member = await buildMember(t.database.db, { withdrawable: 100n * RUPEE });
  await t.database.db
    .update(users)
    .set({ withdrawalMethod: 'UPI', withdrawalAccountInformation: 'me@upi' })
    .where(eq(users.id, member.id));
  const { id } = await requestWithdrawal(t.database.db, member.id, {
    balance: rupees,
    type: 'UPI',
  });
  return { member, id };
}

describe(`the console overview on ${testEngine}`, () => {
  it('is for operators only', async () => {
    const member = await signedInMember(t);
    expect((await member.call('GET', adminRoutes.overview.path)).status).toBe(403);
  });

  it('counts today and what waits from what happened', async () => {
    const db = t.database.db;
    // The member signed in above is one member who joined and was active today.
    const earner = await signedInMember(t);
    await earn(db, earner.member.id, 'ptc_ads', 2_500n, `overview-test:${newId()}`, {
      policy: { referralRateBp: 0 },
    });
    await withdrawalOf(60);
    const held = await withdrawalOf(70);
    await holdPendingWithdrawals(db, [held.member.id], 'risk score 90');
    const paid = await withdrawalOf(55);
    await decideWithdrawal(db, {
      withdrawalId: paid.id,
      status: 'Success',
      adminId: admin.member.id,
      paymentReference: 'UTR-1',
    });
    expect((await sendContactMessage(t)).statusCode).toBe(200);
    // One member scored at the hold rule, in a group nobody reviewed.
    await db
      .insert(riskScores)
      .values({ userId: held.member.id, score: 90, groupId: held.member.id });

    expect(await overview()).toEqual({
      // The plain member, the earner and the three who withdrew; the operator is not counted.
      joinedToday: 5,
      // The two with a session, and the three whose money moved (a grant, then a withdrawal).
      activeToday: 5,
      earnedToday: 2.5,
      paidToday: { count: 1, total: 55 },
      pendingWithdrawals: { count: 2, total: 130 },
      heldWithdrawals: { count: 1, total: 70 },
      waitingForPayoutCap: { count: 0, total: 0 },
      unansweredMessages: 1,
      risk: { unreviewedGroups: 1, membersAtHoldScore: 1, holdScore: 70 },
      failingShorteners: [],
      failingOfferWalls: [],
    });
  });

  it('lists a shortener while its API refuses, and no more once it answers', async () => {
    const created = await admin.call('POST', adminRoutes.shortenerCreate.path, {
      name: 'Fake Fly',
      domain: new URL(fake.origin).host,
      apiUrl: fake.apiUrl,
      apiKey: fake.apiKey,
      reward: 0.3,
      clicksPerDay: 5,
    });
    expect(created.status).toBe(200);
    const test = pathOf(adminRoutes.shortenerTest, { id: created.body.shortener._id });
    fake.setMode('error-string');
    expect((await admin.call('POST', test)).body.ok).toBe(false);
    const failing = (await overview()).failingShorteners;
    // A failed test takes it off the members' list at once.
    expect(failing).toEqual([
      expect.objectContaining({ id: created.body.shortener._id, name: 'Fake Fly', offList: true }),
    ]);
    expect(failing[0].failure).not.toBe('');
    fake.setMode('ok');
    expect((await admin.call('POST', test)).body.ok).toBe(true);
    expect((await overview()).failingShorteners).toEqual([]);
  });

  it('lists a task wall whose latest postback was refused', async () => {
    const created = await admin.call('POST', adminRoutes.offerWallCreate.path, {
      name: 'Wall A',
      slug: 'wall-a',
      urlTemplate: 'https://wall.example.com/offers?uid={userId}',
      scheme: 'md5',
      secret: 'secret-wall-a-abcd-efgh',
      allowedIps: [NETWORK_IP],
    });
    expect(created.status).toBe(200);
    const member = await buildMember(t.database.db);
    const forged = md5Postback('wall-a', 'not-the-secret', {
      subId: member.id,
      transId: 'T-1',
      reward: '5',
    });
    await t.app.inject({ method: 'GET', url: forged, remoteAddress: NETWORK_IP });
    expect((await overview()).failingOfferWalls).toEqual([
      {
        id: created.body.offerWall._id,
        name: 'Wall A',
        reason: expect.stringMatching(/^Latest postback refused: /),
      },
    ]);
  });
});
