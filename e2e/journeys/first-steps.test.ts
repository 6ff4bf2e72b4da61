import { expect, test } from 'vitest';
import { DESKTOP_WIDTH, PHONE_WIDTH, seen, useBrowser } from '../support/browser.ts';
import { newSignedInMember } from '../support/members.ts';

/**
 * A new member's first dashboard points at the first way to earn
 * (docs/product/dashboard.md#the-first-step), on a phone and a desktop.
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
