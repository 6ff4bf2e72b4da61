import type { Page } from 'playwright-core';
import { test } from 'vitest';
import { DESKTOP_WIDTH, PHONE_WIDTH, seen, useBrowser, closeDialog } from '../support/browser.ts';
import { newSignedInMember as freshSignedInMember } from '../support/members.ts';

const browser = useBrowser();
const newSignedInMember = (context: Parameters<typeof freshSignedInMember>[0], tag: string) =>
  freshSignedInMember(context, 'wallet', tag);

/**
 * After the 0.5 s page transition (docs/decisions/0015-page-transition-in-css.md), so the picture
 * shows the page itself.
 */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/wallet-${name}.png`, fullPage: true });
}

async function claimWelcome(page: Page) {
  await page.goto('/member/gift-code');
  await page.getByLabel('Gift code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Claim Bonus' }).click();
  await seen(page.getByRole('cell', { name: 'WELCOME10' }));
}

test('a fresh member claims WELCOME10 and the top bar balance rises', async () => {
  const { context, page } = await browser.open({ width: PHONE_WIDTH });
  await newSignedInMember(context, 'gift');
  await page.goto('/member/gift-code');
  await seen(page.getByRole('heading', { name: 'Gift Code' }));
  await seen(page.getByRole('button', { name: /₹0\.000/ }));
  await claimWelcome(page);
  await seen(page.getByRole('button', { name: /₹10\.000/ }));
  await seen(page.getByRole('cell', { name: '₹10.000' }));
});

test('withdraw: no payment info sends to the profile after 5 s; below the minimum is refused', async () => {
  const { context, page } = await browser.open({ width: PHONE_WIDTH });
  const member = await newSignedInMember(context, 'withdraw');
  await claimWelcome(page);
  await page.goto('/member/withdraw');
  await seen(page.getByText('Withdrawable Balance'));
  await seen(page.getByText('No Withdrawals Yet'));
  await page.getByLabel('Amount').fill('5');
  await page.getByRole('button', { name: 'Withdraw Now' }).click();
  await seen(page.getByRole('heading', { name: 'Bind Payment Info' }));
  await page.waitForURL('**/member/profile', { timeout: 8000 });

  await seen(page.getByRole('heading', { name: 'Withdrawal Info' }));
  await page.getByLabel('Address').fill('12 MG Road');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').fill('Maharashtra');
  await page.getByLabel('PIN code').fill('411001');
  await page.getByLabel('Mobile number').fill(member.mobile);
  await page.getByLabel('Withdrawal method').selectOption('UPI');
  await page.getByLabel('Withdrawal account').fill('member@okaxis');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await seen(page.locator('.swal2-toast').filter({ hasText: 'Profile updated successfully' }));

  await page.goto('/member/withdraw');
  await seen(page.getByText('Withdrawable Balance'));
  await page.getByLabel('Amount').fill('9');
  await page.getByRole('button', { name: 'Withdraw Now' }).click();
  await seen(page.getByRole('heading', { name: 'Invalid Amount' }));
  await seen(page.getByText(/The minimum withdrawal amount for UPI is ₹50\.000/));
});

test('a conversion withdrawable → deposit shows in the history', async () => {
  const { context, page } = await browser.open({ width: PHONE_WIDTH });
  await newSignedInMember(context, 'convert');
  await claimWelcome(page);
  await page.goto('/member/balance-converter');
  await seen(page.getByText('🚫 No Balance Convert Yet'));
  await page.getByLabel('Withdraw to Deposit').check();
  await page.getByLabel('Amount').fill('4');
  await page.getByRole('button', { name: 'Convert Now' }).click();
  await page.getByRole('button', { name: 'Yes, Convert' }).click();
  await seen(page.getByText('Your balance has been successfully converted.'));
  await closeDialog(page);
  await seen(page.getByText('Withdraw to Deposit', { exact: true }).nth(1));

  // Deposit → withdrawable pays the 5 % charge: 2 of the 4 gives 0.100.
  await page.getByLabel('Deposit to Withdraw').check();
  await page.getByLabel('Amount').fill('2');
  await seen(page.getByTestId('convert-charge').filter({ hasText: '₹0.100' }));
  await page.getByRole('button', { name: 'Convert Now' }).click();
  await page.getByRole('button', { name: 'Yes, Convert' }).click();
  await seen(page.getByText('Your balance has been successfully converted.'));
  await closeDialog(page);
  await seen(page.getByText('₹1.900'));
});

test('screenshots of the member wallet pages', async () => {
  for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    const { context, page } = await browser.open({ width });
    await newSignedInMember(context, `shots${width}`);
    await claimWelcome(page);
    await shot(page, `gift-${width}`);
    const pages: Array<[string, string, string]> = [
      ['dashboard', '/member/dashboard', 'Dashboard'],
      ['withdraw', '/member/withdraw', 'Withdraw'],
      ['converter', '/member/balance-converter', 'Balance Converter'],
      ['refer', '/member/refer-and-earn', 'Refer and Earn'],
    ];
    for (const [name, path, heading] of pages) {
      await page.goto(path);
      await seen(page.getByRole('heading', { name: heading, exact: true }));
      await shot(page, `${name}-${width}`);
    }
    await context.close();
  }
});
