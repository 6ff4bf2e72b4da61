import type { APIRequestContext } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import type { Finance, PaidPeriod } from '@kamao/contract/admin/finance';
import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { pathOf } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import { formatAmount, formatRupees } from '@kamao/contract/money';
import { DESKTOP_WIDTH, PHONE_WIDTH, seen, useBrowser } from '../support/browser.ts';
import { newSignedInMember } from '../support/members.ts';

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

/** Rupee sums as the server makes them: in milli-rupees, so no float error creeps in. */
const plus = (...amounts: number[]) =>
  amounts.reduce((sum, a) => sum + Math.round(a * 1000), 0) / 1000;

const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
  expect(response.status(), await response.text()).toBe(200);
  return response;
};

const readFinance = async (admin: APIRequestContext) =>
  (await (await ok(await admin.get(adminRoutes.finance.path))).json()) as Finance;

/** The group's figures after one more payout of `amount` (a group the period may not have). */
function afterPayout(
  paid: PaidPeriod,
  group: 'byMethod' | 'byProvider',
  name: string,
  amount: number,
) {
  const before = paid[group].find((g) => g.name === name) ?? { name, count: 0, total: 0 };
  return { count: before.count + 1, total: plus(before.total, amount) };
}

const payouts = (count: number) => (count === 1 ? '1 payout' : `${count} payouts`);

describe('the money view', () => {
  test("shows what a member's gift codes, conversion and withdrawals moved, at 390 and 1280 px", async () => {
    const admin = await browser.open({ width: DESKTOP_WIDTH, loginAs: ADMIN });
    const api = admin.context.request;
    const before = await readFinance(api);
    const { settings } = (await (
      await ok(await api.get(adminRoutes.walletSettings.path))
    ).json()) as {
      settings: { conversionChargeDepositToWithdrawBp: number };
    };
    // ₹100 converted: the charge in rupees is the rate's basis points over 100.
    const fee = settings.conversionChargeDepositToWithdrawBp / 100;

    // Two gift codes: ₹150 to withdrawable, ₹100 to deposit.
    const tag = Date.now().toString(36).toUpperCase();
    for (const [code, amount, wallet] of [
      [`MONEYW${tag}`, 150, 'withdrawable'],
      [`MONEYD${tag}`, 100, 'deposit'],
    ] as const) {
      await ok(
        await api.post(adminRoutes.giftCodeCreate.path, {
          data: { code, amount, maxClaims: 1, wallet },
        }),
      );
    }
    const member = await browser.open({ width: PHONE_WIDTH });
    const who = await newSignedInMember(member.context, 'money', 'member');
    const own = member.context.request;
    for (const code of [`MONEYW${tag}`, `MONEYD${tag}`]) {
      await ok(await own.patch(apiRoutes.giftCodeClaim.path, { data: { giftCode_state: code } }));
    }
    // The deposit converted to withdrawable, at the operator's charge.
    await ok(
      await own.patch('/userAmount/userBalanceConvertPatch', {
        data: {
          obj: { balanceToConvert: 100, charge: fee, conversionType_state: 'depositToWithdraw' },
        },
      }),
    );
    // Two withdrawals by UPI: ₹60 the operator pays by hand, ₹50 left pending.
    await ok(
      await own.patch('/userRoute/userProfileData_patch', {
        data: {
          obj: {
            name: who.name,
            address: '7 Residency Road',
            city: 'Bengaluru',
            state: 'Karnataka',
            zip_code: '560025',
            mobile_number: who.mobile,
            withdrawal_method: 'UPI',
            withdrawal_account_information: 'money@okicici',
          },
        },
      }),
    );
    for (const balance of [60, 50]) {
      await ok(
        await own.post('/userAmount/userWithdrawal_record_post', {
          data: { obj: { balance, type: 'UPI' } },
        }),
      );
    }
    const queue = (await (
      await ok(
        await api.get(adminRoutes.withdrawalList.path, {
          params: { status: 'Pending', member: who.email },
        }),
      )
    ).json()) as { withdrawals: AdminWithdrawal[] };
    const sixty = queue.withdrawals.find((w) => w.balance === 60)!;
    await ok(
      await api.post(pathOf(adminRoutes.withdrawalDecide, { id: sixty._id }), {
        data: { status: 'Success', paymentReference: `UTR${tag}` },
      }),
    );

    // What these moved: ₹150 + ₹100 of gift codes, the fee to the house, ₹60 paid, ₹50 pending.
    const owedTotal = plus(before.owed.total, 150, 100, -fee, -60);
    const pending = before.owed.pendingWithdrawals;
    const upiToday = afterPayout(before.paid.today, 'byMethod', 'UPI', 60);
    const byHandToday = afterPayout(before.paid.today, 'byProvider', 'manual', 60);
    const giftCodes = plus(before.totals.income.gift_code, 250);
    const conversionFees = plus(before.totals.house.conversion_fee, fee);

    for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
      const { page, screenshot } = await browser.open({ width, loginAs: ADMIN });
      await page.goto('/admin?tab=money');
      await seen(page.getByRole('heading', { name: /Money/ }));
      const owed = page.getByRole('article', { name: 'Owed to members' });
      await seen(owed.getByText(formatRupees(owedTotal), { exact: true }));
      await seen(
        owed.getByText(pending.count + 1 === 1 ? '1 request' : `${pending.count + 1} requests`, {
          exact: false,
        }),
      );
      await seen(owed.getByText(formatRupees(plus(pending.total, 50)), { exact: true }));

      const today = page.getByRole('article', { name: 'Paid today' });
      await seen(today.getByText(formatRupees(plus(before.paid.today.total, 60)), { exact: true }));
      const line = (label: string, group: { count: number; total: number }) =>
        today
          .locator('div')
          .filter({ hasText: `${label} · ${payouts(group.count)}` })
          .filter({ hasText: formatRupees(group.total) });
      await seen(line('UPI', upiToday));
      await seen(line('By hand', byHandToday));

      const days = page.getByRole('article', { name: 'Last 30 days' });
      await seen(
        days.locator('div').filter({ hasText: 'Gift codes' }).getByText(formatRupees(giftCodes)),
      );
      await seen(
        days
          .locator('div')
          .filter({ hasText: 'Conversion fees' })
          .getByText(formatRupees(conversionFees)),
      );
      // Both charts drawn (the chart library came with the tab) and as wide as the page allows.
      const charts = page.locator('.uplot canvas');
      await charts.nth(1).waitFor({ state: 'visible' });
      const chartBox = await page.locator('.uplot').first().boundingBox();
      expect(chartBox!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await screenshot(`admin-money-${width}`);
    }

    // The CSV's row of today carries the gift codes and the fee.
    const csv = await (await ok(await api.get(adminRoutes.financeCsv.path))).text();
    const after = await readFinance(api);
    const todayRow = csv.split('\r\n').find((row) => row.startsWith(`${after.today},`))!;
    const cells = todayRow.split(',');
    const todayBefore = before.days.find((d) => d.day === after.today);
    expect(cells[6]).toBe(formatAmount(plus(todayBefore?.income.gift_code ?? 0, 250)));
    expect(cells[9]).toBe(formatAmount(plus(todayBefore?.house.conversion_fee ?? 0, fee)));
    expect(cells[12]).toBe(formatAmount(plus(todayBefore?.paid ?? 0, 60)));
  });
});
