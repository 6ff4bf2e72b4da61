import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_REVIEW_ERRORS } from '@kamao/contract/admin/campaigns';
import { ADVERTISER_TEXTS, type CampaignCreatePayload } from '@kamao/contract/api-advertiser';
import { apiRoutes } from '@kamao/contract/api-routes';
import { adminAuditLog, campaigns } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { twentyTogether } from '../../test/together.ts';
import { replacePriceList } from '../ptc/index.ts';
import { writeSetting } from '../settings/index.ts';
import { campaignHost, campaignReviewRequired } from './campaign-review.ts';

let t: TestApp;
let operator: MemberClient;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await replacePriceList(db, 'window', [{ seconds: 10, priceMilli: 40n }]);
  await writeSetting(db, 'ptc_minimum_total_views', 100);
  await writeSetting(db, 'ptc_member_share_bp', 5000);
  operator = await signedInMember(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const form = (url = 'https://shop.example/'): CampaignCreatePayload => ({
  selectedOption_state: 'window',
  step_2_title: 'My shop',
  step_2_url: url,
  step_2_description: 'Visit my shop',
  step_3_duration: '10-0.04',
  step_3_total_views: 100,
  step_3_interval_in_hours: 13,
  step_3_enableLimit: false,
  step_3_limitViewsPerDay: null,
  step_4_subTotal: 4,
});

/** A member's new campaign (₹4 from a ₹10 deposit); its id. */
async function newCampaign(url?: string) {
  const owner = await signedInMember(t, { deposit: 10_000n });
  const created = await owner.call('POST', apiRoutes.advertiserCreate.path, { obj: form(url) });
  expect(created.status).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(campaigns)
    .where(eq(campaigns.ownerId, owner.member.id));
  return { owner, campaign: row! };
}
const activate = (owner: MemberClient, id: string) =>
  owner.call('PATCH', apiRoutes.advertiserCampaignStatus.path, {
    encryptedObj: { clientMsg: 'active', _id: id },
  });
const ownerView = async (owner: MemberClient) =>
  (await owner.call('GET', apiRoutes.advertiserData.path)).body.msg.advertiserData[0];
const consoleRow = async (id: string) => {
  const list = await operator.call('GET', '/api/admin/ptc/campaigns');
  return (list.body.campaigns as { id: string }[]).find((c) => c.id === id) as Record<
    string,
    unknown
  >;
};

describe(`campaign review, switched off (the tests' and demo's default) on ${testEngine}`, () => {
  it('starts a new campaign active, as before', async () => {
    const { owner, campaign } = await newCampaign();
    expect(campaign).toMatchObject({ status: 'active', awaitingReview: false });
    expect(await ownerView(owner)).toMatchObject({ status: 'active', waiting_for_review: false });
  });

  it('is on in production while the operator has not decided', async () => {
    expect(await campaignReviewRequired(t.database.db, { NODE_ENV: 'production' })).toBe(true);
    expect(await campaignReviewRequired(t.database.db, { NODE_ENV: 'test' })).toBe(false);
  });
});

describe('the host the console shows', () => {
  it.each([
    ['https://shop.example/x', 'shop.example', null],
    ['https://SHOP.example./x', 'shop.example', null],
    ['http://192.168.1.10/admin', '192.168.1.10', 'private'],
    ['http://localhost:8080/', 'localhost', 'private'],
    ['https://scam.example/', 'scam.example', 'blocked'],
    ['https://a.b.scam.example/', 'a.b.scam.example', 'blocked'],
    ['https://notscam.example/', 'notscam.example', null],
  ])('%s: %s, %s', (url, host, hostProblem) => {
    expect(campaignHost({ type: 'window', url }, ['scam.example'])).toEqual({ host, hostProblem });
  });

  it('names none for a YouTube video', () => {
    expect(campaignHost({ type: 'youtube', url: 'https://youtu.be/x' }, [])).toEqual({
      host: null,
      hostProblem: null,
    });
  });
});

describe(`campaign review, switched on on ${testEngine}`, () => {
  beforeAll(async () => {
    const settings = await operator.call('PUT', '/api/admin/ptc/campaign-review', {
      reviewRequired: true,
      blockedHosts: [' Scam.Example ', 'scam.example'],
    });
    expect(settings.body).toEqual({
      settings: { reviewRequired: true, blockedHosts: ['scam.example'] },
    });
  });

  it('holds a new campaign paused, waiting for review; its owner cannot activate it', async () => {
    const { owner, campaign } = await newCampaign();
    expect(campaign).toMatchObject({ status: 'paused', awaitingReview: true });
    expect(await ownerView(owner)).toMatchObject({ status: 'paused', waiting_for_review: true });
    expect(await activate(owner, campaign.id)).toEqual({
      status: 400,
      body: { error_msg: ADVERTISER_TEXTS.waitingForReview },
    });
    expect((await ownerView(owner)).status).toBe('paused');
  });

  it("shows the operator the campaign's host, checked against the blocked hosts", async () => {
    const clean = await newCampaign('https://shop.example/sale');
    const blocked = await newCampaign('https://www.scam.example/win');
    expect(await consoleRow(clean.campaign.id)).toMatchObject({
      awaitingReview: true,
      host: 'shop.example',
      hostProblem: null,
    });
    expect(await consoleRow(blocked.campaign.id)).toMatchObject({
      host: 'www.scam.example',
      hostProblem: 'blocked',
    });
  });

  it('an approval makes it active, once, audited; then the owner may pause and activate it', async () => {
    const { owner, campaign } = await newCampaign();
    const path = `/api/admin/ptc/campaigns/${campaign.id}/approve`;
    const approved = await operator.call('POST', path);
    expect(approved.status).toBe(200);
    expect(approved.body.campaign).toMatchObject({ status: 'active', awaitingReview: false });
    expect(await operator.call('POST', path)).toEqual({
      status: 409,
      body: { error_msg: CAMPAIGN_REVIEW_ERRORS.notWaiting },
    });
    expect(await ownerView(owner)).toMatchObject({ status: 'active', waiting_for_review: false });
    const pause = await owner.call('PATCH', apiRoutes.advertiserCampaignStatus.path, {
      encryptedObj: { clientMsg: 'paused', _id: campaign.id },
    });
    expect(pause.status).toBe(200);
    expect((await activate(owner, campaign.id)).status).toBe(200);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, campaign.id));
    expect(audit.map((a) => a.action)).toEqual(['campaign.approve']);
  });

  it('refusals fired together refund the budget once and remove the campaign', async () => {
    const { owner, campaign } = await newCampaign();
    expect((await getMemberBalances(t.database.db, owner.member.id)).deposit).toBe(6_000n);
    const path = `/api/admin/ptc/campaigns/${campaign.id}/refuse`;
    const answers = await twentyTogether(() => operator.call('POST', path));
    const refused = answers.filter((a) => a.status === 200);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.refunded).toBe(4);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer).toEqual({
        status: 409,
        body: { error_msg: CAMPAIGN_REVIEW_ERRORS.notWaiting },
      });
    }
    expect((await getMemberBalances(t.database.db, owner.member.id)).deposit).toBe(10_000n);
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row!.status).toBe('deleted');
    await expectLedgerBalanced(t.database.db);
  });

  it('an approval and refusals together: one of them wins, and money moves at most once', async () => {
    const { owner, campaign } = await newCampaign();
    const base = `/api/admin/ptc/campaigns/${campaign.id}`;
    const answers = await Promise.all([
      operator.call('POST', `${base}/approve`),
      ...Array.from({ length: 5 }, () => operator.call('POST', `${base}/refuse`)),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const deposit = (await getMemberBalances(t.database.db, owner.member.id)).deposit;
    expect(deposit).toBe(row!.status === 'deleted' ? 10_000n : 6_000n);
    await expectLedgerBalanced(t.database.db);
  });

  it('goes back to the default (off outside production) when the operator sets null', async () => {
    const settings = await operator.call('PUT', '/api/admin/ptc/campaign-review', {
      reviewRequired: null,
      blockedHosts: [],
    });
    expect(settings).toEqual({
      status: 200,
      body: { settings: { reviewRequired: null, blockedHosts: [] } },
    });
    const { campaign } = await newCampaign();
    expect(campaign).toMatchObject({ status: 'active', awaitingReview: false });
    await operator.call('PUT', '/api/admin/ptc/campaign-review', {
      reviewRequired: true,
      blockedHosts: ['scam.example'],
    });
  });

  it('refuses an unknown blocked host shape', async () => {
    const bad = await operator.call('PUT', '/api/admin/ptc/campaign-review', {
      reviewRequired: true,
      blockedHosts: ['https://scam.example/'],
    });
    expect(bad.status).toBe(400);
  });
});
