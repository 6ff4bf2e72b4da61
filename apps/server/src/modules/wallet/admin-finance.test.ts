import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { FINANCE_DAYS, type Finance, type FinanceDay } from '@kamao/contract/admin/finance';
import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { pathOf } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import {
  gameMatches,
  gameRooms,
  transfers,
  users,
  withdrawalMethods,
  withdrawals,
} from '../../db/schema/index.ts';
import { chargeback } from '../../ledger/debt.ts';
import { earn } from '../../ledger/earn.ts';
import { systemAccount } from '../../ledger/kinds.ts';
import { transfer } from '../../ledger/post-movement.ts';
import { newId } from '../../lib/ids.ts';
import { kolkataDate, kolkataDayStart } from '../../lib/kolkata-time.ts';
import { createSession } from '../auth/index.ts';
import { chargeEntryFee, payWinner } from '../games/index.ts';
import { buildCampaign, buildMember } from '../../test/factories.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { claimView, sleep, startedView } from '../../test/ptc-calls.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { reverseWithdrawal } from './withdrawal-decision.ts';

const RUPEE = 1000n;
const { finance, financeCsv, withdrawalList, withdrawalDecide, giftCodeCreate } = adminRoutes;
let t: TestApp;
let admin: MemberClient;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInMember(t, { role: 'admin' });
  await t.database.db.insert(withdrawalMethods).values([
    { id: newId(), name: 'UPI', minimumAmount: 50n * RUPEE, position: 1 },
    { id: newId(), name: 'Paytm', minimumAmount: 20n * RUPEE, position: 2 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A member with `amount` rupees withdrawable who asked to withdraw `asked` by `method`. */
async function memberWithWithdrawal(amount: bigint, asked: number, method: 'UPI' | 'Paytm') {
  const client = await signedInMember(t, { withdrawable: amount * RUPEE });
  await t.database.db
    .update(users)
    .set({ withdrawalMethod: method, withdrawalAccountInformation: '9876543210@okaxis' })
    .where(eq(users.id, client.member.id));
  const asking = await client.call('POST', '/userAmount/userWithdrawal_record_post', {
    obj: { balance: asked, type: method },
  });
  expect(asking.status, JSON.stringify(asking.body)).toBe(200);
  const list = await admin.call(
    'GET',
    `${withdrawalList.path}?status=all&member=${client.member.userName}`,
  );
  return (list.body.withdrawals as AdminWithdrawal[])[0]!;
}

/** A tic-tac-toe match of two members won by the first, its fees and prize through the ledger. */
async function wonMatch(entryFee: bigint, prize: bigint) {
  const db = t.database.db;
  const [x, o] = [
    await buildMember(db, { deposit: 10n * RUPEE }),
    await buildMember(db, { deposit: 10n * RUPEE }),
  ];
  const roomId = newId();
  await db.insert(gameRooms).values({ id: roomId, roomName: 'Finance room', entryFee, prize });
  const [match] = await db
    .insert(gameMatches)
    .values({
      id: newId(),
      roomId,
      status: 'finished',
      entryFee,
      prize,
      turnSeconds: 30,
      searchSeconds: 120,
      graceSeconds: 20,
      playerX: x.id,
      playerO: o.id,
    })
    .returning();
  await db.transaction(async (tx) => {
    await chargeEntryFee(tx, match!.id, x.id, entryFee);
    await chargeEntryFee(tx, match!.id, o.id, entryFee);
    await payWinner(tx, match!, x.id);
  });
}

/** The pay-engine's processed payout: Success and the payout movement naming its provider. */
async function paidByProvider(withdrawal: AdminWithdrawal, provider: string) {
  await t.database.db.transaction(async (tx) => {
    await tx
      .update(withdrawals)
      .set({ status: 'Success', decidedAt: sql`now()` })
      .where(eq(withdrawals.id, withdrawal._id));
    await transfer(tx, {
      kind: 'withdrawal_payout',
      from: systemAccount('pending_payouts'),
      to: systemAccount('paid_out'),
      amount: BigInt(withdrawal.balance) * RUPEE,
      key: `withdrawal:${withdrawal._id}:payout`,
      memberId: withdrawal.memberId,
      metadata: { withdrawalId: withdrawal._id, provider },
    });
  });
}

/** Moves a posted movement `days` Indian days back, to test the per-day figures. */
async function backdate(key: string, days: number) {
  await t.database.db
    .update(transfers)
    .set({ createdAt: sql`created_at - make_interval(days => ${days})` })
    .where(eq(transfers.idempotencyKey, key));
}

const quietDay = (day: string): FinanceDay => ({
  day,
  income: {
    ptc_ads: 0,
    click_short_link: 0,
    offerWall: 0,
    referral_income: 0,
    bettingGames: 0,
    gift_code: 0,
  },
  incomeTotal: 0,
  house: { game_commission: 0, conversion_fee: 0, campaign_fee: 0 },
  houseTotal: 0,
  paid: 0,
});

describe(`the money view on ${testEngine}`, () => {
  it('is for administrators only', async () => {
    const member = await signedInMember(t);
    for (const route of [finance, financeCsv]) {
      expect(
        (await t.app.inject({ method: 'GET', url: pathOf(route) })).statusCode,
        route.path,
      ).toBe(401);
      expect(await member.call('GET', pathOf(route))).toMatchObject({
        status: 403,
        body: { error_msg: 'Only an administrator can do this.' },
      });
    }
  });

  it('owes, pays and earns what the movements made, per Indian day', async () => {
    const db = t.database.db;
    // A PTC view of ₹0.400 for a referred viewer: 10 % to the referrer, ₹0.600 margin.
    const referrer = await signedInMember(t);
    const viewer = await signedInMember(t, { referredBy: referrer.member.id });
    const campaign = await buildCampaign(db, { pricePerView: 1_000n, rewardPerView: 400n });
    const token = await startedView(viewer, campaign.id);
    await sleep(1100);
    expect((await claimView(viewer, campaign.id, token)).status).toBe(200);

    // ₹100 deposit to withdrawable at the 5 % charge: ₹95 received, ₹5 fee.
    const converter = await signedInMember(t, { deposit: 200n * RUPEE });
    const converted = await converter.call('PATCH', '/userAmount/userBalanceConvertPatch', {
      obj: { balanceToConvert: 100, charge: 5, conversionType_state: 'depositToWithdraw' },
    });
    expect(converted.status).toBe(200);

    // A ₹7 room with a ₹12 prize: the winner earns 12, the house ₹2.
    await wonMatch(7n * RUPEE, 12n * RUPEE);

    // A ₹5 gift code.
    expect(
      (
        await admin.call('POST', giftCodeCreate.path, {
          code: 'MONEY5',
          amount: 5,
          maxClaims: 1,
          wallet: 'withdrawable',
        })
      ).status,
    ).toBe(200);
    const gifted = await signedInMember(t);
    expect(
      (await gifted.call('PATCH', apiRoutes.giftCodeClaim.path, { giftCode_state: 'MONEY5' }))
        .status,
    ).toBe(200);

    // Withdrawals: ₹60 approved by hand, ₹70 paid by the demo provider, ₹55 still pending.
    const byHand = await memberWithWithdrawal(100n, 60, 'UPI');
    const approved = await admin.call('POST', pathOf(withdrawalDecide, { id: byHand._id }), {
      status: 'Success',
      paymentReference: 'UTR123456',
    });
    expect(approved.status).toBe(200);
    await paidByProvider(await memberWithWithdrawal(100n, 70, 'UPI'), 'demo');
    await memberWithWithdrawal(100n, 55, 'Paytm');
    // ₹80 paid by the demo provider and reversed later: not paid, and back with the member.
    const reversed = await memberWithWithdrawal(100n, 80, 'UPI');
    await paidByProvider(reversed, 'demo');
    const reversal = { withdrawalId: reversed._id, remark: 'Beneficiary bank offline' };
    expect(await reverseWithdrawal(db, { ...reversal, provider: 'demo' })).toBe(true);

    // A chargeback of ₹3 on ₹1: ₹2 owed.
    const debtor = await buildMember(db, { withdrawable: 1n * RUPEE });
    await chargeback(db, debtor.id, 3n * RUPEE, `finance-test:${debtor.id}`);

    // Task-wall income yesterday, and a short link's 30 days ago (outside the 30 days).
    const earner = await buildMember(db);
    const policy = { referralRateBp: 0 };
    await earn(db, earner.id, 'offerWall', 3n * RUPEE, 'finance-test:yesterday', { policy });
    await earn(db, earner.id, 'click_short_link', 4n * RUPEE, 'finance-test:old', { policy });
    await backdate('finance-test:yesterday', 1);
    await backdate('finance-test:old', FINANCE_DAYS);

    const res = await admin.call('GET', pathOf(finance));
    expect(res.status).toBe(200);
    const figures = res.body as Finance;
    const today = figures.today;
    expect(today).toBe(kolkataDate(new Date()));
    const dayBefore = (n: number) =>
      kolkataDate(new Date(kolkataDayStart(today).getTime() - n * 86_400_000 + 3_600_000));

    expect(figures.owed).toEqual({
      // 0.04 + 0.4 + 95 + 12 (prize) + 5 (gift) + 40 + 30 + 45 + 100 (reversed) + 3 + 4
      withdrawable: 334.44,
      deposit: 106, // 100 + 3 + 3
      pendingWithdrawals: { count: 1, total: 55 },
      total: 495.44,
    });
    expect(figures.debts).toEqual({ members: 1, total: 2 });
    const paidNow = {
      count: 2,
      total: 130,
      byMethod: [{ name: 'UPI', count: 2, total: 130 }],
      byProvider: [
        { name: 'demo', count: 1, total: 70 },
        { name: 'manual', count: 1, total: 60 },
      ],
    };
    expect(figures.paid).toEqual({ today: paidNow, month: paidNow });

    const todays: FinanceDay = {
      day: today,
      income: { ...quietDay(today).income, ptc_ads: 0.4, referral_income: 0.04 },
      incomeTotal: 17.44,
      house: { game_commission: 2, conversion_fee: 5, campaign_fee: 0.6 },
      houseTotal: 7.6,
      paid: 130,
    };
    todays.income.bettingGames = 12;
    todays.income.gift_code = 5;
    const yesterdays: FinanceDay = {
      ...quietDay(dayBefore(1)),
      income: { ...quietDay('').income, offerWall: 3 },
      incomeTotal: 3,
    };
    expect(figures.days).toHaveLength(FINANCE_DAYS);
    expect(figures.days[0]).toEqual(quietDay(dayBefore(FINANCE_DAYS - 1)));
    expect(figures.days.at(-2)).toEqual(yesterdays);
    expect(figures.days.at(-1)).toEqual(todays);
    expect(figures.days.slice(0, -2).every((d) => d.incomeTotal === 0 && d.paid === 0)).toBe(true);
    expect(new Set(figures.days.map((d) => d.day)).size).toBe(FINANCE_DAYS);
    expect(figures.totals).toEqual({
      income: { ...todays.income, offerWall: 3 },
      incomeTotal: 20.44,
      house: todays.house,
      houseTotal: 7.6,
      paid: 130,
    });

    // The download is text, not JSON: asked for with a session cookie of the operator's own.
    const session = await createSession(db, admin.member.id, false);
    const csv = await t.app.inject({
      method: 'GET',
      url: pathOf(financeCsv),
      headers: { cookie: `${t.config.secureCookies ? '__Host-sid' : 'sid'}=${session.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="money-daily-${today}.csv"`,
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      'day_ist,ptc_ads,click_short_link,offerWall,referral_income,bettingGames,gift_code,' +
        'income_total,game_commission,conversion_fee,campaign_fee,house_total,paid_out',
    );
    expect(lines).toHaveLength(FINANCE_DAYS + 2); // the header, the days, the final line end
    expect(lines[1]).toBe(
      `${dayBefore(FINANCE_DAYS - 1)},0.000,0.000,0.000,0.000,0.000,0.000,0.000,0.000,0.000,0.000,0.000,0.000`,
    );
    expect(lines[FINANCE_DAYS - 1]).toBe(
      `${dayBefore(1)},0.000,0.000,3.000,0.000,0.000,0.000,3.000,0.000,0.000,0.000,0.000,0.000`,
    );
    expect(lines[FINANCE_DAYS]).toBe(
      `${today},0.400,0.000,0.000,0.040,12.000,5.000,17.440,2.000,5.000,0.600,7.600,130.000`,
    );
    expect(lines[FINANCE_DAYS + 1]).toBe('');
    await expectLedgerBalanced(db);
  });
});
