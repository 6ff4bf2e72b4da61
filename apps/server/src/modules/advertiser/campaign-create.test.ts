import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
} from '@kamao/contract/idempotency-key';
import { ADVERTISER_TEXTS, type CampaignCreatePayload } from '@kamao/contract/api-advertiser';
import { apiRoutes } from '@kamao/contract/api-routes';
import { campaigns } from '../../db/schema/index.ts';
import { PayloadCipher } from '../../lib/payload-cipher.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { createSession } from '../auth/index.ts';
import { buildMember, grantMoney, type MemberOverrides } from '../../test/factories.ts';
import { writeSetting } from '../settings/index.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { replacePriceList } from '../ptc/index.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { statusesOf, systemBalance } from '../../test/ptc-calls.ts';
import { twentyTogether } from '../../test/together.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await replacePriceList(db, 'window', [
    { seconds: 5, priceMilli: 20n },
    { seconds: 10, priceMilli: 40n },
  ]);
  await replacePriceList(db, 'youtube', [{ seconds: 15, priceMilli: 90n }]);
  await writeSetting(db, 'ptc_minimum_total_views', 100);
  await writeSetting(db, 'ptc_member_share_bp', 5000);
});
afterAll(async () => {
  await t?.close();
});

const form = (overrides: Partial<CampaignCreatePayload> = {}): CampaignCreatePayload => ({
  selectedOption_state: 'window',
  step_2_title: 'My shop',
  step_2_url: 'https://shop.example/',
  step_2_description: 'Visit my shop',
  step_3_duration: '10-0.04',
  step_3_total_views: 100,
  step_3_interval_in_hours: 13,
  step_3_enableLimit: false,
  step_3_limitViewsPerDay: null,
  step_4_subTotal: 4,
  ...overrides,
});
const create = (client: MemberClient, obj: unknown) =>
  client.call('POST', apiRoutes.advertiserCreate.path, { obj });
const error = (status: number, text: string) => ({ status, body: { error_msg: text } });

