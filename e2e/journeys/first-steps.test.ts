import { expect, test } from 'vitest';
import { DESKTOP_WIDTH, PHONE_WIDTH, seen, useBrowser } from '../support/browser.ts';
import { newSignedInMember } from '../support/members.ts';

/**
 * A new member's first dashboard points at the first way to earn
 * (docs/product/dashboard.md#the-first-step), on a phone and a desktop, from the page's HTML on.
 */
const browser = useBrowser();

for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
  test(`a new member is pointed from the dashboard to View Ads (${width} px)`, async () => {
    const { context, page, screenshot } = await browser.open({ width });
    await newSignedInMember(context, 'firststeps', String(width));
    await page.goto('/member/dashboard');
    await seen(page.getByRole('heading', { name: 'Start here: view your first ad' }));
    await screenshot(`dashboard-first-step-${width}`);
    await page.getByRole('link', { name: 'View Ads', exact: true }).click();
    await seen(page.getByRole('heading', { name: 'View Ads' }));
    expect(new URL(page.url()).pathname).toBe('/member/ptc-ads');
  });
}

test('a new member sees the first step with the page, before its code, where the app then shows it', async () => {
  const { context, page, screenshot } = await browser.open({
    width: PHONE_WIDTH,
    allowErrors: [/net::ERR_FAILED/],
    noServiceWorker: true,
  });
  await newSignedInMember(context, 'firststeps', 'painted');
  const step = (within: ReturnType<typeof page.locator>) =>
    within.getByRole('heading', { name: 'Start here: view your first ad' });

  // The app's code never arrives: the HTML alone shows the card, its link a plain one.
  await context.route(/\/assets\/(?!first-paint-).*\.js$/, (route) => route.abort());
  await page.goto('/member/dashboard', { waitUntil: 'domcontentloaded' });
  const painted = page.locator('#first-paint');
  await seen(step(painted));
  expect(
    await painted.getByRole('link', { name: 'View Ads', exact: true }).getAttribute('href'),
  ).toBe('/member/ptc-ads');
  const paintedAt = await step(painted).boundingBox();
  await screenshot('dashboard-first-step-painted-390');

  // With its code the app takes the page over and shows its own card in the same place.
  await context.unrouteAll();
  await page.goto('/member/dashboard');
  await painted.waitFor({ state: 'detached' });
  await seen(page.getByText('No Earnings Yet! Start Now!'));
  const shownAt = await step(page.locator('main')).boundingBox();
  expect(shownAt).toEqual(paintedAt);
});
