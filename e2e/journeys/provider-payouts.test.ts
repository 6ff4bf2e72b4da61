import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import {
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  seen,
  useBrowser,
  chooseInDialog,
} from '../support/browser.ts';
import { newSignedInMember } from '../support/members.ts';

/*
 * Paying withdrawals through the built-in demo provider (it pays after a few seconds and sends
 * back a payout to a UPI id ending in @fail), and paying by hand the way operators do: the
 * pending queue out as CSV, the bank's references back in, a bulk approval of only the rows
 * that have their reference. One server for the file: the steps share the operator's settings.
 */

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };
/** This run's members carry it in their names, so the queue's Member filter finds them all. */
const RUN = `pv${Date.now().toString(36)}`;

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.swal2-toast').filter({ hasText: text });

async function ok(response: { status(): number; text(): Promise<string> }) {
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** A gift code of the operator's, for this run's members to have money to withdraw. */
async function giftCode(admin: BrowserContext, claims: number): Promise<string> {
  const code = `PV${Date.now().toString(36).toUpperCase()}`;
  await ok(
    await admin.request.post(adminRoutes.giftCodeCreate.path, {
      data: { code, amount: 100, maxClaims: claims },
    }),
  );
  return code;
}

/**
 * A member of this run with ₹100 from the gift code, a UPI id bound and a withdrawal of
 * `amount` asked for. Returns their user name (the console shows it) and their page.
 */
async function memberWithWithdrawal(code: string, tag: string, upiId: string, amount: number) {
  const visit = await browser.open({ width: PHONE_WIDTH });
  const who = await newSignedInMember(visit.context, 'provider', `${RUN}${tag}`);
  const own = visit.context.request;
  await ok(
    await own.patch('/userIncomeRoute/user_giftCode_verify_and_patch', {
      data: { giftCode_state: code },
    }),
  );
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
          withdrawal_account_information: upiId,
        },
      },
    }),
  );
  await ok(
    await own.post('/userAmount/userWithdrawal_record_post', {
      data: { obj: { balance: amount, type: 'UPI' } },
    }),
  );
  return { ...visit, userName: who.email.split('@')[0]!.replace(/\./g, '') };
}

/**
 * Reloads the page until the locator shows: what the member does while a payout is on its way.
 * The wait ends on what they see, not after a fixed time.
 */
async function seenAfterReloads(page: Page, locator: Locator, timeout = 45_000): Promise<void> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    await page.reload();
    try {
      await locator.first().waitFor({ state: 'visible', timeout: 2_000 });
      return;
    } catch {
      // Not yet: the provider has not answered.
    }
  }
  await seen(locator, 1);
}

/** The queue as it is now, filtered on this run's members (pending ones unless told). */
async function openQueue(page: Page, status: 'Pending' | 'all' = 'Pending') {
  await page.goto('/admin?tab=payouts');
  await seen(page.getByRole('heading', { name: /Payouts/ }));
  await page.getByLabel('Member', { exact: true }).fill(RUN);
  await page.getByLabel('Status').selectOption(status);
  await page.getByRole('button', { name: 'Filter' }).click();
}

const rowOf = (page: Page, userName: string) =>
  page
    .getByRole('list', { name: 'Withdrawals' })
    .getByRole('listitem')
    .filter({ hasText: `${userName} ·` });

