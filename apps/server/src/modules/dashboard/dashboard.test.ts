import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announcements, transfers } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { kolkataDate, kolkataDayStart } from '../../lib/kolkata-time.ts';
import { hashPassword } from '../../lib/password.ts';
import { chargeback } from '../../ledger/debt.ts';
import { earn, type EarningPolicy } from '../../ledger/earn.ts';
import { memberWallet, systemAccount } from '../../ledger/kinds.ts';
import { transfer } from '../../ledger/post-movement.ts';
import { buildMember, type MemberOverrides } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { readEarningPolicy, setReferralRateBp } from '../settings/index.ts';
import { monthNameOf } from './dashboard.ts';
import { logIn } from '../../test/log-in.ts';

const RUPEE = 1000n;
let t: TestApp;
let policy: EarningPolicy;
let passwordHash: string;
let addressCounter = 0;

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hashPassword('secret-pass-1');
  await setReferralRateBp(t.database.db, 1000);
  policy = await readEarningPolicy(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

async function signedInMember(overrides: MemberOverrides = {}) {
  const member = await buildMember(t.database.db, { passwordHash, ...overrides });
  addressCounter += 1;
  const remoteAddress = `10.7.0.${addressCounter}`;
  const cookie = await logIn(t, member.userName, 'secret-pass-1', { remoteAddress });
  const get = async (url: string) => {
    const r = await t.app.inject({ method: 'GET', url, remoteAddress, headers: { cookie } });
    expect(r.statusCode).toBe(200);
    return r.json().msg;
  };
  return {
    member,
    dashboard: () => get('/userRoute/userDataGet_dashboard'),
    referrals: () => get('/userRoute/userReferral_record_get'),
  };
}

/** Moves the transfers with these keys to another instant (the ledger itself never back-dates). */
async function backdate(keys: string[], at: Date) {
  await t.database.db
    .update(transfers)
    .set({ createdAt: at })
    .where(inArray(transfers.idempotencyKey, keys));
}

const zeroSources = {
  ptc_ads: { income: 0 },
  click_short_link: { income: 0 },
  offerWall: { income: 0 },
  referral_income: { income: 0 },
  bettingGames: { income: 0 },
};

describe(`the dashboard on ${testEngine}`, () => {
  it('shows the current month with zeros before any earning, and the announcements', async () => {
    await t.database.db.insert(announcements).values([
      { id: newId(), messageHtml: '<p>Old news</p>', createdAt: new Date(Date.now() - 86_400_000) },
      { id: newId(), messageHtml: '<p>Fresh news</p>' },
    ]);
    const m = await signedInMember({ withdrawable: 3n * RUPEE, deposit: 4500n });
    const today = kolkataDate(new Date());
    expect(await m.dashboard()).toEqual({
      userEmail: m.member.email,
      userAvailableBalance: 7.5,
      userDebtAmount: 0,
      user_month_records: [
        { monthName: monthNameOf(today.slice(0, 7)), earningSources: zeroSources },
      ],
      user_date_records: [],
      other_data_announcementsArray: [
        { announcementTime: expect.any(String), announcementMessage: '<p>Fresh news</p>' },
        { announcementTime: expect.any(String), announcementMessage: '<p>Old news</p>' },
      ],
    });
  });

  it('shows what a member owes after a chargeback, until their earnings have settled it', async () => {
    const m = await signedInMember({ withdrawable: 2n * RUPEE });
    await chargeback(t.database.db, m.member.id, 5n * RUPEE, `dash-cb:${m.member.id}`);
    expect(await m.dashboard()).toMatchObject({ userAvailableBalance: 0, userDebtAmount: 3 });
    await earn(t.database.db, m.member.id, 'offerWall', 4n * RUPEE, `dash-earn:${m.member.id}`, {
      policy,
    });
    // The earning's balance notice drops the kept dashboard as PostgreSQL delivers it.
    await vi.waitFor(
      async () =>
        expect(await m.dashboard()).toMatchObject({ userAvailableBalance: 1, userDebtAmount: 0 }),
      { timeout: 3_000 },
    );
  });

  it('groups earnings by Indian month and day, newest first, self apart from referral', async () => {
    const referrer = await signedInMember();
    const friend = await buildMember(t.database.db, { referredBy: referrer.member.id });
    const monthStart = kolkataDayStart(`${kolkataDate(new Date()).slice(0, 7)}-01`);
    // 00:30 in India on the 1st is still the previous day in UTC: it belongs to this month.
    const earlyThisMonth = new Date(monthStart.getTime() + 30 * 60_000);
    // 23:30 in India on the last day of the previous month.
    const lateLastMonth = new Date(monthStart.getTime() - 30 * 60_000);

    await earn(t.database.db, referrer.member.id, 'ptc_ads', 2n * RUPEE, 'd:self-now', { policy });
    await earn(t.database.db, referrer.member.id, 'click_short_link', 1500n, 'd:self-early', {
      policy,
    });
    await earn(t.database.db, friend.id, 'offerWall', 10n * RUPEE, 'd:friend-early', { policy });
    await earn(t.database.db, referrer.member.id, 'bettingGames', 4n * RUPEE, 'd:self-late', {
      policy,
    });
    await transfer(t.database.db, {
      kind: 'gift_code',
      from: systemAccount('gift_codes'),
      to: memberWallet(referrer.member.id, 'withdrawable'),
      amount: 50n * RUPEE,
      key: 'd:gift-not-an-earning',
    });
    await backdate(['d:self-early', 'd:friend-early', 'd:friend-early:referral'], earlyThisMonth);
    await backdate(['d:self-late'], lateLastMonth);

    const thisMonth = monthNameOf(kolkataDate(earlyThisMonth).slice(0, 7));
    const lastMonth = monthNameOf(kolkataDate(lateLastMonth).slice(0, 7));
    const today = kolkataDate(new Date());
    const firstDay = kolkataDate(earlyThisMonth);
    const answer = await referrer.dashboard();
    expect(answer.userAvailableBalance).toBe(58.5);
    expect(answer.user_month_records).toEqual([
      {
        monthName: thisMonth,
        earningSources: {
          ...zeroSources,
          ptc_ads: { income: 2 },
          click_short_link: { income: 1.5 },
          referral_income: { income: 1 },
        },
      },
      { monthName: lastMonth, earningSources: { ...zeroSources, bettingGames: { income: 4 } } },
    ]);
    const lastMonthRow = {
      monthName: lastMonth,
      date: kolkataDate(lateLastMonth),
      self_earnings: 4,
      referral_earnings: 0,
      Total_earnings: 4,
    };
    if (today === firstDay) {
      expect(answer.user_date_records).toEqual([
        {
          monthName: thisMonth,
          date: today,
          self_earnings: 3.5,
          referral_earnings: 1,
          Total_earnings: 4.5,
        },
        lastMonthRow,
      ]);
    } else {
      expect(answer.user_date_records).toEqual([
        {
          monthName: thisMonth,
          date: today,
          self_earnings: 2,
          referral_earnings: 0,
          Total_earnings: 2,
        },
        {
          monthName: thisMonth,
          date: firstDay,
          self_earnings: 1.5,
          referral_earnings: 1,
          Total_earnings: 2.5,
        },
        lastMonthRow,
      ]);
    }
    // The friend's own answer shows their earning, not the referrer's share.
    const friendRows = await t.database.db
      .select({ kind: transfers.kind })
      .from(transfers)
      .where(eq(transfers.memberId, friend.id));
    expect(friendRows).toEqual([{ kind: 'offerWall' }]);
  });
});

describe(`refer and earn on ${testEngine}`, () => {
  it("shows each referral with what they earned the member, and the operator's rate", async () => {
    const referrer = await signedInMember();
    const first = await buildMember(t.database.db, { referredBy: referrer.member.id });
    const second = await buildMember(t.database.db, { referredBy: referrer.member.id });
    await buildMember(t.database.db); // someone else's
    await earn(t.database.db, first.id, 'ptc_ads', 10n * RUPEE, 'r:first-1', { policy });
    await earn(t.database.db, first.id, 'click_short_link', 5n * RUPEE, 'r:first-2', { policy });
    // Games pay no referral share (ads, short links and task walls do).
    await earn(t.database.db, second.id, 'bettingGames', 20n * RUPEE, 'r:second-1', { policy });

    const answer = await referrer.referrals();
    expect(answer).toEqual({
      userName: referrer.member.userName,
      available_balance: 1.5,
      referral_data: [
        { userName: second.userName, income: 0, date: second.createdAt.toISOString() },
        { userName: first.userName, income: 1.5, date: first.createdAt.toISOString() },
      ],
      other_data_referralRate: { referralRate: 0.1, referralPageText: '' },
    });
    // The same earnings reach the referrer's dashboard as referral income.
    const dashboard = await referrer.dashboard();
    expect(dashboard.user_month_records[0].earningSources.referral_income).toEqual({ income: 1.5 });
    expect(dashboard.user_date_records[0]).toMatchObject({
      self_earnings: 0,
      referral_earnings: 1.5,
      Total_earnings: 1.5,
    });
    expect(dashboard.userAvailableBalance).toBe(1.5);

    // Written straight to the database here; the operator's call would drop every member's copies.
    await setReferralRateBp(t.database.db, 725);
    t.app.memberAnswers.dropAll();
    expect((await referrer.referrals()).other_data_referralRate.referralRate).toBe(0.0725);
    await setReferralRateBp(t.database.db, 1000);
  });
});
