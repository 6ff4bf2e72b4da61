import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { ADVERTISER_TEXTS } from '@kamao/contract/api-advertiser';
import { pathOf } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import { adminAuditLog } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { buildCampaign } from '../../test/factories.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { statusesOf } from '../../test/ptc-calls.ts';
import { PRICE_WITHOUT_REWARD } from './pricing.ts';

let t: TestApp;
let admin: MemberClient;

/** The price-list call of one type (an unknown type included, to see it refused). */
const pricesOf = (type: string) => pathOf(adminRoutes.ptcPricingUpdate, { type });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInMember(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const lastAudit = async () => {
  const [row] = await t.database.db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.id))
    .limit(1);
  return row;
};

describe(`operator pay-to-click console on ${testEngine}`, () => {
  it('refuses visitors (401) and members (403), for reads and writes alike', async () => {
    const member = await signedInMember(t);
    const routes: [string, string, object?][] = [
      ['GET', adminRoutes.ptcPricing.path],
      ['PUT', pricesOf('window'), { entries: [] }],
      ['PUT', adminRoutes.ptcSettingsUpdate.path, { memberShareBp: 1, minimumTotalViews: 1 }],
      ['GET', adminRoutes.ptcSnippets.path],
      ['PUT', adminRoutes.ptcSnippetsUpdate.path, { waitingPage: '', verificationPage: '' }],
      ['GET', adminRoutes.campaignList.path],
      ['POST', pathOf(adminRoutes.campaignPause, { id: 'x' })],
      ['POST', pathOf(adminRoutes.campaignActivate, { id: 'x' })],
      ['DELETE', pathOf(adminRoutes.campaignRemove, { id: 'x' })],
    ];
    for (const [method, url, payload] of routes) {
      const visitor = await t.app.inject({ method: method as 'GET', url, payload });
      expect(visitor.statusCode, url).toBe(401);
      const res = await member.call(method as 'GET', url, payload);
      expect(res.status, url).toBe(403);
      expect(typeof res.body.error_msg).toBe('string');
    }
  });

  it('replaces the price list of a type, which the wizard then offers', async () => {
    const res = await admin.call('PUT', pricesOf('iframe'), {
      entries: [
        { seconds: 20, price: 0.1 },
        { seconds: 10, price: 0.05 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.pricing.iframe).toEqual([
      { seconds: 10, price: 0.05 },
      { seconds: 20, price: 0.1 },
    ]);
    expect(await lastAudit()).toMatchObject({ action: 'ptc_pricing.update', target: 'iframe' });
    const member = await signedInMember(t);
    const wizard = await member.call('GET', apiRoutes.advertiserCreateData.path);
    expect(wizard.body.msg.PTCAds_pricing.iframe).toEqual([
      { time: 10, price: 0.05 },
      { time: 20, price: 0.1 },
    ]);
    const bad = await admin.call('PUT', pricesOf('iframe'), {
      entries: [
        { seconds: 10, price: 0.05 },
        { seconds: 10, price: 0.06 },
      ],
    });
    expect(bad.status).toBe(400);
    expect((await admin.call('PUT', pricesOf('popup'), { entries: [] })).status).toBe(400);
  });

  it('refuses a price or a share that would pay the viewer nothing', async () => {
    // At the 50 % share, ₹0.001 would reward ₹0.0005: rounded down, nothing.
    const tooCheap = await admin.call('PUT', pricesOf('window'), {
      entries: [{ seconds: 5, price: 0.001 }],
    });
    expect(tooCheap).toMatchObject({ status: 400, body: { error_msg: PRICE_WITHOUT_REWARD } });
    const tinyShare = await admin.call('PUT', adminRoutes.ptcSettingsUpdate.path, {
      memberShareBp: 1,
      minimumTotalViews: 100,
    });
    expect(tinyShare).toMatchObject({ status: 400, body: { error_msg: PRICE_WITHOUT_REWARD } });
    const prices = await admin.call('GET', adminRoutes.ptcPricing.path);
    expect(prices.body.memberShareBp).not.toBe(1);
  });

  it('sets the share and the minimum views, answered to members as PTCAds_total_minimum_Views', async () => {
    const res = await admin.call('PUT', adminRoutes.ptcSettingsUpdate.path, {
      memberShareBp: 6000,
      minimumTotalViews: 250,
    });
    expect(res.body).toMatchObject({ memberShareBp: 6000, minimumTotalViews: 250 });
    expect(await lastAudit()).toMatchObject({ action: 'ptc_settings.update' });
    const member = await signedInMember(t);
    const wizard = await member.call('GET', apiRoutes.advertiserCreateData.path);
    expect(wizard.body.msg.PTCAds_total_minimum_Views).toBe(250);
    expect(
      (
        await admin.call('PUT', adminRoutes.ptcSettingsUpdate.path, {
          memberShareBp: 0,
          minimumTotalViews: 1,
        })
      ).status,
    ).toBe(400);
  });

  it('saves the ad snippets, answers them to members and lets their script hosts run', async () => {
    const snippets = {
      waitingPage: '<script async src="https://ads.example-network.com/tag.js"></script>',
      verificationPage: "<div id='ad'></div><script src='//cdn.other-ads.example/v.js'></script>",
    };
    expect(await admin.call('PUT', adminRoutes.ptcSnippetsUpdate.path, snippets)).toEqual({
      status: 200,
      body: snippets,
    });
    expect(await lastAudit()).toMatchObject({ action: 'ptc_snippets.update' });
    const member = await signedInMember(t);
    expect((await member.call('GET', apiRoutes.ptcAdSnippets.path)).body).toEqual({
      msg: snippets,
    });
    const directive = async (url: string, name: string) => {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = String(page.headers['content-security-policy']);
      return csp.split(';').find((d) => d.trim().startsWith(name)) ?? '';
    };
    const adPage = await directive('/member/iframe?link=x', 'script-src');
    expect(adPage).toContain('https://ads.example-network.com');
    expect(adPage).toContain('https://cdn.other-ads.example');
    // YouTube's player runs on the YouTube ad page only, beside the operator's ad hosts there.
    expect(adPage).not.toContain('youtube');
    const youtubePage = await directive('/member/youtube?link=x', 'script-src');
    expect(youtubePage).toContain('https://ads.example-network.com');
    expect(youtubePage).toContain('https://www.youtube.com');
    // Beside the wallet and the console, no ad network's script may run.
    for (const url of ['/', '/member/withdraw', '/admin']) {
      expect(await directive(url, 'script-src')).not.toContain('example-network');
    }
  });

  it('refuses snippets whose scripts would widen the policy, and the site keeps working', async () => {
    for (const src of [
      'https://ads.example.com,cdn.example.com/x.js',
      'https://*.example.com/x.js',
      '//*',
      'http://ads.example.com/x.js',
      "https://ads.example.com;script-src 'unsafe-inline'/x.js",
    ]) {
      const res = await admin.call('PUT', adminRoutes.ptcSnippetsUpdate.path, {
        waitingPage: `<script src="${src}"></script>`,
        verificationPage: '',
      });
      expect(res.status, src).toBe(400);
      expect(res.body.error_msg).toMatch(/cannot be used/);
    }
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const page = await t.app.inject({
      method: 'GET',
      url: '/member/youtube',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
  });

  it('lists every campaign with filters and pages', async () => {
    const owner = await signedInMember(t, { userName: 'bigadvertiser' });
    const youtube = await buildCampaign(t.database.db, {
      ownerId: owner.member.id,
      type: 'youtube',
    });
    await buildCampaign(t.database.db, { ownerId: owner.member.id, status: 'paused' });
    const all = await admin.call('GET', `${adminRoutes.campaignList.path}?owner=BigAdvertiser`);
    expect(all.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    const filtered = await admin.call(
      'GET',
      `${adminRoutes.campaignList.path}?owner=bigadvertiser&type=youtube&status=active`,
    );
    expect(filtered.body.campaigns).toEqual([
      expect.objectContaining({
        id: youtube.id,
        ownerUserName: 'bigadvertiser',
        type: 'youtube',
        pricePerView: 0.1,
        rewardPerView: 0.05,
        subtotal: 1,
        status: 'active',
      }),
    ]);
    expect((await admin.call('GET', `${adminRoutes.campaignList.path}?status=gone`)).status).toBe(
      400,
    );
  });

  it('holds a campaign it pauses: its owner cannot activate it until an operator does', async () => {
    const owner = await signedInMember(t);
    const campaign = await buildCampaign(t.database.db, { ownerId: owner.member.id });
    const ownerSets = (clientMsg: 'paused' | 'active') =>
      owner.call('PATCH', apiRoutes.advertiserCampaignStatus.path, {
        encryptedObj: { clientMsg, _id: campaign.id },
      });
    // The owner had paused it; the operator's pause still holds it.
    expect((await ownerSets('paused')).status).toBe(200);
    const held = await admin.call('POST', pathOf(adminRoutes.campaignPause, { id: campaign.id }));
    expect(held.body).toMatchObject({ campaign: { status: 'paused', pausedByOperator: true } });
    expect(await ownerSets('active')).toMatchObject({
      status: 400,
      body: { error_msg: ADVERTISER_TEXTS.heldByOperator },
    });
    const released = await admin.call(
      'POST',
      pathOf(adminRoutes.campaignActivate, { id: campaign.id }),
    );
    expect(released.body).toMatchObject({
      campaign: { status: 'active', pausedByOperator: false },
    });
    // Released, the owner is in charge again.
    expect((await ownerSets('paused')).status).toBe(200);
    expect((await ownerSets('active')).status).toBe(200);
  });

  it('pauses, activates and removes a campaign; 20 parallel removals refund once', async () => {
    const db = t.database.db;
    const owner = await signedInMember(t);
    const campaign = await buildCampaign(db, {
      ownerId: owner.member.id,
      totalViews: 8,
      pricePerView: 500n,
    });
    const paused = await admin.call('POST', pathOf(adminRoutes.campaignPause, { id: campaign.id }));
    expect(paused.body).toMatchObject({ campaign: { status: 'paused' }, refunded: 0 });
    expect(await lastAudit()).toMatchObject({ action: 'campaign.pause', target: campaign.id });
    const active = await admin.call(
      'POST',
      pathOf(adminRoutes.campaignActivate, { id: campaign.id }),
    );
    expect(active.body).toMatchObject({ campaign: { status: 'active' } });

    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.call('DELETE', pathOf(adminRoutes.campaignRemove, { id: campaign.id })),
      ),
    );
    expect(statusesOf(results)).toEqual([200, ...Array.from({ length: 19 }, () => 404)]);
    expect(results.find((r) => r.status === 200)?.body).toMatchObject({
      campaign: { status: 'deleted' },
      refunded: 4,
    });
    for (const r of results.filter((r) => r.status === 404)) {
      expect(r.body.error_msg).toBe(ADVERTISER_TEXTS.campaignNotFound);
    }
    expect((await getMemberBalances(db, owner.member.id)).deposit).toBe(4_000n);
    expect(await lastAudit()).toMatchObject({ action: 'campaign.remove', target: campaign.id });
    await expectLedgerBalanced(db);
  });
});