describe('payouts through a provider', () => {
  test('the operator connects the demo provider; one payout is paid with its UTR, one comes back', async () => {
    const admin = await browser.open({ width: DESKTOP_WIDTH, loginAs: ADMIN });
    const code = await giftCode(admin.context, 2);
    const paid = await memberWithWithdrawal(code, 'paid', `${RUN}paid@okicici`, 60);
    const back = await memberWithWithdrawal(code, 'back', `${RUN}back@fail`, 70);

    // The operator connects the demo provider in the Payouts tab.
    await admin.page.goto('/admin?tab=payouts');
    await admin.page.getByRole('button', { name: 'Payout provider' }).click();
    const settings = admin.page.getByRole('form', { name: 'Payout provider settings' });
    await settings.getByLabel('Provider').selectOption('demo');
    await settings.getByRole('button', { name: 'Save' }).click();
    await seen(toast(admin.page, 'Saved: Demo is connected.'));
    await seen(admin.page.getByText('Demo', { exact: true }).first());
    await admin.screenshot('admin-payout-provider-demo-1280');

    // One withdrawal from its row, the other through the bulk Send.
    await admin.page.getByRole('button', { name: 'Queue' }).click();
    await openQueue(admin.page);
    await admin.page.getByRole('button', { name: `Send to Demo: ${paid.userName}` }).click();
    await chooseInDialog(admin.page, 'Send');
    await seen(toast(admin.page, 'Sent to Demo.'));
    await admin.page
      .getByRole('checkbox', { name: new RegExp(`^Select ${back.userName} `) })
      .check();
    await admin.page.getByRole('button', { name: 'Send selected to Demo (1)' }).click();
    await chooseInDialog(admin.page, 'Send');
    await seen(toast(admin.page, '1 sent.'));
    await seen(rowOf(admin.page, back.userName).getByText('Sent to Demo.'));
    await admin.screenshot('admin-payouts-sent-1280');

    // The member reads Success with the UTR once the provider has paid.
    await paid.page.goto('/member/withdraw');
    await seenAfterReloads(paid.page, paid.page.getByText('Success', { exact: true }));
    await openQueue(admin.page, 'all');
    const paidRow = rowOf(admin.page, paid.userName);
    await seen(paidRow.getByText('Processed'));
    const utr = (await paidRow.getByText(/^UTR /).innerText()).replace(/^UTR /, '');
    expect(utr).toMatch(/^[A-Za-z0-9-]{6,}$/);
    await seen(paid.page.getByText(utr, { exact: true }));
    await paid.screenshot('member-withdraw-provider-paid-390');

    // The one to a UPI id ending in @fail comes back: Reject, and the ₹70 is withdrawable again.
    await back.page.goto('/member/withdraw');
    await seenAfterReloads(back.page, back.page.getByText('Reject', { exact: true }));
    await seen(back.page.getByRole('button', { name: /₹100\.000/ }));
    await openQueue(admin.page, 'all');
    const backRow = rowOf(admin.page, back.userName);
    await seen(backRow.getByText(/^(Reversed|Failed)$/));
    await seen(backRow.getByText(/^Reason: /));
    await admin.screenshot('admin-payouts-provider-states-1280');
  });

  test('manual payouts: the pending queue out as CSV, the references back in, and a partial bulk approval', async () => {
    // The operator works from a phone this time, with the demo provider still connected.
    const admin = await browser.open({ width: PHONE_WIDTH, loginAs: ADMIN });
    const code = await giftCode(admin.context, 4);
    const members = [];
    for (const tag of ['csva', 'csvb', 'bulka', 'bulkb']) {
      members.push(await memberWithWithdrawal(code, tag, `${RUN}${tag}@okaxis`, 55));
    }
    const [csvA, csvB, bulkA, bulkB] = members as [
      (typeof members)[number],
      (typeof members)[number],
      (typeof members)[number],
      (typeof members)[number],
    ];

    // The pending queue as CSV, as the bank's bulk tool takes it.
    await openQueue(admin.page);
    await seen(rowOf(admin.page, csvA.userName));
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page.getByRole('link', { name: 'Download pending payouts (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pending-payouts-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    const header = lines[0]!.split(',');
    expect(header).toContain('withdrawal_id');
    expect(header.at(-1)).toBe('payment_reference');
    const lineOf = (userName: string) => lines.find((l) => l.includes(`,${userName},`))!;
    expect(lineOf(csvA.userName)).toContain(`,${RUN}csva@okaxis,${RUN}csva@okaxis,,,55.000,`);

    // Paid in the bank: the operator fills in two references and imports the file back.
    const filled = [
      lines[0],
      `${lineOf(csvA.userName)}UTR-${RUN}-A`,
      `${lineOf(csvB.userName)}UTR-${RUN}-B`,
      lineOf(bulkA.userName),
      lineOf(bulkB.userName),
    ].join('\r\n');
    await admin.page.getByLabel('CSV of payment references').setInputFiles({
      name: 'paid.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(filled),
    });
    await chooseInDialog(admin.page, 'Approve');
    const report = admin.page.getByRole('region', { name: 'Import report' });
    await seen(report.getByText('paid.csv: 2 approved, 2 without a reference left pending.'));
    await seen(toast(admin.page, '2 approved.'));
    await expect.poll(() => rowOf(admin.page, csvA.userName).count()).toBe(0);
    await admin.screenshot('admin-payouts-import-390');

    // The bulk approval while references are required: the row with one is approved, the other
    // is marked with the reason and stays.
    await ok(
      await admin.context.request.put(adminRoutes.walletSettingsUpdate.path, {
        data: {
          ...(
            (await (await admin.context.request.get(adminRoutes.walletSettings.path)).json()) as {
              settings: object;
            }
          ).settings,
          paymentReferenceRequired: true,
        },
      }),
    );
    try {
      await admin.page.reload();
      await openQueue(admin.page);
      await seen(admin.page.getByText('Each selected withdrawal needs its payment reference.'));
      for (const who of [bulkA, bulkB]) {
        await admin.page
          .getByRole('checkbox', { name: new RegExp(`^Select ${who.userName} `) })
          .check();
      }
      await admin.page.getByLabel(`Payment reference for ${bulkA.userName}`).fill(`UTR-${RUN}-C`);
      await admin.page.getByRole('button', { name: 'Approve selected (2)' }).click();
      await chooseInDialog(admin.page, 'Approve');
      await seen(toast(admin.page, /1 approved, 1 not: Please enter the payment reference/));
      await seen(
        admin.page
          .getByRole('status', { name: `Result for ${bulkB.userName}` })
          .getByText(/^Not approved: Please enter the payment reference/),
      );
      await expect.poll(() => rowOf(admin.page, bulkA.userName).count()).toBe(0);
      await admin.screenshot('admin-payouts-partial-approval-390');
    } finally {
      const current = (await (
        await admin.context.request.get(adminRoutes.walletSettings.path)
      ).json()) as {
        settings: object;
      };
      await admin.context.request.put(adminRoutes.walletSettingsUpdate.path, {
        data: { ...current.settings, paymentReferenceRequired: false },
      });
    }

    // The members read Success with the references from the file and the form.
    await csvA.page.goto('/member/withdraw');
    await seen(csvA.page.getByText(`UTR-${RUN}-A`, { exact: true }));
    await bulkA.page.goto('/member/withdraw');
    await seen(bulkA.page.getByText(`UTR-${RUN}-C`, { exact: true }));
    await bulkB.page.goto('/member/withdraw');
    await seen(bulkB.page.getByText('Pending', { exact: true }));
  });

  test('screenshots of the provider view and the queue at both widths', async () => {
    for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
      const { page, screenshot } = await browser.open({ width, loginAs: ADMIN });
      await page.goto('/admin?tab=payouts&view=provider');
      await seen(page.getByRole('form', { name: 'Payout provider settings' }));
      await screenshot(`admin-payout-provider-${width}`);
      await openQueue(page, 'all');
      await seen(page.getByRole('list', { name: 'Withdrawals' }));
      await screenshot(`admin-payouts-queue-${width}`);
    }
  });
});
