import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@kamao/contract/api-routes';
import { siteTexts } from '../../db/schema/index.ts';
import { buildCampaign } from '../../test/factories.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { claimView, sleep, startedView } from '../../test/ptc-calls.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db
    .insert(siteTexts)
    .values({ key: 'ptc_instructions', html: '<p>Stay on the tab</p>' });
});
afterAll(async () => {
  await t?.close();
});

const home = async (client: MemberClient) => {
  const res = await client.call('GET', apiRoutes.ptcHome.path);
  expect(res.status).toBe(200);
  return res.body.msg;
};
const idsOf = (msg: { PTCAds_campaignsData: { _id: string }[] }) =>
  msg.PTCAds_campaignsData.map((c) => c._id);

describe(`View Ads page on ${testEngine}`, () => {
  it('lists the ads a member may view, with the spec fields, and hides the rest', async () => {
    const db = t.database.db;
    const viewer = await signedInMember(t, { withdrawable: 2_000n, deposit: 500n });
    const youtube = await buildCampaign(db, {
      type: 'youtube',
      title: 'Watch me',
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      durationSeconds: 15,
      pricePerView: 90n,
      rewardPerView: 45n,
    });
    const own = await buildCampaign(db, { ownerId: viewer.member.id });
    const paused = await buildCampaign(db, { status: 'paused' });
    const msg = await home(viewer);

    expect(msg.PTCAds_campaignsData).toContainEqual({
      _id: youtube.id,
      campaignType: 'youtube',
      step_2_title: 'Watch me',
      step_2_description: 'A test campaign',
      step_2_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      step_3_duration_for_user: 15,
      step_3_amount_for_user: 0.045,
    });
    expect(idsOf(msg)).not.toContain(own.id);
    expect(idsOf(msg)).not.toContain(paused.id);
    expect(msg).toMatchObject({
      today_PTCAdsIncome: 0,
      totalLinks: msg.PTCAds_campaignsData.length,
      completedClick: 0,
      userAvailableBalance: 2.5,
      willCome_afterThis_time: null,
      other_data_PTCAds_instructions: '<p>Stay on the tab</p>',
    });
  });

  it("counts today's income and views, and says when a viewed ad comes back", async () => {
    const db = t.database.db;
    const viewer = await signedInMember(t);
    const campaign = await buildCampaign(db, { intervalHours: 3, pricePerView: 200n });
    const before = await home(viewer);
    const token = await startedView(viewer, campaign.id);
    await sleep(1100);
    const startedAt = Date.now();
    expect((await claimView(viewer, campaign.id, token)).status).toBe(200);

    const after = await home(viewer);
    expect(idsOf(after)).not.toContain(campaign.id);
    expect(after.totalLinks).toBe(before.totalLinks - 1);
    expect(after.completedClick).toBe(1);
    expect(after.today_PTCAdsIncome).toBe(0.1);
    const threeHours = 3 * 3600_000;
    expect(after.willCome_afterThis_time).toBeGreaterThanOrEqual(startedAt + threeHours - 5_000);
    expect(after.willCome_afterThis_time).toBeLessThanOrEqual(Date.now() + threeHours + 5_000);
    await expectLedgerBalanced(db);
  });

  it('hides an ad that reached its daily limit until the next Indian midnight', async () => {
    const db = t.database.db;
    const campaign = await buildCampaign(db, { dailyLimit: 1 });
    const first = await signedInMember(t);
    const second = await signedInMember(t);
    const token = await startedView(first, campaign.id);
    await sleep(1100);
    expect((await claimView(first, campaign.id, token)).status).toBe(200);

    const msg = await home(second);
    expect(idsOf(msg)).not.toContain(campaign.id);
    const nextMidnight = new Date();
    // Asia/Kolkata is UTC+05:30 all year: its midnight is 18:30 UTC.
    nextMidnight.setUTCHours(18, 30, 0, 0);
    if (nextMidnight.getTime() <= Date.now())
      nextMidnight.setUTCDate(nextMidnight.getUTCDate() + 1);
    expect(msg.willCome_afterThis_time).toBe(nextMidnight.getTime());
  });

  it('answers the ad snippets and a clean proxy check when none is configured', async () => {
    const viewer = await signedInMember(t);
    expect(await viewer.call('GET', apiRoutes.ptcAdSnippets.path)).toEqual({
      status: 200,
      body: { msg: { waitingPage: '', verificationPage: '' } },
    });
    expect(await viewer.call('GET', apiRoutes.proxyCheck.path)).toEqual({
      status: 200,
      body: { msg: { proxy: false, message: '' } },
    });
  });

  it('answers 401 with the session flag to a visitor', async () => {
    for (const route of [apiRoutes.ptcHome, apiRoutes.proxyCheck, apiRoutes.ptcAdSnippets]) {
      const res = await t.app.inject({ method: 'GET', url: route.path });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error_msg: 'jwtMiddleware_token_not_found_error' });
    }
  });
});
