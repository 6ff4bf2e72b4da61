import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { pathOf } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import { jobs, offerWallPostbacks, offerWallTransactions } from '../../db/schema/index.ts';
import { POSTBACK_LOG_DAYS, sweepPostbackLogJob } from './postback-log-sweep.ts';
import { getMemberBalances, getMemberDebt } from '../../ledger/balances.ts';
import { memberWallet, systemAccount } from '../../ledger/kinds.ts';
import { transfer } from '../../ledger/post-movement.ts';
import { grantMoney } from '../../test/factories.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { bitlabsPostback, lootablyPostback, md5Postback } from '../../test/postbacks.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { twentyTogether } from '../../test/together.ts';
import { releaseJobKey } from './held-rewards.ts';

let t: TestApp;
let admin: MemberClient;
const ORIGIN = 'http://localhost:3000';
const NETWORK_IP = '203.0.113.7';

beforeAll(async () => {
  // Jobs run here: held rewards are released by the job runner.
  t = await buildTestApp({ PUBLIC_ORIGIN: ORIGIN }, { runJobs: true, jobPollMs: 100 });
  admin = await signedInMember(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

let walls = 0;
async function wall(fields: Record<string, unknown> = {}) {
  walls += 1;
  const created = await admin.call('POST', adminRoutes.offerWallCreate.path, {
    name: `Wall ${walls}`,
    slug: `wall-${walls}`,
    urlTemplate: 'https://wall.example.com/offers?uid={userId}&hash={secureHash}',
    scheme: 'md5',
    secret: `secret-${walls}-abcd-efgh-ijkl`,
    // The presets' signatures need the network's addresses behind them.
    allowedIps: [NETWORK_IP],
    ...fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.offerWall as { _id: string; slug: string; secretHint: string };
}

/** A network's server calling us: no cookie, its own address. */
const deliver = (
  url: string,
  options: { ip?: string; method?: 'GET' | 'POST'; form?: string } = {},
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
    })
    .then((res) => ({ status: res.statusCode, text: res.body }));

const logOf = async (wallId: string) =>
  (await admin.call('GET', pathOf(adminRoutes.offerWallPostbacks, { id: wallId }))).body
    .postbacks as { outcome: string; reason: string; amount: number | null }[];

const withdrawable = async (memberId: string) =>
  (await getMemberBalances(t.database.db, memberId)).withdrawable;

describe(`task-wall postbacks on ${testEngine}`, () => {
  it('credits a signed postback once, with the multiplier and the referrer’s share', async () => {
    const w = await wall({ rewardMultiplier: 0.5 });
    const referrer = await signedInMember(t);
    const member = await signedInMember(t, { referredBy: referrer.member.id });
    const url = md5Postback(w.slug, `secret-${walls}-abcd-efgh-ijkl`, {
      subId: member.member.id,
      transId: 'T-1',
      reward: '12.5',
    });
    expect(await deliver(url)).toEqual({ status: 200, text: 'ok' });
    expect(await deliver(url)).toEqual({ status: 200, text: 'ok' });
    // 12.5 network units × 0.5 = ₹6.250, once; the referrer's 10 % on top.
    expect(await withdrawable(member.member.id)).toBe(6_250n);
    expect(await withdrawable(referrer.member.id)).toBe(625n);
    expect((await logOf(w._id)).map((p) => p.outcome)).toEqual(['duplicate', 'credited']);

    const page = await member.call('GET', apiRoutes.offerWallGet.path);
    expect(page.body.msg).toMatchObject({
      today_offerWallIncome: 6.25,
      today_completed: 1,
      pending_offerWallEarnings: 0,
    });
    const mine = page.body.msg.offerWallData_after_replace.find(
      (x: { offerWallName: string }) => x.offerWallName === `Wall ${walls}`,
    );
    const secureHash = createHash('md5')
      .update(`${member.member.id}-secret-${walls}-abcd-efgh-ijkl`)
      .digest('hex');
    expect(mine.offerWallApiLink).toBe(
      `https://wall.example.com/offers?uid=${member.member.id}&hash=${secureHash}`,
    );
    await expectLedgerBalanced(t.database.db);
  });

  it('credits nothing for a forged, unsigned, wrong-secret or wrong-sender postback, and logs why', async () => {
    const w = await wall({ allowedIps: [NETWORK_IP] });
    const secret = `secret-${walls}-abcd-efgh-ijkl`;
    const member = await signedInMember(t);
    const good = md5Postback(w.slug, secret, {
      subId: member.member.id,
      transId: 'X',
      reward: '5',
    });
    const forged = good.replace('reward=5', 'reward=500');
    const unsigned = good.replace(/&signature=[^&]+/, '');
    const wrongSecret = md5Postback(w.slug, 'guess', {
      subId: member.member.id,
      transId: 'X',
      reward: '5',
    });
    expect(await deliver(forged)).toEqual({ status: 403, text: 'invalid signature' });
    expect(await deliver(unsigned)).toEqual({ status: 400, text: 'missing parameter' });
    expect(await deliver(wrongSecret)).toEqual({ status: 403, text: 'invalid signature' });
    expect(await deliver(good, { ip: '198.51.100.1' })).toEqual({
      status: 403,
      text: 'sender not allowed',
    });
    expect(await deliver('/postback/no-such-wall?subId=1')).toEqual({
      status: 404,
      text: 'unknown wall',
    });
    const unknownMember = md5Postback(w.slug, secret, {
      subId: 'nobody',
      transId: 'Y',
      reward: '5',
    });
    expect(await deliver(unknownMember)).toEqual({ status: 400, text: 'unknown user' });
    expect(await withdrawable(member.member.id)).toBe(0n);
    const log = await logOf(w._id);
    expect(log.map((p) => p.outcome)).toEqual(Array(5).fill('refused'));
    expect(log.map((p) => p.reason)).toEqual([
      'unknown user',
      'sender not allowed: 198.51.100.1',
      'invalid signature',
      'missing parameter',
      'invalid signature',
    ]);
    // The good one, from the allowed sender (an IPv4 peer on an IPv6 socket counts too).
    expect(await deliver(good, { ip: `::ffff:${NETWORK_IP}` })).toEqual({
      status: 200,
      text: 'ok',
    });
    expect(await withdrawable(member.member.id)).toBe(5_000n);
  });

  it('credits 20 simultaneous deliveries of one transaction once', async () => {
    const w = await wall();
    const member = await signedInMember(t);
    const url = md5Postback(w.slug, `secret-${walls}-abcd-efgh-ijkl`, {
      subId: member.member.id,
      transId: 'SAME',
      reward: '3',
    });
    const answers = await twentyTogether(() => deliver(url));
    expect(answers.every((a) => a.status === 200 && a.text === 'ok')).toBe(true);
    expect(await withdrawable(member.member.id)).toBe(3_000n);
    const outcomes = (await logOf(w._id)).map((p) => p.outcome).sort();
    expect(outcomes).toEqual(['credited', ...Array<string>(19).fill('duplicate')]);
    await expectLedgerBalanced(t.database.db);
  });

  it('takes a chargeback after a withdrawal as debt, never below zero, repaid by the next earning', async () => {
    const w = await wall();
    const secret = `secret-${walls}-abcd-efgh-ijkl`;
    const member = await signedInMember(t);
    const id = member.member.id;
    expect(
      (await deliver(md5Postback(w.slug, secret, { subId: id, transId: 'C1', reward: '10' })))
        .status,
    ).toBe(200);
    // The member withdraws ₹8 of the ₹10 before the network reverses the offer.
    await transfer(t.database.db, {
      kind: 'withdrawal_hold',
      from: memberWallet(id, 'withdrawable'),
      to: systemAccount('pending_payouts'),
      amount: 8_000n,
      key: `test-withdrawal:${id}`,
    });
    const reverse = md5Postback(w.slug, secret, {
      subId: id,
      transId: 'C1',
      reward: '10',
      status: '2',
    });
    expect(await deliver(reverse)).toEqual({ status: 200, text: 'ok' });
    expect(await deliver(reverse)).toEqual({ status: 200, text: 'ok' });
    expect(await withdrawable(id)).toBe(0n);
    expect(await getMemberDebt(t.database.db, id)).toBe(8_000n);
    expect((await logOf(w._id)).map((p) => [p.outcome, p.reason])).toEqual([
      ['duplicate', 'transaction already reversed'],
      ['charged_back', '₹8.000 recorded as debt'],
      ['credited', ''],
    ]);
    // The next earning settles the debt first.
    expect(
      (await deliver(md5Postback(w.slug, secret, { subId: id, transId: 'C2', reward: '10' })))
        .status,
    ).toBe(200);
    expect(await getMemberDebt(t.database.db, id)).toBe(0n);
    expect(await withdrawable(id)).toBe(2_000n);
    // A reversal of a transaction never credited keeps its later credit from paying.
    expect(
      (
        await deliver(
          md5Postback(w.slug, secret, { subId: id, transId: 'C3', reward: '4', status: '2' }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await deliver(md5Postback(w.slug, secret, { subId: id, transId: 'C3', reward: '4' })))
        .status,
    ).toBe(200);
    expect(await withdrawable(id)).toBe(2_000n);
    await expectLedgerBalanced(t.database.db);
  });

  it('holds a reward above the threshold for the wall’s days, then the job runner pays it', async () => {
    const w = await wall({ holdAbove: 5, holdDays: 3 });
    const secret = `secret-${walls}-abcd-efgh-ijkl`;
    const member = await signedInMember(t);
    const id = member.member.id;
    await deliver(md5Postback(w.slug, secret, { subId: id, transId: 'small', reward: '2' }));
    await deliver(md5Postback(w.slug, secret, { subId: id, transId: 'big', reward: '20' }));
    expect(await withdrawable(id)).toBe(2_000n);
    const page = await member.call('GET', apiRoutes.offerWallGet.path);
    expect(page.body.msg).toMatchObject({ pending_offerWallEarnings: 20, today_completed: 2 });
    const [held] = await t.database.db
      .select()
      .from(offerWallTransactions)
      .where(eq(offerWallTransactions.transactionId, 'big'));
    const days = (held!.releaseAt!.getTime() - held!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(3, 3);

    // Three days later (the job's due time moved to now).
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.uniqueKey, releaseJobKey(held!.id)));
    await expect.poll(() => withdrawable(id), { timeout: 10_000 }).toBe(22_000n);
    const after = await member.call('GET', apiRoutes.offerWallGet.path);
    expect(after.body.msg.pending_offerWallEarnings).toBe(0);
    await expectLedgerBalanced(t.database.db);
  });

  it('cancels a held reward on chargeback: nothing is paid when its days pass', async () => {
    const w = await wall({ holdAbove: 0, holdDays: 7 });
    const secret = `secret-${walls}-abcd-efgh-ijkl`;
    const member = await signedInMember(t);
    await grantMoney(t.database.db, member.member.id, 'withdrawable', 1_000n);
    const p = { subId: member.member.id, transId: 'H', reward: '9' };
    await deliver(md5Postback(w.slug, secret, p));
    await deliver(md5Postback(w.slug, secret, { ...p, status: '2' }));
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.uniqueKey} like 'offerwall-release:%'`)
      .orderBy(sql`${jobs.id} desc`)
      .limit(1);
    expect(job?.completedAt).not.toBeNull();
    expect(await withdrawable(member.member.id)).toBe(1_000n);
    expect(await getMemberDebt(t.database.db, member.member.id)).toBe(0n);
  });

  it('verifies the Lootably, BitLabs and template schemes', async () => {
    const member = await signedInMember(t);
    const id = member.member.id;
    const loot = await wall({ scheme: 'lootably' });
    const lootSecret = `secret-${walls}-abcd-efgh-ijkl`;
    const lootUrl = lootablyPostback(loot.slug, lootSecret, {
      userID: id,
      transactionID: 'L1',
      ip: '1.2.3.4',
      revenue: '0.40',
      currencyReward: '2.5',
    });
    expect(await deliver(lootUrl)).toEqual({ status: 200, text: '1' });
    expect((await deliver(lootUrl.replace('currencyReward=2.5', 'currencyReward=25'))).status).toBe(
      403,
    );

    const bit = await wall({ scheme: 'bitlabs', successText: 'DONE' });
    const bitSecret = `secret-${walls}-abcd-efgh-ijkl`;
    const bitUrl = bitlabsPostback(ORIGIN, bit.slug, bitSecret, { uid: id, tx: 'B1', val: '1.5' });
    expect(await deliver(bitUrl)).toEqual({ status: 200, text: 'DONE' });
    expect((await deliver(bitUrl.replace('val=1.5', 'val=15'))).status).toBe(403);
    const reconciled = bitlabsPostback(ORIGIN, bit.slug, bitSecret, {
      uid: id,
      tx: 'B1',
      val: '-1.5',
      type: 'RECONCILIATION',
    });
    expect(await deliver(reconciled)).toEqual({ status: 200, text: 'DONE' });

    const templ = await wall({
      scheme: 'template',
      template: {
        userParam: 'user_id',
        transParam: 'trans',
        rewardParam: 'amount',
        statusParam: 'state',
        creditValue: 'ok',
        chargebackValue: 'reversed',
        signatureParam: 'sig',
        algorithm: 'hmac-sha256',
        hashInput: '{user_id}:{trans}:{amount}',
      },
    });
    const templSecret = `secret-${walls}-abcd-efgh-ijkl`;
    const { createHmac } = await import('node:crypto');
    const sig = createHmac('sha256', templSecret).update(`${id}:T9:3`).digest('hex');
    const form = `user_id=${id}&trans=T9&amount=3&state=ok&sig=${sig}`;
    expect(await deliver(`/postback/${templ.slug}`, { method: 'POST', form })).toEqual({
      status: 200,
      text: '1',
    });
    expect(
      (
        await deliver(`/postback/${templ.slug}`, {
          method: 'POST',
          form: form.replace('amount=3', 'amount=30'),
        })
      ).status,
    ).toBe(403);
    // ₹2.5 (Lootably) + ₹1.5 − ₹1.5 (BitLabs, reversed) + ₹3 (template)
    expect(await withdrawable(id)).toBe(5_500n);
    await expectLedgerBalanced(t.database.db);
  });

  it('keeps the postback log for 180 days', async () => {
    const w = await wall();
    await deliver(`/postback/${w.slug}?subId=x`);
    await deliver(`/postback/${w.slug}?subId=y`);
    const [newest] = await t.database.db
      .select()
      .from(offerWallPostbacks)
      .where(eq(offerWallPostbacks.wallId, w._id))
      .orderBy(sql`${offerWallPostbacks.receivedAt} desc`)
      .limit(1);
    await t.database.db
      .update(offerWallPostbacks)
      .set({ receivedAt: sql`now() - make_interval(days => ${POSTBACK_LOG_DAYS + 1})` })
      .where(eq(offerWallPostbacks.id, newest!.id));
    await t.database.db.transaction((tx) => sweepPostbackLogJob.run(tx, {}));
    expect(await logOf(w._id)).toHaveLength(1);
  });

  it('keeps the secret write-only and the walls to operators', async () => {
    const w = await wall({ secret: 'top-secret-long-9876' });
    expect(w.secretHint).toBe('9876');
    const list = await admin.call('GET', adminRoutes.offerWallList.path);
    expect(JSON.stringify(list.body)).not.toContain('top-secret-long-9876');
    const changed = await admin.call('PATCH', pathOf(adminRoutes.offerWallUpdate, { id: w._id }), {
      name: 'Renamed',
      rewardMultiplier: 2,
    });
    expect(changed.body.offerWall).toMatchObject({
      name: 'Renamed',
      rewardMultiplier: 2,
      secretHint: '9876',
      postbackUrl: `${ORIGIN}/postback/${w.slug}?subId={subId}&transId={transId}&reward={reward}&status={status}&signature={signature}`,
    });
    const taken = await admin.call('POST', adminRoutes.offerWallCreate.path, {
      name: 'Copy',
      slug: w.slug,
      urlTemplate: 'https://x.example/?u={userId}',
      scheme: 'md5',
      secret: 'sixteen-chars-long',
      allowedIps: [NETWORK_IP],
    });
    expect(taken.status).toBe(409);
    const member = await signedInMember(t);
    expect((await member.call('GET', adminRoutes.offerWallList.path)).status).toBe(403);
  });

  it('lets the wall page frame only the enabled walls’ origins', async () => {
    await wall({ urlTemplate: 'https://frames.example.net/w?u={userId}' });
    const page = await t.app.inject({
      method: 'GET',
      url: '/member/task-wall/x',
      headers: { accept: 'text/html' },
    });
    const policy = String(page.headers['content-security-policy']);
    const frameSrc = policy.split(';').find((d) => d.startsWith('frame-src'))!;
    expect(frameSrc).toContain('https://frames.example.net');
    expect(frameSrc).toContain('https://wall.example.com');
    expect(frameSrc).not.toContain('https: ');
    expect(frameSrc.split(' ')).not.toContain('https:');
  });
});
