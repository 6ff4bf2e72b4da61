import { request, type BrowserContext, type Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { DESKTOP_WIDTH, PHONE_WIDTH, logIn, seen, useBrowser } from '../support/browser.ts';
import { newSignedInMember, type NewMember } from '../support/members.ts';
import { DEMO_ADVERTISER, advertiserApi, createCampaign, openAd } from '../support/ptc.ts';

/**
 * A member whose session is lost while a money page is open
 * (docs/product/common.md#sessions-and-the-session-flags): whatever call runs into it, the member
 * sees the spec's words, lands on /login, and never sees a session flag (jwtMiddleware_…) in a
 * dialog, a toast or the page.
 */
const browser = useBrowser();
const run = Date.now().toString(36);
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };
/** A code worth more than UPI's ₹50 minimum, so Withdraw Now reaches the server. */
const WITHDRAW_CODE = `LOST${run.toUpperCase()}`;
const AD = { type: 'window', title: `Lost session ad ${run}`, seconds: 5 } as const;
const EXPIRED_TEXT = 'Your session has expired. Please log in again.';

// The calls answered 401 after the session is lost; Chromium logs each failed load itself.
const UNAUTHORISED = /status of 401/;

type Loss = 'cleared' | 'expired';

/**
 * 'cleared': the browser no longer sends the cookie (jwtMiddleware_token_not_found_error).
 * 'expired': it sends a token the server no longer knows, which is how an expired, revoked or
 * never-issued session reads to it (jwtMiddleware_error; auth/session-store.ts).
 */
async function loseSession(context: BrowserContext, loss: Loss) {
  await context.clearCookies({ name: 'sid' });
  if (loss === 'expired') {
    await context.addCookies([
      { name: 'sid', value: `expired-${run}-0123456789abcdef`, url: inject('baseURL') },
    ]);
  }
}

/**
 * Opens a member page and waits until it is quiet: the page's data, then the live-balance
 * socket's first connection and the balance it fetches once more then (use-live-balance.ts).
 * Only then is the session lost, so the call under test is the one that runs into it.
 */
