import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { maskPaymentReference, maskUserName } from '@kamao/contract/payment-reference';
import {
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  chooseInDialog,
  closeDialog,
  seen,
  useBrowser,
} from '../support/browser.ts';
import { newSignedInMember, type NewMember } from '../support/members.ts';

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.swal2-toast').filter({ hasText: text });

/** Binds UPI through the profile call (the wallet journey binds it through the form). */
async function bindUpi(context: BrowserContext, member: NewMember) {
  const response = await context.request.patch('/userRoute/userProfileData_patch', {
    data: {
      obj: {
        name: member.name,
        address: '7 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip_code: '560025',
        mobile_number: member.mobile,
        withdrawal_method: 'UPI',
        withdrawal_account_information: 'payee@okicici',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function withdraw(page: Page, amount: string) {
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Withdraw Now' }).click();
  await page.getByRole('button', { name: 'Yes, Withdraw' }).click();
  await seen(page.getByRole('heading', { name: 'Withdrawal Successful' }));
  await seen(page.getByText(`Your withdrawal of ₹${amount}.000 has been successfully processed.`));
}

describe('payouts', () => {
  test('a member withdraws; the operator approves one and rejects another', async () => {
    const tag = Date.now().toString(36).toUpperCase();
    const code = `PAY${tag}`;

    // The operator creates a gift code in the console.
    const admin = await browser.open({ width: DESKTOP_WIDTH, loginAs: ADMIN });
    await admin.page.goto('/admin?tab=gift-codes');
    await seen(admin.page.getByRole('heading', { name: 'Gift codes' }));
    await admin.page.getByLabel('Code', { exact: true }).fill(code);
    await admin.page.getByLabel('Amount (₹)').fill('150');
    await admin.page.getByLabel('Total claims').fill('3');
    await admin.page.getByRole('button', { name: 'Create code' }).click();
    await seen(toast(admin.page, `Gift code ${code} created.`));
    await seen(admin.page.getByText('0 of 3 claimed'));
    await admin.screenshot('admin-gift-codes-1280');

    // A member claims it, binds UPI and asks for two withdrawals.
    const member = await browser.open({ width: PHONE_WIDTH });
    const who = await newSignedInMember(member.context, 'payout', 'member');
    const userName = who.email.split('@')[0]!.replace(/\./g, '');
    await member.page.goto('/member/gift-code');
    await member.page.getByLabel('Gift code').fill(code);
    await member.page.getByRole('button', { name: 'Claim Bonus' }).click();
    await seen(member.page.getByRole('button', { name: /₹150\.000/ }));
    await bindUpi(member.context, who);

    await member.page.goto('/member/withdraw');
    await seen(member.page.getByText('No Withdrawals Yet'));
    await withdraw(member.page, '60');
    // The success dialog closes by itself after 5 s
    // (docs/product/withdraw.md#confirmation-and-result).
    await member.page
      .getByRole('heading', { name: 'Withdrawal Successful' })
      .waitFor({ state: 'hidden', timeout: 8000 });
    await seen(member.page.getByText('Pending', { exact: true }));
    await withdraw(member.page, '50');
    await closeDialog(member.page);
    await seen(member.page.getByRole('button', { name: /₹40\.000/ }));

    // The operator finds both in the queue, approves the first and rejects the second.
    await admin.page.goto('/admin?tab=payouts');
    await seen(admin.page.getByRole('heading', { name: /Payouts/ }));
    await admin.page.getByLabel('Member', { exact: true }).fill(userName);
    await admin.page.getByRole('button', { name: 'Filter' }).click();
    const rows = admin.page.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem');
    await seen(rows.filter({ hasText: '₹60.000' }));
    await seen(rows.filter({ hasText: '₹50.000' }));
    expect(await rows.count()).toBe(2);
    await admin.page
      .getByRole('button', { name: `Open withdrawal of ${userName}` })
      .first()
      .click();
    await seen(admin.page.getByRole('table').getByText('Gift codes'));
    await seen(admin.page.getByText('payee@okicici').first());
    await admin.screenshot('admin-payouts-review-1280');
    // The payout's UTR, which the member then reads on their withdrawal.
    const reference = `UTR-${tag}`;
    await admin.page.getByLabel(/Payment reference: UPI UTR/).fill(reference);
    await admin.page.getByRole('button', { name: 'Approve', exact: true }).click();
    await chooseInDialog(admin.page, 'Approve');
    await seen(toast(admin.page, 'Withdrawal approved.'));
    await seen(rows.filter({ hasText: '₹50.000' }));
    expect(await rows.count()).toBe(1);

    await admin.page.getByRole('button', { name: `Open withdrawal of ${userName}` }).click();
    await admin.page.getByRole('button', { name: 'Reject', exact: true }).click();
    await seen(admin.page.getByText('Write the reason the member will read.'));
    await admin.page.getByLabel(/Remark/).fill('UPI id does not match your name');
    await admin.page.getByRole('button', { name: 'Reject', exact: true }).click();
    await chooseInDialog(admin.page, 'Reject');
    await seen(toast(admin.page, /Withdrawal rejected/));
    await seen(admin.page.getByText('No withdrawals match these filters.'));

    // The CSV for the payment provider holds the approved one only.
    const csv = await admin.context.request.get(adminRoutes.payoutsCsv.path);
    const text = await csv.text();
    expect(text).toContain(`,${userName},`);
    const paidLines = text.split('\r\n').filter((l) => l.includes(`,${userName},`));
    expect(paidLines).toHaveLength(1);
    expect(paidLines[0]).toMatch(new RegExp(`,60\\.000,${reference}$`));

    const visitor = await browser.open({ width: DESKTOP_WIDTH });
    await visitor.page.goto('/payment-proof');
    // Visitors see the approved withdrawal on the payment proof page, name and reference masked.
    const proofRow = visitor.page
      .getByRole('row')
      .filter({ hasText: maskPaymentReference(reference) });
    await seen(proofRow.getByRole('cell', { name: maskUserName(userName), exact: true }));
    await seen(proofRow.getByText('₹60.00'));
    expect(await visitor.page.getByText(userName).count()).toBe(0);

    // The member sees Success, the rejection with its remark, and the ₹50 back.
    await member.page.goto('/member/withdraw');
    await seen(member.page.getByText('Success', { exact: true }));
    await seen(member.page.getByText('Reject', { exact: true }));
    await seen(member.page.getByText('UPI id does not match your name'));
    await seen(member.page.getByText(reference, { exact: true }));
    await seen(member.page.getByRole('button', { name: /₹90\.000/ }));
  });

  test('screenshots of the payout queue and the wallet settings', async () => {
    for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
      const { page, screenshot } = await browser.open({ width, loginAs: ADMIN });
      for (const [tab, heading] of [
        ['payouts', /Payouts/],
        ['methods', 'Withdrawal methods'],
        ['gift-codes', 'Gift codes'],
        ['rates', 'Wallet rates'],
      ] as const) {
        await page.goto(`/admin?tab=${tab}`);
        await seen(page.getByRole('heading', { name: heading }));
        if (tab === 'payouts') {
          // Decided ones too, so the picture shows the cards and their colours.
          await page.getByLabel('Status').selectOption('all');
          await page.getByRole('button', { name: 'Filter' }).click();
          await seen(page.getByRole('list', { name: 'Withdrawals' }));
        }
        await screenshot(`admin-${tab}-${width}`);
      }
    }
  });
});
