import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { pathOf } from '@kamao/contract/api-route';
import {
  DEMO_MEMBER,
  PHONE_WIDTH,
  DESKTOP_WIDTH,
  logIn,
  seen,
  useBrowser,
} from '../support/browser.ts';
import { newSignedInMember } from '../support/members.ts';

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

/** The amount in the member top bar's balance link, e.g. 310 for '₹310.000'. */
async function topBarBalance(page: Page): Promise<number> {
  const link = page.getByRole('button', { name: /₹\s?[\d,]+\.\d{3}/ }).first();
  await link.waitFor({ state: 'visible', timeout: 15_000 });
  const text = (await link.textContent()) ?? '';
  return Number(/₹\s?([\d,]+\.\d{3})/.exec(text)![1]!.replaceAll(',', ''));
}

/** A mark in the page's memory: it survives anything but a reload. */
const markPage = (page: Page) => page.evaluate('window.liveBalanceMark = 42');
const stillMarked = (page: Page) => page.evaluate('window.liveBalanceMark === 42');

test('the dashboard open in one tab shows a gift code claimed in another, without a reload', async () => {
  const { context, page: dashboard } = await browser.open({
    width: DESKTOP_WIDTH,
    loginAs: DEMO_MEMBER,
  });
  const socketOpened = dashboard.waitForEvent('websocket', (ws) =>
    ws.url().includes('/socket.io/'),
  );
  await dashboard.goto('/member/dashboard');
  await seen(dashboard.getByRole('heading', { name: 'Dashboard' }));
  const before = await topBarBalance(dashboard);
  await markPage(dashboard);
  const socket = await socketOpened;
  const balanceEvent = socket.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes('user_balance_updated'),
    timeout: 20_000,
  });

  const giftTab = await context.newPage();
  await giftTab.goto('/member/gift-code');
  await giftTab.getByLabel('Gift code').fill('WELCOME10');
  await giftTab.getByRole('button', { name: 'Claim Bonus' }).click();
  await seen(giftTab.getByRole('cell', { name: 'WELCOME10' }));

  // The server pushed the new balance to the first tab's socket...
  expect(String((await balanceEvent).payload)).toContain(`"available_balance":${before + 10}`);
  // ...and its top bar moves by ₹10 by itself: no reload, no navigation.
  const after = `₹${(before + 10).toFixed(3)}`;
  await seen(dashboard.getByRole('button', { name: new RegExp(after.replace('.', '\\.')) }));
  expect(await stillMarked(dashboard)).toBe(true);
  expect(new URL(dashboard.url()).pathname).toBe('/member/dashboard');
});

test('an operator’s rejection in another browser puts the money back on the member’s open page', async () => {
  const operator = await browser.open({ width: DESKTOP_WIDTH });
  await logIn(operator.context, ADMIN);
  const code = `LIVE${Date.now().toString(36).toUpperCase()}`;
  const created = await operator.context.request.post(adminRoutes.giftCodeCreate.path, {
    data: { code, amount: 60, maxClaims: 1, wallet: 'withdrawable' },
  });
  expect(created.status(), await created.text()).toBe(200);

  // A member with ₹60 and a bound UPI id asks for a ₹60 payout.
  const { context, page } = await browser.open({ width: PHONE_WIDTH });
  const member = await newSignedInMember(context, 'live', 'payout');
  const claim = await context.request.patch('/userIncomeRoute/user_giftCode_verify_and_patch', {
    data: { giftCode_state: code },
  });
  expect(claim.status(), await claim.text()).toBe(200);
  const profile = await context.request.patch('/userRoute/userProfileData_patch', {
    data: {
      obj: {
        name: member.name,
        address: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        zip_code: '411001',
        mobile_number: member.mobile,
        withdrawal_method: 'UPI',
        withdrawal_account_information: 'live@okaxis',
      },
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const withdrawal = await context.request.post('/userAmount/userWithdrawal_record_post', {
    data: { obj: { balance: 60, type: 'UPI' } },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(200);

  await page.goto('/member/withdraw');
  await seen(page.getByText('Withdrawable Balance'));
  expect(await topBarBalance(page)).toBe(0);
  await markPage(page);

  // The operator, in a browser of their own, rejects it.
  const queue = await operator.context.request.get(adminRoutes.withdrawalList.path, {
    params: { status: 'Pending', member: member.email },
  });
  const pending = adminRoutes.withdrawalList.answer.parse(await queue.json());
  expect(pending.withdrawals).toHaveLength(1);
  const decided = await operator.context.request.post(
    pathOf(adminRoutes.withdrawalDecide, { id: pending.withdrawals[0]!._id }),
    { data: { status: 'Reject', remark: 'UPI id not verified' } },
  );
  expect(decided.status(), await decided.text()).toBe(200);

  // The member's open page shows the ₹60 back without a reload, and the refused payout.
  await seen(page.getByRole('button', { name: /₹60\.000/ }));
  await seen(page.getByText('UPI id not verified'));
  expect(await stillMarked(page)).toBe(true);
});

test('a member’s open page goes to the login page when an operator bans them', async () => {
  const { context, page } = await browser.open({
    width: PHONE_WIDTH,
    // The ban answers the member's next calls with 401, which Chromium logs.
    allowErrors: [/status of 401/],
  });
  const member = await newSignedInMember(context, 'live', 'banned');
  await page.goto('/member/dashboard');
  await seen(page.getByRole('heading', { name: 'Dashboard' }));

  const operator = await browser.open({ width: DESKTOP_WIDTH });
  await logIn(operator.context, ADMIN);
  const found = await operator.context.request.get(adminRoutes.memberList.path, {
    params: { q: member.email },
  });
  const { members } = adminRoutes.memberList.answer.parse(await found.json());
  const ban = await operator.context.request.post(pathOf(adminRoutes.memberBan, members[0]), {
    data: { reason: 'Live balance journey' },
  });
  expect(ban.status(), await ban.text()).toBe(200);

  // Nobody touches the member's page: the server ends its socket and the page follows.
  await page.waitForURL('**/login', { timeout: 15_000 });
});
