import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { pathOf } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import { adminAuditLog, offerWalls } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { bitlabsPostback, lootablyPostback, md5Postback } from '../../test/postbacks.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { twentyTogether } from '../../test/together.ts';

/*
 * Postbacks tried as an attacker would: each case here was accepted (or answered 500) before the
 * walls' signatures, rewards and texts were checked as they are now.
 */
let t: TestApp;
let admin: MemberClient;
const ORIGIN = 'http://localhost:3000';
const NETWORK_IP = '203.0.113.7';
const MEMBER_IP = '198.51.100.23';

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_ORIGIN: ORIGIN });
  admin = await signedInMember(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

let walls = 0;
const secretOf = (n: number) => `hardening-secret-${n}-long`;
const createWall = (fields: Record<string, unknown> = {}) => {
  walls += 1;
  return admin.call('POST', adminRoutes.offerWallCreate.path, {
    name: `Hard wall ${walls}`,
    slug: `hard-${walls}`,
    urlTemplate: 'https://wall.example.com/offers?uid={userId}&hash={secureHash}',
    scheme: 'md5',
    secret: secretOf(walls),
    allowedIps: [NETWORK_IP],
    ...fields,
  });
};
async function wall(fields: Record<string, unknown> = {}) {
  const created = await createWall(fields);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { ...(created.body.offerWall as { _id: string; slug: string }), secret: secretOf(walls) };
}

/** A wall saved before the rules: its scheme enabled with no sender list, or a short secret. */
const asSavedBefore = (id: string, columns: { allowedIps?: string[]; secret?: string }) =>
  t.database.db.update(offerWalls).set(columns).where(eq(offerWalls.id, id));

const deliver = (
  url: string,
  options: { ip?: string; method?: 'GET' | 'POST'; form?: string; json?: string } = {},
) =>
  t.app
    .inject({
      method: options.method ?? 'GET',
      url,
      remoteAddress: options.ip ?? NETWORK_IP,
      ...(options.form === undefined
        ? {}
        : {
            payload: options.form,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
      ...(options.json === undefined
        ? {}
        : { payload: options.json, headers: { 'content-type': 'application/json' } }),
    })
    .then((res) => ({ status: res.statusCode, text: res.body }));

const logOf = async (wallId: string) =>
  (await admin.call('GET', pathOf(adminRoutes.offerWallPostbacks, { id: wallId }))).body
    .postbacks as { outcome: string; reason: string; amount: number | null }[];

const withdrawable = async (memberId: string) =>
  (await getMemberBalances(t.database.db, memberId)).withdrawable;

describe(`hardened task-wall postbacks on ${testEngine}`, () => {
  it('keeps a credit above the wall’s maximum for review, answered as received, paid once when approved', async () => {
    const w = await wall({ maxRewardPerTransaction: 100 });
    const member = await signedInMember(t);
    const id = member.member.id;
    const huge = md5Postback(w.slug, w.secret, {
      subId: id,
      transId: 'BIG',
      reward: '999999999999',
    });
    // The network reads its success text, so it does not retry.
    expect(await deliver(huge)).toEqual({ status: 200, text: 'ok' });
    expect(await deliver(huge)).toEqual({ status: 200, text: 'ok' });
    const over = md5Postback(w.slug, w.secret, { subId: id, transId: 'OVER', reward: '150' });
    expect(await deliver(over)).toEqual({ status: 200, text: 'ok' });
    const under = md5Postback(w.slug, w.secret, { subId: id, transId: 'OK', reward: '100' });
    expect(await deliver(under)).toEqual({ status: 200, text: 'ok' });
    expect(await withdrawable(id)).toBe(100_000n);
    expect((await logOf(w._id)).map((p) => p.outcome)).toEqual([
      'credited',
      'review',
      'duplicate',
      'review',
    ]);

    const listed = await admin.call('GET', pathOf(adminRoutes.offerWallReviewList, { id: w._id }));
    const rewards = listed.body.rewards as { _id: string; transactionId: string; amount: number }[];
    expect(rewards.map((r) => [r.transactionId, r.amount])).toEqual([
      ['BIG', 999999999999],
      ['OVER', 150],
    ]);
    const [big, overRow] = rewards as [(typeof rewards)[0], (typeof rewards)[0]];

    const approve = () =>
      admin.call(
        'POST',
        pathOf(adminRoutes.offerWallReviewApprove, { id: w._id, rewardId: overRow._id }),
      );
    const answers = await twentyTogether(approve);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const refused = await admin.call(
      'POST',
      pathOf(adminRoutes.offerWallReviewRefuse, { id: w._id, rewardId: big._id }),
    );
    expect(refused.status).toBe(200);
    expect(
      (
        await admin.call(
          'POST',
          pathOf(adminRoutes.offerWallReviewApprove, { id: w._id, rewardId: big._id }),
        )
      ).status,
    ).toBe(409);
    expect(await withdrawable(id)).toBe(250_000n);
    expect(
      (await admin.call('GET', pathOf(adminRoutes.offerWallReviewList, { id: w._id }))).body
        .rewards,
    ).toEqual([]);
    const audit = await t.database.db
      .select({ action: adminAuditLog.action, target: adminAuditLog.target })
      .from(adminAuditLog);
    expect(audit).toContainEqual({ action: 'offerwall.review.approve', target: overRow._id });
    expect(audit).toContainEqual({ action: 'offerwall.review.refuse', target: big._id });
    await expectLedgerBalanced(t.database.db);
  });

  it('never pays a credit under review that the network charged back first', async () => {
    const w = await wall({ maxRewardPerTransaction: 10 });
    const member = await signedInMember(t);
    const id = member.member.id;
    const p = { subId: id, transId: 'CB', reward: '50' };
    expect(await deliver(md5Postback(w.slug, w.secret, p))).toEqual({ status: 200, text: 'ok' });
    const [reward] = (
      await admin.call('GET', pathOf(adminRoutes.offerWallReviewList, { id: w._id }))
    ).body.rewards as { _id: string }[];
    const back = md5Postback(w.slug, w.secret, { ...p, status: '2' });
    expect(await deliver(back)).toEqual({ status: 200, text: 'ok' });
    const approved = await admin.call(
      'POST',
      pathOf(adminRoutes.offerWallReviewApprove, { id: w._id, rewardId: reward!._id }),
    );
    expect(approved.status).toBe(409);
    expect(await withdrawable(id)).toBe(0n);
    expect((await logOf(w._id)).map((x) => x.outcome)).toEqual(['charged_back', 'review']);
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses a negative or zero reward with a credit status, and logs it', async () => {
    const w = await wall();
    const bit = await wall({ scheme: 'bitlabs', allowedIps: [] });
    const member = await signedInMember(t);
    const id = member.member.id;
    for (const reward of ['-5', '0', '-0.001']) {
      const url = md5Postback(w.slug, w.secret, { subId: id, transId: `N${reward}`, reward });
      expect(await deliver(url)).toEqual({ status: 400, text: 'invalid reward' });
    }
    // BitLabs reverses only with its reconciliation type: a negative completion is a bad reward.
    const negative = bitlabsPostback(ORIGIN, bit.slug, bit.secret, {
      uid: id,
      tx: 'NEG',
      val: '-3',
    });
    expect(await deliver(negative)).toEqual({ status: 400, text: 'invalid reward' });
    expect(await withdrawable(id)).toBe(0n);
    expect((await logOf(w._id)).map((p) => p.reason)).toEqual([
      'invalid reward: -0.001',
      'invalid reward: 0',
      'invalid reward: -5',
    ]);
  });

  it('does not let a member sign a template postback with their own address’s {secureHash}', async () => {
    const member = await signedInMember(t);
    const id = member.member.id;
    const template = {
      userParam: 'user_id',
      transParam: 'trans_id',
      rewardParam: 'amount',
      signatureParam: 'sig',
      algorithm: 'md5',
      hashInput: '{trans_id}-{secret}',
    };
    const refused = await createWall({ scheme: 'template', template, allowedIps: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.error_msg).toContain('{secureHash}');
    expect(refused.body.error_msg).toContain('Allowed IPs');

    // A wall saved so before: the member reads md5(id-secret) from their own wall address.
    const w = await wall({ scheme: 'template', template });
    await asSavedBefore(w._id, { allowedIps: [] });
    const page = await member.call('GET', apiRoutes.offerWallGet.path);
    const address = (
      page.body.msg.offerWallData_after_replace as {
        offerWallName: string;
        offerWallApiLink: string;
      }[]
    ).find((x) => x.offerWallName === `Hard wall ${walls}`)!.offerWallApiLink;
    const secureHash = new URL(address).searchParams.get('hash')!;
    const forged = `/postback/${w.slug}?user_id=${id}&trans_id=${id}&amount=99999&sig=${secureHash}`;
    expect(await deliver(forged, { ip: MEMBER_IP })).toEqual({
      status: 403,
      text: 'sender not allowed',
    });
    expect(await withdrawable(id)).toBe(0n);
  });

  it('needs the network’s addresses for the md5 and Lootably presets, whose signatures leave fields out', async () => {
    for (const scheme of ['md5', 'lootably']) {
      const refused = await createWall({ scheme, allowedIps: [] });
      expect(refused.status).toBe(400);
      expect(refused.body.error_msg).toContain('status');
    }
    const bitlabs = await createWall({ scheme: 'bitlabs', allowedIps: [] });
    expect(bitlabs.status).toBe(200);
    const w = await wall();
    const disabled = await wall({ enabled: false, allowedIps: [] });
    expect(
      (
        await admin.call('PATCH', pathOf(adminRoutes.offerWallUpdate, { id: w._id }), {
          allowedIps: [],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin.call('PATCH', pathOf(adminRoutes.offerWallUpdate, { id: disabled._id }), {
          enabled: true,
        })
      ).status,
    ).toBe(400);
  });

  it('refuses, on an md5 wall saved without addresses, characters moved from transId into reward', async () => {
    const w = await wall();
    await asSavedBefore(w._id, { allowedIps: [] });
    const member = await signedInMember(t);
    const id = member.member.id;
    const good = md5Postback(w.slug, w.secret, { subId: id, transId: 'T-15', reward: '5' });
    // md5(… "T-15" + "5" …) = md5(… "T-" + "155" …): ₹5 would become ₹155 under one signature.
    const shifted = good.replace('transId=T-15', 'transId=T-').replace('reward=5', 'reward=155');
    expect(shifted).not.toBe(good);
    expect(await deliver(shifted, { ip: MEMBER_IP })).toEqual({
      status: 403,
      text: 'sender not allowed',
    });
    expect(await deliver(good)).toEqual({ status: 403, text: 'sender not allowed' });
    expect(await withdrawable(id)).toBe(0n);
    expect((await logOf(w._id))[0]!.reason).toContain('signature needs the network’s addresses');
  });

  it('refuses, on a Lootably wall, a seen hash under a new transactionID from anyone but the network', async () => {
    const w = await wall({ scheme: 'lootably' });
    const member = await signedInMember(t);
    const id = member.member.id;
    const seen = lootablyPostback(w.slug, w.secret, {
      userID: id,
      transactionID: 'L1',
      ip: '1.2.3.4',
      revenue: '0.40',
      currencyReward: '2.5',
    });
    expect(await deliver(seen)).toEqual({ status: 200, text: '1' });
    const replayed = seen.replace('transactionID=L1', 'transactionID=L2');
    expect(await deliver(replayed, { ip: MEMBER_IP })).toEqual({
      status: 403,
      text: 'sender not allowed',
    });
    await asSavedBefore(w._id, { allowedIps: [] });
    const again = seen.replace('transactionID=L1', 'transactionID=L3');
    expect(await deliver(again, { ip: MEMBER_IP })).toEqual({
      status: 403,
      text: 'sender not allowed',
    });
    expect(await withdrawable(id)).toBe(2_500n);
  });

  it('reads BitLabs’ type from its signed URL, never from an unsigned body', async () => {
    const w = await wall({ scheme: 'bitlabs', allowedIps: [] });
    const member = await signedInMember(t);
    const id = member.member.id;
    // A callback URL configured without {type}: BitLabs signs exactly what it sends.
    const path = `/postback/${w.slug}?uid=${id}&tx=B1&val=1.5`;
    const hash = createHmac('sha1', w.secret).update(`${ORIGIN}${path}`).digest('hex');
    const signed = `${path}&hash=${hash}`;
    expect(await deliver(signed)).toEqual({ status: 200, text: 'OK' });
    // Replayed with a body saying it was reversed: the body is not signed, so it is not read.
    expect(
      await deliver(signed, { method: 'POST', form: 'type=RECONCILIATION', ip: MEMBER_IP }),
    ).toEqual({ status: 200, text: 'OK' });
    expect(await withdrawable(id)).toBe(1_500n);
    expect((await logOf(w._id)).map((p) => p.outcome)).toEqual(['duplicate', 'credited']);
  });

  it('refuses a new secret shorter than 16 characters and flags a wall that still has one', async () => {
    const short = await createWall({ secret: 'a' });
    expect(short.status).toBe(400);
    expect(short.body.error_msg).toContain('16 characters');
    const w = await wall();
    expect(
      (
        await admin.call('PATCH', pathOf(adminRoutes.offerWallUpdate, { id: w._id }), {
          secret: 'abc',
        })
      ).status,
    ).toBe(400);
    await asSavedBefore(w._id, { secret: 'a' });
    const flagged = async () =>
      (
        (await admin.call('GET', adminRoutes.offerWallList.path)).body.offerWalls as {
          _id: string;
          secretWeak: boolean;
        }[]
      ).find((x) => x._id === w._id)!.secretWeak;
    expect(await flagged()).toBe(true);
    // The wall keeps working with it until the secret is changed.
    const member = await signedInMember(t);
    const url = md5Postback(w.slug, 'a', { subId: member.member.id, transId: 'W', reward: '1' });
    expect(await deliver(url)).toEqual({ status: 200, text: 'ok' });
    const changed = await admin.call('PATCH', pathOf(adminRoutes.offerWallUpdate, { id: w._id }), {
      secret: 'a-much-longer-secret-now',
    });
    expect(changed.body.offerWall.secretWeak).toBe(false);
  });

  it('answers 400 to invalid text (a lone surrogate, bad UTF-8), logs it, and credits nothing', async () => {
    const w = await wall();
    const member = await signedInMember(t);
    const id = member.member.id;
    const good = md5Postback(w.slug, w.secret, { subId: id, transId: 'U1', reward: '2' });
    const refusal = { status: 400, text: 'invalid text' };
    expect(await deliver(`${good}&note=%ED%A0%80`)).toEqual(refusal);
    expect(await deliver(`${good}&note=%FF`)).toEqual(refusal);
    expect(await deliver(`/postback/${w.slug}`, { method: 'POST', form: 'subId=%C3' })).toEqual(
      refusal,
    );
    // A valid signature with a lone surrogate beside it: refused, not credited.
    const fields = Object.fromEntries(new URL(good, ORIGIN).searchParams);
    const json = JSON.stringify(fields).replace(/}$/, ',"note":"\\ud800"}');
    expect(await deliver(`/postback/${w.slug}`, { method: 'POST', json })).toEqual(refusal);
    expect(await deliver('/postback/no-wall-here?x=%ED%A0%80')).toEqual(refusal);
    expect(await withdrawable(id)).toBe(0n);
    const log = await logOf(w._id);
    expect(log.map((p) => [p.outcome, p.reason])).toEqual(
      Array.from({ length: 4 }, () => ['refused', 'invalid text']),
    );
  });

  it('shows the refusals on slugs that name no wall', async () => {
    expect(await deliver('/postback/typo-wall?subId=1&reward=5')).toEqual({
      status: 404,
      text: 'unknown wall',
    });
    const answer = await admin.call('GET', adminRoutes.offerWallUnknownPostbacks.path);
    expect(answer.status).toBe(200);
    expect(answer.body.postbacks[0]).toMatchObject({
      slug: 'typo-wall',
      outcome: 'refused',
      reason: 'unknown wall',
      ip: NETWORK_IP,
      parameters: { subId: '1', reward: '5' },
    });
    const member = await signedInMember(t);
    expect((await member.call('GET', adminRoutes.offerWallUnknownPostbacks.path)).status).toBe(403);
  });

  it('shows each wall’s whole postback URL with its scheme’s parameters as placeholders', async () => {
    const loot = await wall({ scheme: 'lootably' });
    const bit = await wall({ scheme: 'bitlabs' });
    const templ = await wall({
      scheme: 'template',
      template: {
        userParam: 'uid',
        transParam: 'tid',
        rewardParam: 'amt',
        statusParam: 'st',
        signatureParam: 'sig',
        algorithm: 'hmac-sha256',
        hashInput: '{uid}:{tid}:{amt}:{st}',
      },
    });
    const list = (await admin.call('GET', adminRoutes.offerWallList.path)).body.offerWalls as {
      _id: string;
      postbackUrl: string;
      signatureGap: string | null;
    }[];
    const of = (id: string) => list.find((x) => x._id === id)!;
    expect(of(loot._id).postbackUrl).toBe(
      `${ORIGIN}/postback/${loot.slug}?userID={userID}&transactionID={transactionID}&ip={ip}&revenue={revenue}&currencyReward={currencyReward}&status={status}&hash={hash}`,
    );
    expect(of(bit._id).postbackUrl).toBe(
      `${ORIGIN}/postback/${bit.slug}?uid={uid}&tx={tx}&val={val}&type={type}`,
    );
    expect(of(templ._id).postbackUrl).toBe(
      `${ORIGIN}/postback/${templ.slug}?uid={uid}&tid={tid}&amt={amt}&st={st}&sig={sig}`,
    );
    expect(of(templ._id).signatureGap).toBeNull();
    expect(of(loot._id).signatureGap).toContain('transaction');
  });
});
