import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './seed.ts';
import { createTestDatabase, testEngine } from '../test/test-database.ts';
import { users, withdrawalMethods, giftCodes, shorteners, faqs } from '../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { getMemberBalances } from '../ledger/balances.ts';
import { expectLedgerBalanced } from '../test/ledger-balanced.ts';
import { readSetting } from '../modules/settings/index.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`demo data on ${testEngine}`, () => {
  it('seeds an empty database once, with the demo balances granted through the ledger', async () => {
    const [first, second] = await Promise.all([
      seedDemoData(database.db),
      seedDemoData(database.db),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await seedDemoData(database.db)).toBe(false);

    const [demo] = await database.db.select().from(users).where(eq(users.userName, 'demo'));
    expect(demo).toMatchObject({
      email: DEMO_ACCOUNTS.member.email,
      role: 'member',
      withdrawalMethod: null,
    });
    expect(await getMemberBalances(database.db, demo!.id)).toEqual({
      withdrawable: 100_000n,
      deposit: 200_000n,
    });
    const [admin] = await database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admin?.email).toBe('admin@example.com');

    const methods = await database.db.select().from(withdrawalMethods);
    expect(Object.fromEntries(methods.map((m) => [m.name, m.minimumAmount]))).toEqual({
      UPI: 50_000n,
      Paytm: 20_000n,
      'Bank Transfer': 100_000n,
    });
    const [welcome] = await database.db
      .select()
      .from(giftCodes)
      .where(eq(giftCodes.code, 'WELCOME10'));
    expect(welcome?.amount).toBe(10_000n);
    expect(await readSetting(database.db, 'referral_rate_bp')).toBe(1000);

    await expectLedgerBalanced(database.db);
  });

  it('gives every demo shortener a how-to-complete link to the FAQ entry that explains it', async () => {
    const seeded = await database.db.select().from(shorteners);
    expect(seeded.length).toBeGreaterThan(0);
    for (const shortener of seeded) expect(shortener.howToCompleteUrl).toBe('/#FAQs');
    const questions = (await database.db.select().from(faqs)).map((f) => f.question);
    expect(questions).toContain('How do I complete a short link?');
  });
});
