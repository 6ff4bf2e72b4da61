import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { transfers } from '../db/schema/index.ts';
import { buildMember } from '../test/factories.ts';
import { expectLedgerBalanced } from '../test/ledger-balanced.ts';
import { createTestDatabase, testEngine } from '../test/test-database.ts';
import { getMemberBalances, getMemberDebt } from './balances.ts';
import { chargeback } from './debt.ts';
import { earn, type EarningPolicy } from './earn.ts';
import { IdempotencyConflictError } from './errors.ts';
import { systemAccount, memberWallet } from './kinds.ts';
import { transfer } from './post-movement.ts';

const RUPEE = 1000n;
/** A 10 % referral share, as the operator's default setting pays. */
const policy: EarningPolicy = { referralRateBp: 1000 };
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const wallets = (id: string) => getMemberBalances(database.db, id);
const debt = (id: string) => getMemberDebt(database.db, id);

describe(`member debt on ${testEngine}`, () => {
  it('takes a chargeback from the withdrawable wallet when it covers it, with no debt', async () => {
    const member = await buildMember(database.db, {
      withdrawable: 10n * RUPEE,
      deposit: 5n * RUPEE,
    });
    const result = await chargeback(database.db, member.id, 4n * RUPEE, `cb-small:${member.id}`);
    expect(result).toMatchObject({ taken: 4n * RUPEE, owed: 0n, replayed: false });
    expect(await wallets(member.id)).toEqual({ withdrawable: 6n * RUPEE, deposit: 5n * RUPEE });
    expect(await debt(member.id)).toBe(0n);
    await expectLedgerBalanced(database.db);
  });

  it('records what the balance cannot cover as debt, never below zero, deposit untouched', async () => {
    const member = await buildMember(database.db, {
      withdrawable: 3n * RUPEE,
      deposit: 5n * RUPEE,
    });
    const result = await chargeback(database.db, member.id, 8n * RUPEE, `cb-big:${member.id}`);
    expect(result).toMatchObject({ taken: 3n * RUPEE, owed: 5n * RUPEE });
    expect(await wallets(member.id)).toEqual({ withdrawable: 0n, deposit: 5n * RUPEE });
    expect(await debt(member.id)).toBe(5n * RUPEE);
    // A replay answers the same split and moves nothing, even after the balance changed.
    await earn(database.db, member.id, 'offerWall', 1n * RUPEE, `cb-big-earn:${member.id}`, {
      policy,
    });
    const replay = await chargeback(database.db, member.id, 8n * RUPEE, `cb-big:${member.id}`);
    expect(replay).toMatchObject({ replayed: true, taken: 3n * RUPEE, owed: 5n * RUPEE });
    await expect(
      chargeback(database.db, member.id, 9n * RUPEE, `cb-big:${member.id}`),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await debt(member.id)).toBe(4n * RUPEE);
    await expectLedgerBalanced(database.db);
  });

  it('settles the debt out of the next earnings first, and the wallet gets the rest', async () => {
    const member = await buildMember(database.db);
    await chargeback(database.db, member.id, 5n * RUPEE, `cb-settle:${member.id}`);
    expect(await debt(member.id)).toBe(5n * RUPEE);

    await earn(database.db, member.id, 'click_short_link', 3n * RUPEE, `settle-1:${member.id}`, {
      policy,
    });
    expect(await debt(member.id)).toBe(2n * RUPEE);
    expect((await wallets(member.id)).withdrawable).toBe(0n);

    await earn(database.db, member.id, 'ptc_ads', 4n * RUPEE, `settle-2:${member.id}`, { policy });
    expect(await debt(member.id)).toBe(0n);
    expect((await wallets(member.id)).withdrawable).toBe(2n * RUPEE);
    // The earning row shows what reached the wallet; the gross is in its metadata.
    const [row] = await database.db
      .select()
      .from(transfers)
      .where(and(eq(transfers.idempotencyKey, `settle-2:${member.id}`)));
    expect(row?.amount).toBe(2n * RUPEE);
    expect(row?.metadata).toMatchObject({ grossAmount: '4000', repaidDebt: '2000' });
    // Replaying an earning that went to the debt moves nothing.
    const replay = await earn(
      database.db,
      member.id,
      'click_short_link',
      3n * RUPEE,
      `settle-1:${member.id}`,
      { policy },
    );
    expect(replay.replayed).toBe(true);
    expect((await wallets(member.id)).withdrawable).toBe(2n * RUPEE);
    await expectLedgerBalanced(database.db);
  });

  it('pays the referrer on the gross earning, and settles the referrer’s own debt first', async () => {
    const referrer = await buildMember(database.db);
    const member = await buildMember(database.db, { referredBy: referrer.id });
    await chargeback(database.db, member.id, 10n * RUPEE, `cb-ref-m:${member.id}`);
    await chargeback(database.db, referrer.id, 1n * RUPEE, `cb-ref-r:${referrer.id}`);
    const result = await earn(
      database.db,
      member.id,
      'offerWall',
      15n * RUPEE,
      `ref-earn:${member.id}`,
      { policy },
    );
    expect(result.referral).toEqual({ referrerId: referrer.id, amount: 1500n });
    expect((await wallets(member.id)).withdrawable).toBe(5n * RUPEE);
    expect(await debt(member.id)).toBe(0n);
    expect((await wallets(referrer.id)).withdrawable).toBe(500n);
    expect(await debt(referrer.id)).toBe(0n);
    await expectLedgerBalanced(database.db);
  });

  it('makes a campaign budget pay the whole reward when part of it settles a debt', async () => {
    const member = await buildMember(database.db);
    await chargeback(database.db, member.id, 2n * RUPEE, `cb-budget:${member.id}`);
    await transfer(database.db, {
      kind: 'campaign_budget',
      from: memberWallet((await buildMember(database.db, { deposit: 10n * RUPEE })).id, 'deposit'),
      to: systemAccount('campaign_budgets'),
      amount: 10n * RUPEE,
      key: `budget:${member.id}`,
    });
    await earn(database.db, member.id, 'ptc_ads', 3n * RUPEE, `budget-earn:${member.id}`, {
      policy,
      paidFrom: 'campaign_budgets',
    });
    expect((await wallets(member.id)).withdrawable).toBe(1n * RUPEE);
    const fromBudget = await database.db
      .select({ amount: transfers.amount })
      .from(transfers)
      .where(
        and(
          eq(transfers.memberId, member.id),
          eq(transfers.debitAccountId, (await budgetAccountId())!),
        ),
      );
    expect(fromBudget.reduce((sum, row) => sum + row.amount, 0n)).toBe(3n * RUPEE);
    await expectLedgerBalanced(database.db);
  });

  it('keeps taken plus owed equal to what was reversed when chargebacks and earnings race', async () => {
    const member = await buildMember(database.db, { withdrawable: 7n * RUPEE });
    const calls = Array.from({ length: 24 }, (_, i) =>
      i % 3 === 0
        ? earn(database.db, member.id, 'offerWall', 2n * RUPEE, `race-earn:${member.id}:${i}`, {
            policy,
          })
        : chargeback(database.db, member.id, 1n * RUPEE, `race-cb:${member.id}:${i}`),
    );
    await Promise.all(calls);
    // 7 granted + 8 × 2 earned − 16 × 1 reversed = 7 net; debt and wallet settle to it.
    const { withdrawable } = await wallets(member.id);
    expect(withdrawable - (await debt(member.id))).toBe(7n * RUPEE);
    expect((await debt(member.id)) === 0n || withdrawable === 0n).toBe(true);
    await expectLedgerBalanced(database.db);
  });
});

async function budgetAccountId() {
  const rows = (await database.db.execute(
    "select id from accounts where owner_id is null and kind = 'campaign_budgets'" as never,
  )) as unknown as { rows: { id: string }[] };
  return rows.rows[0] ? BigInt(rows.rows[0].id) : undefined;
}
