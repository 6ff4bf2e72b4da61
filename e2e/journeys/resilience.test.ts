import { expect, test } from 'vitest';
import { E2E_SUPPORT_PHONE } from '../support/global-setup.ts';
import { DEMO_MEMBER, DESKTOP_WIDTH, PHONE_WIDTH, seen, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

test('the offline banner appears without a connection and hides after it returns', async () => {
  // Whatever the page fetches while offline fails; that is the situation under test.
  const { page, context } = await browser.open({
    width: PHONE_WIDTH,
    allowErrors: [/ERR_INTERNET_DISCONNECTED/],
  });
  await page.goto('/');
  // The app is running and has fetched its code: the top bar alone may still be the painted
  // first screen of the HTML, the footer is the app's.
  await seen(page.getByRole('contentinfo'));
  await page.waitForLoadState('networkidle');
  const banner = page.getByRole('status').filter({ hasText: /offline|online/i });
  expect(await banner.isVisible()).toBe(false);

  await context.setOffline(true);
  await seen(banner.filter({ hasText: /offline/i }));

  await context.setOffline(false);
  const backAt = Date.now();
  await banner.first().waitFor({ state: 'hidden', timeout: 10_000 });
  // docs/product/common.md#install-prompt-and-online-banner: the banner hides 1.2 s after the
  // connection returns, not at once.
  expect(Date.now() - backAt).toBeGreaterThanOrEqual(1_000);
});

test('a page that fails to load shows the crash screen with the support number', async () => {
  const { page, screenshot } = await browser.open({
    width: DESKTOP_WIDTH,
    loginAs: DEMO_MEMBER,
    // Chromium reports the blocked chunk, and the router the import that failed with it.
    allowErrors: [
      /Failed to load resource: net::ERR_FAILED \(\S+\/assets\/dashboard-page-[\w-]+\.js\)$/,
      /Failed to fetch dynamically imported module: \S+\/assets\/dashboard-page-[\w-]+\.js /,
    ],
  });
  await page.route('**/assets/*dashboard*', (route) => route.abort());
  await page.goto('/member/dashboard');
  await seen(page.getByText('Something went wrong.', { exact: true }));
  await seen(page.getByText('Upgrade Your Browser'));
  await seen(page.getByText('We are sorry for the inconvenience. Please try again later.'));
  // The support number comes from the server's configuration (SUPPORT_PHONE).
  await seen(page.getByRole('link', { name: new RegExp(`\\+${E2E_SUPPORT_PHONE}`) }));
  await screenshot(`crash-${DESKTOP_WIDTH}`);
});
