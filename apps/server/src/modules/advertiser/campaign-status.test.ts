import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVERTISER_TEXTS } from '@kamao/contract/api-advertiser';
import { apiRoutes } from '@kamao/contract/api-routes';
import { campaigns } from '../../db/schema/index.ts';
import { PayloadCipher } from '../../lib/payload-cipher.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { buildCampaign } from '../../test/factories.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { claimView, sleep, startedView, statusesOf, systemBalance } from '../../test/ptc-calls.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ClientMsg = 'paused' | 'active' | 'delete';
const setStatus = (client: MemberClient, campaignId: string, clientMsg: ClientMsg) =>
  client.call('PATCH', apiRoutes.advertiserCampaignStatus.path, {
    encryptedObj: { clientMsg, _id: campaignId },
  });
const summary = async (client: MemberClient) => {
  const res = await client.call('GET', apiRoutes.advertiserData.path);
  expect(res.status).toBe(200);
  return res.body.msg;
};

describe(`Your Campaigns on ${testEngine}`, () => {
  it('lists the campaigns with the spec fields and counts them', async () => {
    const db = t.database.db;
    const owner = await signedInMember(t, { deposit: 1_500n });
    const first = await buildCampaign(db, {
      ownerId: owner.member.id,
      totalViews: 10,
      pricePerView: 100n,
      dailyLimit: 3,
      intervalHours: 6,
    });
    await buildCampaign(db, { ownerId: owner.member.id, totalViews: 5, status: 'paused' });
    await buildCampaign(db); // someone else's

    const viewer = await signedInMember(t);
    const token = await startedView(viewer, first.id);
    await sleep(1100);
    expect((await claimView(viewer, first.id, token)).status).toBe(200);

    const msg = await summary(owner);
    expect(msg).toMatchObject({
      total_campaigns: 2,
      active_campaigns: 1,
      paused_campaigns: 1,
      remaining_views: 9 + 5,
      userDepositBalance: 1.5,
      userAvailableBalance: 1.5,
    });
    expect(msg.advertiserData[1]).toEqual({
      _id: first.id,
      status: 'active',
      campaignType: 'window',
      step_2_title: first.title,
      step_2_description: 'A test campaign',
      step_2_url: 'https://example.com/',
      step_3_duration_for_user: 1,
      step_3_total_views: 10,
      completed_total_views: 1,
      step_3_interval_in_hours: 6,
      step_3_enableLimit: true,
      step_3_limitViewsPerDay: 3,
      step_4_subTotal: 1,
      spend: 0.1,
      time: first.createdAt.toISOString(),
      waiting_for_review: false,
    });
  });

  it('pauses and activates with the spec texts, and moves the counters only on a change', async () => {
    const owner = await signedInMember(t);
    const campaign = await buildCampaign(t.database.db, { ownerId: owner.member.id });
    const ok = (text: string) => ({ status: 200, body: { success: true, msg: text } });
    expect(await setStatus(owner, campaign.id, 'paused')).toEqual(
      ok('Campaign paused successfully!'),
    );
    expect(await setStatus(owner, campaign.id, 'paused')).toEqual(
      ok('Campaign paused successfully!'),
    );
    expect(await summary(owner)).toMatchObject({ active_campaigns: 0, paused_campaigns: 1 });
    expect(await setStatus(owner, campaign.id, 'active')).toEqual(
      ok('Campaign activated successfully!'),
    );
    expect(await summary(owner)).toMatchObject({ active_campaigns: 1, paused_campaigns: 0 });
  });

  it('accepts the sealed status payload the spec client sends', async () => {
    const owner = await signedInMember(t);
    const campaign = await buildCampaign(t.database.db, { ownerId: owner.member.id });
    const sealed = new PayloadCipher(t.config.PAYLOAD_KEY).encrypt({
      clientMsg: 'paused',
      _id: campaign.id,
    });
    const res = await owner.call('PATCH', apiRoutes.advertiserCampaignStatus.path, {
      encryptedObj: sealed,
    });
    expect(res).toEqual({ status: 200, body: { success: true, msg: ADVERTISER_TEXTS.paused } });
  });

  it('refuses to pause a campaign that received all its views', async () => {
    const owner = await signedInMember(t);
    const campaign = await buildCampaign(t.database.db, {
      ownerId: owner.member.id,
      totalViews: 1,
    });
    const viewer = await signedInMember(t);
    const token = await startedView(viewer, campaign.id);
    await sleep(1100);
    expect((await claimView(viewer, campaign.id, token)).status).toBe(200);
    expect(await setStatus(owner, campaign.id, 'paused')).toEqual({
      status: 400,
      body: { error_msg: ADVERTISER_TEXTS.campaignCompleted },
    });
    const msg = await summary(owner);
    expect(msg.advertiserData[0]).toMatchObject({ status: 'active', completed_total_views: 1 });
    expect(msg.remaining_views).toBe(0);
  });

  it("answers 404 for another member's campaign and changes nothing", async () => {
    const owner = await signedInMember(t);
    const intruder = await signedInMember(t, { deposit: 0n });
    const campaign = await buildCampaign(t.database.db, { ownerId: owner.member.id });
    for (const msg of ['paused', 'active', 'delete'] as const) {
      expect(await setStatus(intruder, campaign.id, msg)).toEqual({
        status: 404,
        body: { error_msg: ADVERTISER_TEXTS.campaignNotFound },
      });
    }
    const [after] = await t.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, campaign.id));
    expect(after?.status).toBe('active');
    expect((await getMemberBalances(t.database.db, intruder.member.id)).deposit).toBe(0n);
  });

  it('deletes with a refund of the unviewed views, and the campaign vanishes from the list', async () => {
    const db = t.database.db;
    const owner = await signedInMember(t);
    const campaign = await buildCampaign(db, {
      ownerId: owner.member.id,
      totalViews: 4,
      pricePerView: 250n,
    });
    const viewer = await signedInMember(t);
    const token = await startedView(viewer, campaign.id);
    await sleep(1100);
    expect((await claimView(viewer, campaign.id, token)).status).toBe(200);
    const budgetsBefore = await systemBalance(db, 'campaign_budgets');

    expect(await setStatus(owner, campaign.id, 'delete')).toEqual({
      status: 200,
      body: { success: true, msg: { userDepositBalance: 0.75 } },
    });
    expect(await systemBalance(db, 'campaign_budgets')).toBe(budgetsBefore - 750n);
    expect(await summary(owner)).toMatchObject({
      total_campaigns: 0,
      remaining_views: 0,
      advertiserData: [],
    });
    // The row stays as history.
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.status).toBe('deleted');
    expect(await setStatus(owner, campaign.id, 'active')).toMatchObject({ status: 404 });
    await expectLedgerBalanced(db);
  });

  it('refunds once when a delete is fired 20 times in parallel', async () => {
    const db = t.database.db;
    const owner = await signedInMember(t);
    const campaign = await buildCampaign(db, {
      ownerId: owner.member.id,
      totalViews: 10,
      pricePerView: 300n,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => setStatus(owner, campaign.id, 'delete')),
    );
    expect(statusesOf(results)).toEqual([200, ...Array.from({ length: 19 }, () => 404)]);
    expect((await getMemberBalances(db, owner.member.id)).deposit).toBe(3_000n);
    await expectLedgerBalanced(db);
  });

  it('answers junk status payloads with a 400 and error_msg', async () => {
    const owner = await signedInMember(t);
    for (const encryptedObj of [
      { clientMsg: 'archive', _id: 'x' },
      { clientMsg: 'paused' },
      'v1.a.b',
    ]) {
      const res = await owner.call('PATCH', apiRoutes.advertiserCampaignStatus.path, {
        encryptedObj,
      });
      expect(res.status).toBe(400);
      expect(typeof res.body.error_msg).toBe('string');
    }
  });
});