describe(`campaign creation on ${testEngine}`, () => {
  it('answers the wizard data: prices per type, minimum views and balances', async () => {
    const member = await signedInMember(t, { deposit: 7_500n, withdrawable: 1_000n });
    expect(await member.call('GET', apiRoutes.advertiserCreateData.path)).toEqual({
      status: 200,
      body: {
        msg: {
          PTCAds_pricing: {
            window: [
              { time: 5, price: 0.02 },
              { time: 10, price: 0.04 },
            ],
            iframe: [],
            youtube: [{ time: 15, price: 0.09 }],
          },
          PTCAds_total_minimum_Views: 100,
          userDepositBalance: 7.5,
          userAvailableBalance: 8.5,
        },
      },
    });
  });

  it('debits the deposit by exactly the subtotal into the campaign budgets', async () => {
    const db = t.database.db;
    const member = await signedInMember(t, { deposit: 10_000n, withdrawable: 2_000n });
    const budgetsBefore = await systemBalance(db, 'campaign_budgets');
    const res = await create(
      member,
      form({ step_3_enableLimit: true, step_3_limitViewsPerDay: 20 }),
    );
    expect(res).toEqual({ status: 200, body: { msg: { userAvailableBalance: 8 } } });
    expect(await getMemberBalances(db, member.member.id)).toEqual({
      withdrawable: 2_000n,
      deposit: 6_000n,
    });
    expect(await systemBalance(db, 'campaign_budgets')).toBe(budgetsBefore + 4_000n);
    const [campaign] = await db
      .select()
      .from(campaigns)
      .where(eq(campaigns.ownerId, member.member.id));
    expect(campaign).toMatchObject({
      type: 'window',
      title: 'My shop',
      durationSeconds: 10,
      pricePerView: 40n,
      rewardPerView: 20n,
      totalViews: 100,
      completedViews: 0,
      intervalHours: 13,
      dailyLimitEnabled: true,
      dailyLimit: 20,
      subtotal: 4_000n,
      status: 'active',
    });
    await expectLedgerBalanced(db);
  });

  it('accepts a sealed form and a YouTube link', async () => {
    const member = await signedInMember(t, { deposit: 10_000n });
    const sealed = new PayloadCipher(t.config.PAYLOAD_KEY).encrypt(
      form({
        selectedOption_state: 'youtube',
        step_2_url: 'https://youtu.be/aqz-KE-bpKQ',
        step_3_duration: '15-0.09',
        step_4_subTotal: '9.000' as unknown as number,
      }),
    );
    expect((await create(member, sealed)).status).toBe(200);
    expect((await getMemberBalances(t.database.db, member.member.id)).deposit).toBe(1_000n);
  });

  it('refuses too few views, a duration not on offer, a changed price and a low deposit', async () => {
    const member = await signedInMember(t, { deposit: 3_000n });
    expect(await create(member, form({ step_3_total_views: 99, step_4_subTotal: 3.96 }))).toEqual(
      error(400, 'Total Views must be greater or equel to 100'),
    );
    expect(await create(member, form({ step_3_duration: '30-0.12' }))).toEqual(
      error(400, ADVERTISER_TEXTS.durationNotOffered),
    );
    expect(await create(member, form({ step_3_duration: '10-0.03', step_4_subTotal: 3 }))).toEqual(
      error(400, ADVERTISER_TEXTS.priceChanged),
    );
    expect(await create(member, form({ step_4_subTotal: 3.5 }))).toEqual(
      error(400, ADVERTISER_TEXTS.priceChanged),
    );
    expect(await create(member, form())).toEqual(error(400, 'Insufficient Balance'));
    expect(
      await create(
        member,
        form({ step_3_total_views: 100_000_001, step_4_subTotal: 4_000_000.04 }),
      ),
    ).toEqual(error(400, ADVERTISER_TEXTS.maximumViews(100_000_000)));
    expect((await getMemberBalances(t.database.db, member.member.id)).deposit).toBe(3_000n);
  });

  it('answers the form rules with their texts', async () => {
    const member = await signedInMember(t, { deposit: 10_000n });
    const cases: [Partial<CampaignCreatePayload>, string][] = [
      [{ step_2_title: ' ' }, 'Title is a required field'],
      [{ step_2_description: '' }, 'Description is a required field'],
      [{ step_2_url: '' }, 'URL is a required field'],
      [{ step_2_url: 'shop.example' }, 'Please enter a valid URL'],
      [
        { selectedOption_state: 'youtube', step_2_url: 'https://shop.example/' },
        'Please enter a valid YouTube video URL',
      ],
      [{ step_3_duration: 'Choose Any One' }, 'Duration is a required field'],
      [{ step_3_interval_in_hours: 25 }, 'Interval is a required field'],
      [
        { step_3_enableLimit: true, step_3_limitViewsPerDay: null },
        'Per Day Limit is a required field',
      ],
      [
        { step_3_enableLimit: true, step_3_limitViewsPerDay: 101 },
        'Per Day Limit must not be greater than total views',
      ],
    ];
    for (const [overrides, text] of cases) {
      const res = await create(member, form(overrides));
      expect(res.status, text).toBe(400);
      expect(res.body.error_msg, text).toContain(text);
    }
  });

  it('20 simultaneous creates that each need the whole deposit: one succeeds', async () => {
    const db = t.database.db;
    const member = await signedInMember(t, { deposit: 4_000n });
    const results = await Promise.all(Array.from({ length: 20 }, () => create(member, form())));
    expect(statusesOf(results)).toEqual([200, ...Array.from({ length: 19 }, () => 400)]);
    for (const r of results.filter((r) => r.status === 400)) {
      expect(r.body.error_msg).toBe('Insufficient Balance');
    }
    expect((await getMemberBalances(db, member.member.id)).deposit).toBe(0n);
    const owned = await db.select().from(campaigns).where(eq(campaigns.ownerId, member.member.id));
    expect(owned).toHaveLength(1);
    await expectLedgerBalanced(db);
  });
});

/** A member whose create calls carry an Idempotency-Key. */
async function keyedAdvertiser(overrides: MemberOverrides = {}) {
  const member = await buildMember(t.database.db, overrides);
  const session = await createSession(t.database.db, member.id, false);
  const cookie = `${t.config.secureCookies ? '__Host-sid' : 'sid'}=${session.token}`;
  return {
    member,
    create: async (obj: unknown, key: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: apiRoutes.advertiserCreate.path,
        payload: { obj },
        headers: { cookie, [IDEMPOTENCY_KEY_HEADER]: key },
      });
      return { status: res.statusCode, body: res.json() };
    },
    campaigns: () => t.database.db.select().from(campaigns).where(eq(campaigns.ownerId, member.id)),
    deposit: async () => (await getMemberBalances(t.database.db, member.id)).deposit,
  };
}