async function openQuiet(page: Page, path: string) {
  let balanceFetches = 0;
  const count = (response: { url(): string }) => {
    if (response.url().includes('/userAmount/userBalanceData_get')) balanceFetches += 1;
  };
  page.on('response', count);
  await page.goto(path);
  await expect.poll(() => balanceFetches, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await page.waitForLoadState('networkidle');
  page.off('response', count);
}

const dialog = (page: Page, title: string) =>
  page.locator('.swal2-popup').filter({ has: page.getByRole('heading', { name: title }) });
const toast = (page: Page, text: string) => page.locator('.swal2-toast').filter({ hasText: text });

/**
 * On /login, with only `expected` (if anything) said about it, and never a session flag. A
 * dialog is modal over the login page (the page behind it is hidden from the accessibility
 * tree until OK).
 */
async function expectOnLogin(
  page: Page,
  expected: 'nothing' | 'toast' | { title: string; text: string },
) {
  const loginButton = page.getByRole('button', { name: 'Login', exact: true });
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
  if (expected === 'toast') await seen(toast(page, EXPIRED_TEXT));
  else if (expected !== 'nothing') await seen(dialog(page, expected.title));
  // A page's own error message would come right after the call failed: give it the time.
  await page.waitForTimeout(1000);
  expect(await page.getByText(/jwtMiddleware/).count()).toBe(0);
  const popups = await page.locator('.swal2-popup').allInnerTexts();
  expect(popups.join('\n')).not.toMatch(/jwtMiddleware|Something went wrong|Operation failed/);
  if (expected === 'nothing') expect(popups).toEqual([]);
  else expect(popups).toHaveLength(1);
  if (typeof expected === 'object') {
    const shown = dialog(page, expected.title);
    await seen(shown.getByText(expected.text, { exact: true }));
    await shown.getByRole('button', { name: 'OK' }).click();
  }
  await seen(loginButton);
}

/** What the member is told for each loss on a page without its own words. */
const shellNotice = (loss: Loss) => (loss === 'expired' ? 'toast' : 'nothing');

/** Binds UPI through the profile call. */
async function bindUpi(context: BrowserContext, member: NewMember) {
  const response = await context.request.patch('/userRoute/userProfileData_patch', {
    data: {
      obj: {
        name: member.name,
        address: '4 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        zip_code: '700016',
        mobile_number: member.mobile,
        withdrawal_method: 'UPI',
        withdrawal_account_information: 'lost@okaxis',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function claimCode(context: BrowserContext, code: string) {
  const response = await context.request.patch('/userIncomeRoute/user_giftCode_verify_and_patch', {
    data: { giftCode_state: code },
  });
  expect(response.status(), await response.text()).toBe(200);
}

beforeAll(async () => {
  const admin = await request.newContext({ baseURL: inject('baseURL') });
  const login = await admin.post('/userRoute/login', {
    data: {
      obj: { email_userName: ADMIN.email, password: ADMIN.password, loginRemember_state: false },
    },
  });
  expect(login.status(), await login.text()).toBe(200);
  const code = await admin.post(adminRoutes.giftCodeCreate.path, {
    data: { code: WITHDRAW_CODE, amount: 60, maxClaims: 5 },
  });
  expect(code.status(), await code.text()).toBeLessThan(300);
  await admin.dispose();

  const advertiser = await advertiserApi();
  await createCampaign(advertiser, { ...AD, url: inject('adSiteURL') });
  await advertiser.dispose();
});

describe.each<Loss>(['cleared', 'expired'])('a session %s on a money page', (loss) => {
  test('Withdraw Now: the withdraw dialog of the spec, then /login', async () => {
    const { context, page } = await browser.open({
      width: PHONE_WIDTH,
      allowErrors: [UNAUTHORISED],
    });
    const member = await newSignedInMember(context, 'lost', `withdraw-${loss}`);
    await claimCode(context, WITHDRAW_CODE);
    await bindUpi(context, member);
    await openQuiet(page, '/member/withdraw');
    await seen(page.getByText('No Withdrawals Yet'));
    await loseSession(context, loss);
    await page.getByLabel('Amount').fill('55');
    await page.getByRole('button', { name: 'Withdraw Now' }).click();
    await page.getByRole('button', { name: 'Yes, Withdraw' }).click();
    await expectOnLogin(
      page,
      loss === 'cleared'
        ? { title: 'Authentication Error', text: 'Please log in again to continue.' }
        : { title: 'Session Expired', text: EXPIRED_TEXT },
    );
  });

  test('Convert Now on the balance converter', async () => {
    const { context, page } = await browser.open({
      width: PHONE_WIDTH,
      allowErrors: [UNAUTHORISED],
    });
    await newSignedInMember(context, 'lost', `convert-${loss}`);
    await claimCode(context, 'WELCOME10');
    await openQuiet(page, '/member/balance-converter');
    await seen(page.getByText('🚫 No Balance Convert Yet'));
    await loseSession(context, loss);
    await page.getByLabel('Withdraw to Deposit').check();
    await page.getByLabel('Amount').fill('4');
    await page.getByRole('button', { name: 'Convert Now' }).click();
    await page.getByRole('button', { name: 'Yes, Convert' }).click();
    await expectOnLogin(page, shellNotice(loss));
  });

  test('Claim Bonus on the gift code page', async () => {
    const { context, page } = await browser.open({
      width: DESKTOP_WIDTH,
      allowErrors: [UNAUTHORISED],
    });
    await newSignedInMember(context, 'lost', `gift-${loss}`);
    await openQuiet(page, '/member/gift-code');
    await seen(page.getByText('No gift codes claimed yet'));
    await loseSession(context, loss);
    await page.getByLabel('Gift code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Claim Bonus' }).click();
    await expectOnLogin(page, shellNotice(loss));
  });

  test('Pause and Activate on Your Campaigns', async () => {
    const { context, page } = await browser.open({
      width: DESKTOP_WIDTH,
      allowErrors: [UNAUTHORISED],
    });
    await logIn(context, DEMO_ADVERTISER);
    await openQuiet(page, '/member/advertiser');
    const toggle = page.getByRole('button', { name: /^(Pause|Activate): / }).first();
    await seen(toggle);
    const action = (await toggle.innerText()).trim().startsWith('Pause') ? 'pause' : 'activate';
    await loseSession(context, loss);
    await toggle.click();
    await page.getByRole('button', { name: `Yes, ${action} it` }).click();
    await expectOnLogin(page, shellNotice(loss));
  });

  test('Create at the end of the campaign wizard', async () => {
    const { context, page } = await browser.open({
      width: DESKTOP_WIDTH,
      allowErrors: [UNAUTHORISED],
    });
    await logIn(context, DEMO_ADVERTISER);
    await openQuiet(page, '/member/advertiser/create');
    await page.getByText('Window', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Title').fill(`Never bought ${run}`);
    await page.getByLabel('URL').fill('https://chai.example/');
    await page.getByLabel('Description').fill('A campaign whose session ends before it is bought.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Duration').selectOption({ index: 1 });
    await page.getByLabel('Total Views').fill('100');
    await page.getByRole('button', { name: 'Next' }).click();
    await seen(page.getByText('How members will see your ad'));
    await loseSession(context, loss);
    await page.getByRole('button', { name: 'Create' }).click();
    await expectOnLogin(page, shellNotice(loss));
  });

  test('the PTC claim after the ad tab', async () => {
    const { context, page } = await browser.open({
      width: DESKTOP_WIDTH,
      allowErrors: [UNAUTHORISED],
    });
    await newSignedInMember(context, 'lost', `ptc-${loss}`);
    await openQuiet(page, '/member/ptc-ads');
    await seen(page.getByText('Today Earnings'));
    const adTab = await openAd(context, page, AD);
    // The view started and the ad tab loaded its snippets with the session; it is lost before
    // the claim.
    await seen(adTab.getByRole('heading', { name: 'Claim Your Ad Reward' }));
    await adTab.waitForLoadState('networkidle');
    await loseSession(context, loss);
    await adTab.getByRole('button', { name: 'Claim Bonus' }).click({ timeout: 8000 });
    await expectOnLogin(page, shellNotice(loss));
  });
});
