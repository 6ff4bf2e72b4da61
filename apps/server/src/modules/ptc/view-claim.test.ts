import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, ptcViews } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { buildCampaign } from '../../test/factories.ts';
import { signedInMember } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { hashViewToken } from './view-start.ts';
import { PTC_ERROR_TEXTS } from '@kamao/contract/ptc-texts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import {
  claimView,
  sleep,
  startView,
  startedView,
  statusesOf,
  systemBalance,
} from '../../test/ptc-calls.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const error = (status: number, text: string) => ({ status, body: { error_msg: text } });

describe(`PTC view start and claim on ${testEngine}`, () => {
  it('pays the reward once the duration has passed, with the referral share and the margin', async () => {
    const db = t.database.db;
    const referrer = await signedInMember(t);
    const viewer = await signedInMember(t, { referredBy: referrer.member.id });
    const campaign = await buildCampaign(db, { pricePerView: 1_000n, rewardPerView: 400n });
    const [budgetsBefore, feesBefore] = await Promise.all([
      systemBalance(db, 'campaign_budgets'),
      systemBalance(db, 'fees'),
    ]);

    const started = await startView(viewer, campaign.id);
    expect(started).toMatchObject({ status: 200, body: { msg: { duration: 1 } } });
    expect(started.body.msg.viewToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await sleep(1100);
    const claimed = await claimView(viewer, campaign.id, started.body.msg.viewToken);

    // ₹0.400 to the viewer; the referrer's 10 % of it comes from rewards, not the budget.
    expect(claimed).toEqual({ status: 200, body: { msg: { userAvailableBalance: 0.4 } } });
    expect((await getMemberBalances(db, viewer.member.id)).withdrawable).toBe(400n);
    expect((await getMemberBalances(db, referrer.member.id)).withdrawable).toBe(40n);
    expect(await systemBalance(db, 'campaign_budgets')).toBe(budgetsBefore - 1_000n);
    expect(await systemBalance(db, 'fees')).toBe(feesBefore + 600n);
    const [after] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(after).toMatchObject({ completedViews: 1, status: 'active' });
    await expectLedgerBalanced(db);
  });

  it('keeps a view claimable for 30 minutes after its time is up, however long the ad', async () => {
    const db = t.database.db;
    const viewer = await signedInMember(t);
    const long = await buildCampaign(db, { durationSeconds: 1800 });
    const token = await startedView(viewer, long.id);
    // Started 1850 s ago: the 1800 s ad is over and its window is open.
    const backdate = (seconds: number) =>
      db
        .update(ptcViews)
        .set({ startedAt: sql`now() - make_interval(secs => ${seconds})` })
        .where(eq(ptcViews.tokenHash, hashViewToken(token)));
    await backdate(1850);
    expect((await claimView(viewer, long.id, token)).status).toBe(200);

    const other = await buildCampaign(db, { durationSeconds: 1800 });
    const stale = await startedView(viewer, other.id);
    await db
      .update(ptcViews)
      .set({ startedAt: sql`now() - make_interval(secs => ${1800 + 1801})` })
      .where(eq(ptcViews.tokenHash, hashViewToken(stale)));
    expect(await claimView(viewer, other.id, stale)).toEqual(
      error(400, PTC_ERROR_TEXTS.viewExpired),
    );
  });

  it("forgets a member's views that can no longer be claimed when they start another", async () => {
    const db = t.database.db;
    const viewer = await signedInMember(t);
    const first = await buildCampaign(db);
    const old = await startedView(viewer, first.id);
    await db
      .update(ptcViews)
      .set({ startedAt: sql`now() - interval '2 hours'` })
      .where(eq(ptcViews.tokenHash, hashViewToken(old)));
    await startedView(viewer, (await buildCampaign(db)).id);
    const left = await db.select().from(ptcViews).where(eq(ptcViews.memberId, viewer.member.id));
    expect(left).toHaveLength(1);
    expect(left[0]!.tokenHash).not.toBe(hashViewToken(old));
  });

  it('refuses a claim before the duration has passed on the server clock', async () => {
    const viewer = await signedInMember(t);
    const campaign = await buildCampaign(t.database.db, { durationSeconds: 2 });
    const token = await startedView(viewer, campaign.id);
    expect(await claimView(viewer, campaign.id, token)).toEqual(
      error(400, PTC_ERROR_TEXTS.tooEarly),
    );
    await sleep(2100);
    expect((await claimView(viewer, campaign.id, token)).status).toBe(200);
    await expectLedgerBalanced(t.database.db);
  });

  it('pays a replayed claim once', async () => {
    const viewer = await signedInMember(t);
    const campaign = await buildCampaign(t.database.db, { intervalHours: 1 });
    const token = await startedView(viewer, campaign.id);
    await sleep(1100);
    expect((await claimView(viewer, campaign.id, token)).status).toBe(200);
    expect(await claimView(viewer, campaign.id, token)).toEqual(
      error(409, PTC_ERROR_TEXTS.alreadyPaid),
    );
    expect((await getMemberBalances(t.database.db, viewer.member.id)).withdrawable).toBe(50n);
    await expectLedgerBalanced(t.database.db);
  });

  it("refuses another member's view, an unknown token and a token of another campaign", async () => {
    const viewer = await signedInMember(t);
    const thief = await signedInMember(t);
    const campaign = await buildCampaign(t.database.db);
    const other = await buildCampaign(t.database.db);
    const token = await startedView(viewer, campaign.id);
    await sleep(1100);
    const notFound = error(404, PTC_ERROR_TEXTS.viewNotFound);
    expect(await claimView(thief, campaign.id, token)).toEqual(notFound);
    expect(await claimView(viewer, campaign.id, 'no-such-token')).toEqual(notFound);
    expect(await claimView(viewer, other.id, token)).toEqual(notFound);
    // The rightful claim still works.
    expect((await claimView(viewer, campaign.id, token)).status).toBe(200);
    expect((await getMemberBalances(t.database.db, thief.member.id)).withdrawable).toBe(0n);
  });

  it('refuses a claim on a paused, an exhausted and a deleted campaign', async () => {
    const db = t.database.db;
    const viewer = await signedInMember(t);
    const paused = await buildCampaign(db);
    const exhausted = await buildCampaign(db, { totalViews: 1 });
    const deleted = await buildCampaign(db);
    const tokens = {
      paused: await startedView(viewer, paused.id),
      exhausted: await startedView(viewer, exhausted.id),
      deleted: await startedView(viewer, deleted.id),
    };
    const first = await signedInMember(t);
    const firstToken = await startedView(first, exhausted.id);
    await db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, paused.id));
    await db.update(campaigns).set({ status: 'deleted' }).where(eq(campaigns.id, deleted.id));
    await sleep(1100);
    expect((await claimView(first, exhausted.id, firstToken)).status).toBe(200);

    expect(await claimView(viewer, paused.id, tokens.paused)).toEqual(
      error(400, PTC_ERROR_TEXTS.campaignPaused),
    );
    expect(await claimView(viewer, exhausted.id, tokens.exhausted)).toEqual(
      error(400, PTC_ERROR_TEXTS.campaignExhausted),
    );
    expect(await claimView(viewer, deleted.id, tokens.deleted)).toEqual(
      error(400, PTC_ERROR_TEXTS.adNotAvailable),
    );
    // A refused claim leaves the view unpaid.
    const [view] = await db
      .select()
      .from(ptcViews)
      .where(eq(ptcViews.tokenHash, hashViewToken(tokens.paused)));
    expect(view?.paidAt).toBeNull();
    expect((await getMemberBalances(db, viewer.member.id)).withdrawable).toBe(0n);
    await expectLedgerBalanced(db);
  });

  it('refuses a claim after the claim window', async () => {
    const viewer = await signedInMember(t);
    const campaign = await buildCampaign(t.database.db);
    const token = await startedView(viewer, campaign.id);
    await t.database.db
      .update(ptcViews)
      .set({ startedAt: sql`now() - interval '31 minutes'` })
      .where(eq(ptcViews.tokenHash, hashViewToken(token)));
    expect(await claimView(viewer, campaign.id, token)).toEqual(
      error(400, PTC_ERROR_TEXTS.viewExpired),
    );
  });

  it('answers a claim without a token or with junk with a 400 and error_msg', async () => {
    const viewer = await signedInMember(t);
    for (const obj of [
      { btnName: 'x' },
      { btnName: 'x', btnClickEarn: 5 },
      { btnClickEarn: 't' },
    ]) {
      const res = await viewer.call('PATCH', '/userIncomeRoute/user_PTCAds_income_patch', { obj });
      expect(res.status).toBe(400);
      expect(typeof res.body.error_msg).toBe('string');
    }
  });

  it('refuses to start a view of an unknown campaign or of your own', async () => {
    const owner = await signedInMember(t);
    const campaign = await buildCampaign(t.database.db, { ownerId: owner.member.id });
    expect(await startView(owner, campaign.id)).toEqual(error(400, PTC_ERROR_TEXTS.ownCampaign));
    expect(await startView(owner, 'nope')).toEqual(error(400, PTC_ERROR_TEXTS.adNotAvailable));
  });

  it('20 simultaneous claims of one view pay once, and none before the duration', async () => {
    const db = t.database.db;
    const viewer = await signedInMember(t);
    const campaign = await buildCampaign(db, { durationSeconds: 2 });
    const token = await startedView(viewer, campaign.id);
    const early = await Promise.all(
      Array.from({ length: 5 }, () => claimView(viewer, campaign.id, token)),
    );
    expect(statusesOf(early)).toEqual([400, 400, 400, 400, 400]);
    await sleep(2100);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => claimView(viewer, campaign.id, token)),
    );
    expect(statusesOf(results)).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    expect((await getMemberBalances(db, viewer.member.id)).withdrawable).toBe(50n);
    const [after] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(after?.completedViews).toBe(1);
    await expectLedgerBalanced(db);
  });

  it('delivers exactly one view when several members claim the last one at once', async () => {
    const db = t.database.db;
    const campaign = await buildCampaign(db, { totalViews: 1, pricePerView: 2_000n });
    const viewers = await Promise.all(Array.from({ length: 8 }, () => signedInMember(t)));
    const tokens = await Promise.all(viewers.map((v) => startedView(v, campaign.id)));
    await sleep(1100);
    const results = await Promise.all(viewers.map((v, i) => claimView(v, campaign.id, tokens[i]!)));
    expect(statusesOf(results)).toEqual([200, ...Array.from({ length: 7 }, () => 400)]);
    for (const r of results.filter((r) => r.status === 400)) {
      expect(r.body.error_msg).toBe(PTC_ERROR_TEXTS.campaignExhausted);
    }
    const [after] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(after).toMatchObject({ completedViews: 1, status: 'completed' });
    const paid = await Promise.all(viewers.map((v) => getMemberBalances(db, v.member.id)));
    expect(paid.reduce((sum, b) => sum + b.withdrawable, 0n)).toBe(1_000n);
    await expectLedgerBalanced(db);
  });

  it('pays one of two views a member started of one campaign within its interval', async () => {
    const viewer = await signedInMember(t);
    const campaign = await buildCampaign(t.database.db, { intervalHours: 2 });
    const tokens = [await startedView(viewer, campaign.id), await startedView(viewer, campaign.id)];
    await sleep(1100);
    const results = await Promise.all(tokens.map((token) => claimView(viewer, campaign.id, token)));
    expect(statusesOf(results)).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body.error_msg).toBe(
      PTC_ERROR_TEXTS.viewedWithinInterval,
    );
    // And no new view starts until the interval ends.
    expect(await startView(viewer, campaign.id)).toEqual(
      error(400, PTC_ERROR_TEXTS.viewedWithinInterval),
    );
    await expectLedgerBalanced(t.database.db);
  });

  it("keeps a campaign's daily limit when members claim at once", async () => {
    const db = t.database.db;
    const campaign = await buildCampaign(db, { dailyLimit: 2, totalViews: 10 });
    const viewers = await Promise.all(Array.from({ length: 6 }, () => signedInMember(t)));
    const tokens = await Promise.all(viewers.map((v) => startedView(v, campaign.id)));
    await sleep(1100);
    const results = await Promise.all(viewers.map((v, i) => claimView(v, campaign.id, tokens[i]!)));
    expect(statusesOf(results)).toEqual([200, 200, 400, 400, 400, 400]);
    for (const r of results.filter((r) => r.status === 400)) {
      expect(r.body.error_msg).toBe(PTC_ERROR_TEXTS.dailyLimitReached);
    }
    const late = await signedInMember(t);
    expect(await startView(late, campaign.id)).toEqual(
      error(400, PTC_ERROR_TEXTS.dailyLimitReached),
    );
    await expectLedgerBalanced(db);
  });
});
