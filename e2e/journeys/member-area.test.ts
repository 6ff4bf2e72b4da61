import { describe, expect, test } from 'vitest';
import { isTopBarHidden } from '@kamao/contract/page-paths';
import { DEMO_MEMBER, DESKTOP_WIDTH, PHONE_WIDTH, seen, useBrowser } from '../support/browser.ts';
import { memberPages } from '../support/page-examples.ts';

// The member pages painted from the HTML: those of the page table with the member shell
// (apps/web/vite-first-paint.ts), a pattern's page once for every value.
const paintedMemberPages = memberPages.filter((p) => !isTopBarHidden(p.pattern));

const browser = useBrowser();

// The balance call answers 401 without a session; Chromium logs that failed load itself.
const UNAUTHORISED_LOAD = /status of 401 .*\/(userAmount|checkLogin|userRoute)/;

test('the dashboard without a session ends on the login page', async () => {
  const { page } = await browser.open({ width: DESKTOP_WIDTH, allowErrors: [UNAUTHORISED_LOAD] });
  await page.goto('/member/dashboard');
  await page.waitForURL('**/login', { timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/login');
});

test("before its JavaScript runs, a member's dashboard shows the member shell; a visitor's none", async () => {
  const { context, page } = await browser.open({
    width: PHONE_WIDTH,
    allowErrors: [/net::ERR_FAILED/, UNAUTHORISED_LOAD],
    noServiceWorker: true,
  });
  // The app's code never arrives: what shows is the HTML and the small head script alone.
  await context.route(/\/assets\/(?!first-paint-).*\.js$/, (route) => route.abort());
  await page.goto('/member/dashboard', { waitUntil: 'domcontentloaded' });
  expect(await page.locator('#first-paint').count()).toBe(0);

  const login = await context.request.post('/userRoute/login', {
    data: {
      obj: {
        email_userName: DEMO_MEMBER.email,
        password: DEMO_MEMBER.password,
        loginRemember_state: false,
      },
    },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/member/dashboard', { waitUntil: 'domcontentloaded' });
  const painted = page.locator('#first-paint');
  await seen(painted.getByRole('heading', { name: 'Dashboard' }));
  await seen(painted.getByText('Available balance'));
  // The screen's largest part, the operator's announcements, comes with the page.
  await seen(painted.getByText('Payouts are processed every day, including Sundays.'));

  // With its code, the app takes the shell over and fills it.
  await context.unrouteAll();
  await page.goto('/member/dashboard');
  await page.locator('#first-paint').waitFor({ state: 'detached' });
  await seen(page.getByRole('heading', { name: 'Dashboard' }));
  await seen(page.getByText(/₹\s?\d+\.\d{3}/).first());
});

test('before its JavaScript runs, every member page shows the member shell with its own heading', async () => {
  const { context, page } = await browser.open({
    width: PHONE_WIDTH,
    loginAs: DEMO_MEMBER,
    allowErrors: [/net::ERR_FAILED/],
    noServiceWorker: true,
  });
  // Each page's heading as the app shows it, then the painted one with the app's code held off.
  const headings = new Map<string, string>();
  for (const { url } of paintedMemberPages) {
    await page.goto(url);
    const heading = page.locator('main h1').first();
    await seen(heading);
    const text = (await heading.innerText()).trim();
    // The example game room does not exist, so the app may have gone back to the rooms: that
    // heading is the lobby's, not the room's.
    if (new URL(page.url()).pathname === new URL(url, page.url()).pathname) headings.set(url, text);
  }
  // The last page's app is left first: a module it still loads (the lobby it went back to)
  // must not be the one the held-off code fails.
  await page.goto('about:blank');
  await context.route(/\/assets\/(?!first-paint-).*\.js$/, (route) => route.abort());
  for (const { url } of paintedMemberPages) {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const painted = page.locator('#first-paint');
    const name = headings.get(url);
    await seen(painted.getByRole('heading', { level: 1, ...(name ? { name } : {}) }));
    await seen(painted.locator('footer'));
  }
});

// A member page's own data and what shows it, for pages whose data comes with the page.
const PAGE_DATA = [
  { page: '/member/dashboard', data: '/userRoute/userDataGet_dashboard', shown: 'Month' },
  { page: '/member/refer-and-earn', data: '/userRoute/userReferral_record_get', shown: null },
  { page: '/member/ptc-ads', data: '/userIncomeRoute/user_PTCAds_home_get', shown: null },
];

test.each(PAGE_DATA)(
  '$page asks for its data with the page, before the app’s code, and once',
  async ({ page: path, data, shown }) => {
    const { context, page } = await browser.open({
      width: PHONE_WIDTH,
      loginAs: DEMO_MEMBER,
      noServiceWorker: true,
    });
    // The app's code is held back until the page's data has been asked for.
    let releaseCode!: () => void;
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await context.route(/\/assets\/(?!first-paint-).*\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    const dataAsks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === data) dataAsks.push(request.url());
    });
    const asked = page.waitForRequest(`**${data}`);
    const balanceAsked = page.waitForRequest('**/userAmount/userBalanceData_get');
    await page.goto(path, { waitUntil: 'commit' });
    await Promise.all([asked, balanceAsked]);
    releaseCode();

    // The app takes the answer already there.
    await page.locator('#first-paint').waitFor({ state: 'detached' });
    if (shown) await seen(page.getByLabel(shown));
    await seen(page.locator('main h1').first());
    await page.waitForLoadState('networkidle');
    expect(dataAsks).toHaveLength(1);
  },
);

describe.each([PHONE_WIDTH, DESKTOP_WIDTH])('a logged-in member at %i px', (width) => {
  test('sees the member layout with the menu and the balance of both wallets', async () => {
    const { context, page, screenshot } = await browser.open({ width, loginAs: DEMO_MEMBER });
    // Withdrawable plus deposit, 3 decimals (docs/product/site-and-pages.md#member-top-bar): seeded
    // as ₹100 + ₹200, and whatever other journeys of this run added (the live balance one claims a
    // code).
    const wallets = (await (await context.request.get('/userAmount/userBalanceData_get')).json())
      .msg as { withdrawable_amount: number; deposit_amount: number };
    const milli = (rupees: number) => Math.round(rupees * 1000);
    const total = (milli(wallets.withdrawable_amount) + milli(wallets.deposit_amount)) / 1000;
    await page.goto('/member/dashboard');
    await seen(page.getByText(new RegExp(`₹\\s?${total.toFixed(3).replace('.', '\\.')}`)));
    await seen(page.getByText('Member Menu').filter({ visible: true }));
    const menu = page.getByRole('complementary', { name: 'Member Menu' });
    await screenshot(`member-dashboard-${width}`);
    // On a phone the menu is a panel that opens from its title; on a desktop it is a sidebar.
    if (width < 1024) await menu.getByRole('button', { name: /Member Menu/ }).click();
    await seen(menu.getByRole('link', { name: 'Withdraw' }));
    await seen(menu.getByRole('button', { name: 'LogOut' }));
  });

  test("the Dashboard's own LogOut, with the menu folded on a phone, asks first", async () => {
    const { page, screenshot } = await browser.open({ width, loginAs: DEMO_MEMBER });
    await page.goto('/member/dashboard');
    await seen(page.getByRole('heading', { name: 'Dashboard', exact: true }));
    const menu = page.getByRole('complementary', { name: 'Member Menu' });
    // The dashboard's button sits beside the title, outside the menu
    // (docs/product/dashboard.md#what-a-member-sees).
    const logout = page.getByRole('main').getByRole('button', { name: 'LogOut' });
    await seen(logout);
    if (width < 1024)
      expect(await menu.getByRole('button', { name: 'LogOut' }).isVisible()).toBe(false);
    await screenshot(`dashboard-logout-${width}`);
    await logout.click();
    await seen(page.getByText('Are you sure you want to log out?'));
    // Close keeps the member here; the LogOut itself is the accounts journey's.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Are you sure you want to log out?').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/member/dashboard');
  });
});
