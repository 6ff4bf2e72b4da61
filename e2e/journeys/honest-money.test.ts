import { expect, test } from 'vitest';
import { DEMO_MEMBER, DESKTOP_WIDTH, PHONE_WIDTH, seen, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

test.each([PHONE_WIDTH, DESKTOP_WIDTH])(
  'at %i px the top bar’s balance opens what it is made of',
  async (width) => {
    const visit = await browser.open({ width, loginAs: DEMO_MEMBER });
    const { page } = visit;
    await page.goto('/member/dashboard');
    await page.getByRole('button', { name: /Available balance ₹/ }).click();
    const breakdown = page.getByRole('dialog', { name: 'Your balance' });
    await seen(breakdown.getByText('Withdrawable'));
    await seen(breakdown.getByText('Deposit'));
    await seen(breakdown.getByText('Held in pending withdrawals'));
    await seen(breakdown.getByRole('link', { name: 'Go to Withdraw' }));
    await visit.screenshot(`balance-breakdown-${width}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => breakdown.count()).toBe(0);
  },
);

test('the refer page shares the invite link on WhatsApp with a message around it', async () => {
  const visit = await browser.open({ width: PHONE_WIDTH, loginAs: DEMO_MEMBER });
  const { page } = visit;
  await page.goto('/member/refer-and-earn');
  const share = page.getByRole('link', { name: /Share on WhatsApp/ });
  await seen(share);
  const href = (await share.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  const message = decodeURIComponent(href.slice('https://wa.me/?text='.length));
  expect(message).toContain('/signup/ref/demo');
  await visit.screenshot('refer-whatsapp-390');
});

test.each([PHONE_WIDTH, DESKTOP_WIDTH])(
  'at %i px the payment proof never shows a full user name',
  async (width) => {
    const visit = await browser.open({ width });
    await visit.page.goto('/payment-proof');
    await seen(visit.page.getByRole('heading', { name: /Payments? Proof/i }));
    // No user name of this site is shown in full: every name cell has its middle starred.
    const text = (await visit.page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/payout-member-[a-z0-9]{6,}/);
    await visit.screenshot(`payment-proof-${width}`);
  },
);
