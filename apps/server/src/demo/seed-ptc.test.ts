import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { youTubeVideoId } from '@kamao/contract/validation';
import type { Database } from '../db/client.ts';
import { campaigns, users } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './seed.ts';
import { getMemberBalances } from '../ledger/balances.ts';
import { expectLedgerBalanced } from '../test/ledger-balanced.ts';
import { systemBalance } from '../test/ptc-calls.ts';
import { ptcHome } from '../modules/ptc/ptc-home.ts';
import { presentPtcHome } from '../modules/ptc/presenters.ts';
import { readPriceList } from '../modules/ptc/index.ts';
import { createTestDatabase, testEngine } from '../test/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
});
afterAll(async () => {
  await database?.close();
});

const userId = async (userName: string) =>
  (await database.db.select().from(users).where(eq(users.userName, userName)))[0]!.id;

describe(`pay-to-click demo data on ${testEngine}`, () => {
  it('seeds the price list and an advertiser whose campaigns are paid through the ledger', async () => {
    const db = database.db;
    const prices = await readPriceList(db);
    for (const type of ['window', 'iframe', 'youtube'] as const) {
      expect(prices[type].map((p) => p.seconds)).toEqual([5, 10, 15, 30]);
    }
    const advertiserId = await userId(DEMO_ACCOUNTS.advertiser.userName);
    const owned = await db.select().from(campaigns).where(eq(campaigns.ownerId, advertiserId));
    expect(owned).toHaveLength(9);
    expect(owned.every((c) => c.status === 'active' && c.durationSeconds <= 15)).toBe(true);
    const spent = owned.reduce((sum, c) => sum + c.subtotal, 0n);
    expect(spent).toBe(225_000n);
    expect(await getMemberBalances(db, advertiserId)).toEqual({
      withdrawable: 0n,
      deposit: 1_000_000n - spent,
    });
    expect(await systemBalance(db, 'campaign_budgets')).toBe(spent);
    for (const c of owned.filter((c) => c.type === 'youtube')) {
      expect(youTubeVideoId(c.url)).toMatch(/^[\w-]{11}$/);
    }
    await expectLedgerBalanced(db);
  });

  it('gives the demo member ads of every type to view', async () => {
    const memberId = await userId(DEMO_ACCOUNTS.member.userName);
    const home = presentPtcHome(await ptcHome(database.db, memberId, 'en')).msg;
    expect(home.totalLinks).toBe(9);
    expect(new Set(home.PTCAds_campaignsData.map((c) => c.campaignType))).toEqual(
      new Set(['window', 'iframe', 'youtube']),
    );
  });
});