const created = (available: number) => ({
  status: 200,
  body: { msg: { userAvailableBalance: available } },
});

describe(`campaign create retries with an Idempotency-Key on ${testEngine}`, () => {
  it('answers a retry of the same form as the first and buys one campaign', async () => {
    const db = t.database.db;
    const advertiser = await keyedAdvertiser({ deposit: 6_000n });
    const budgetsBefore = await systemBalance(db, 'campaign_budgets');
    expect(await advertiser.create(form(), 'campaign-key-01')).toEqual(created(2));
    // ₹2 left cannot pay ₹4 again: the retry still gets the first answer.
    expect(await advertiser.create(form(), 'campaign-key-01')).toEqual(created(2));
    const sealed = new PayloadCipher(t.config.PAYLOAD_KEY).encrypt(form());
    expect(await advertiser.create(sealed, 'campaign-key-01')).toEqual(created(2));
    expect(await advertiser.campaigns()).toHaveLength(1);
    expect(await advertiser.deposit()).toBe(2_000n);
    expect(await systemBalance(db, 'campaign_budgets')).toBe(budgetsBefore + 4_000n);
    await expectLedgerBalanced(db);
  });

  it('buys one campaign for 20 simultaneous creates with one key, and all succeed', async () => {
    // Exactly one campaign's worth of deposit.
    const advertiser = await keyedAdvertiser({ deposit: 4_000n });
    const results = await twentyTogether(() => advertiser.create(form(), 'parallel-campaign'), 5);
    expect(results).toEqual(Array.from({ length: 20 }, () => created(0)));
    expect(await advertiser.campaigns()).toHaveLength(1);
    expect(await advertiser.deposit()).toBe(0n);
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses the same key with other campaign details (409), buying nothing', async () => {
    const advertiser = await keyedAdvertiser({ deposit: 20_000n });
    expect(await advertiser.create(form(), 'reused-campaign-1')).toEqual(created(16));
    const others: Partial<CampaignCreatePayload>[] = [
      { step_2_title: 'My other shop' },
      { step_2_url: 'https://shop.example/sale' },
      { step_3_total_views: 200, step_4_subTotal: 8 },
      { step_3_duration: '5-0.02', step_4_subTotal: 2 },
      { step_3_interval_in_hours: 12 },
      { step_3_enableLimit: true, step_3_limitViewsPerDay: 10 },
      { selectedOption_state: 'youtube', step_2_url: 'https://youtu.be/aqz-KE-bpKQ' },
    ];
    for (const overrides of others) {
      expect(await advertiser.create(form(overrides), 'reused-campaign-1')).toEqual(
        error(409, IDEMPOTENCY_KEY_REUSED),
      );
    }
    expect(await advertiser.campaigns()).toHaveLength(1);
    expect(await advertiser.deposit()).toBe(16_000n);
    await expectLedgerBalanced(t.database.db);
  });

  it('evaluates a retry afresh when the first try with the key failed', async () => {
    const advertiser = await keyedAdvertiser({ deposit: 3_000n });
    expect(await advertiser.create(form(), 'failed-campaign-1')).toEqual(
      error(400, 'Insufficient Balance'),
    );
    await grantMoney(t.database.db, advertiser.member.id, 'deposit', 1_000n);
    expect(await advertiser.create(form(), 'failed-campaign-1')).toEqual(created(0));
    expect(await advertiser.campaigns()).toHaveLength(1);
    await expectLedgerBalanced(t.database.db);
  });

  it("keeps one member's keys apart from another's", async () => {
    const a = await keyedAdvertiser({ deposit: 4_000n });
    const b = await keyedAdvertiser({ deposit: 4_000n });
    expect(await a.create(form(), 'shared-campaign-1')).toEqual(created(0));
    expect(await b.create(form(), 'shared-campaign-1')).toEqual(created(0));
    expect(await a.campaigns()).toHaveLength(1);
    expect(await b.campaigns()).toHaveLength(1);
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses a malformed key with a 400 and buys nothing', async () => {
    const advertiser = await keyedAdvertiser({ deposit: 4_000n });
    expect(await advertiser.create(form(), 'tiny')).toEqual(error(400, IDEMPOTENCY_KEY_INVALID));
    expect(await advertiser.campaigns()).toEqual([]);
  });
});
