import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import {
  DEMO_MEMBER,
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  seen,
  useBrowser,
  chooseInDialog,
} from '../support/browser.ts';
import { newSignedInMember } from '../support/members.ts';

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.swal2-toast').filter({ hasText: text });

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

interface CreateData {
  msg: {
    PTCAds_pricing: Record<'window' | 'iframe' | 'youtube', { time: number; price: number }[]>;
  };
}
interface PtcHome {
  msg: { PTCAds_campaignsData: { _id: string; step_2_title: string }[] };
}

describe('the operator runs the PTC market', () => {
  test('a new duration is offered to advertisers, and a price list goes back', async () => {
    const admin = await browser.open({ width: DESKTOP_WIDTH, loginAs: ADMIN });
    const member = await browser.open({ width: PHONE_WIDTH, loginAs: DEMO_MEMBER });
    await admin.page.goto('/admin?tab=ptc');
    const windowPrices = admin.page.getByRole('form', { name: 'Window prices' });
    await seen(windowPrices);
    await windowPrices.getByRole('button', { name: 'Add duration' }).click();
    await windowPrices.getByLabel('Window seconds').last().fill('45');
    await windowPrices.getByLabel('Window price for 45 s').fill('0.18');
    await windowPrices.getByRole('button', { name: 'Save Window' }).click();
    await seen(toast(admin.page, 'Window prices saved.'));
    await admin.screenshot('admin-ptc-1280');

    const offered = await json<CreateData>(
      member.context.request,
      '/advertiserRoute/advertiserCreateDataGet',
    );
    expect(offered.msg.PTCAds_pricing.window).toContainEqual({ time: 45, price: 0.18 });

    await admin.page.reload();
    await windowPrices.getByRole('button', { name: 'Remove 45 s' }).click();
    await windowPrices.getByRole('button', { name: 'Save Window' }).click();
    await seen(toast(admin.page, 'Window prices saved.'));
    const after = await json<CreateData>(
      member.context.request,
      '/advertiserRoute/advertiserCreateDataGet',
    );
    expect(after.msg.PTCAds_pricing.window.map((p) => p.time)).not.toContain(45);
  });

  test('pausing a campaign hides it from viewers; removing one refunds its owner', async () => {
    const admin = await browser.open({ width: DESKTOP_WIDTH, loginAs: ADMIN });
    const viewer = await browser.open({ width: PHONE_WIDTH, loginAs: DEMO_MEMBER });

    // A fresh advertiser gets deposit money from a gift code and buys a campaign.
    const code = `ADS${Date.now().toString(36).toUpperCase()}`;
    const created = await admin.context.request.post(adminRoutes.giftCodeCreate.path, {
      data: { code, amount: 50, maxClaims: 1, wallet: 'deposit' },
    });
    expect(created.status()).toBe(200);
    const owner = await browser.open({ width: PHONE_WIDTH });
    const who = await newSignedInMember(owner.context, 'ptcadmin', 'owner');
    const claim = await owner.context.request.patch(
      '/userIncomeRoute/user_giftCode_verify_and_patch',
      { data: { giftCode_state: code } },
    );
    expect(claim.status()).toBe(200);
    const title = `Operator test ${code}`;
    const buy = await owner.context.request.post('/advertiserRoute/advertiserDataPost', {
      data: {
        obj: {
          selectedOption_state: 'window',
          step_2_title: title,
          step_2_url: 'https://example.com/',
          step_2_description: 'A campaign the operator pauses and removes',
          step_3_duration: '5-0.02',
          step_3_total_views: 1000,
          step_3_interval_in_hours: 24,
          step_3_enableLimit: false,
          step_4_subTotal: 20,
        },
      },
    });
    expect(buy.status(), await buy.text()).toBe(200);
    const titles = async () =>
      (
        await json<PtcHome>(viewer.context.request, '/userIncomeRoute/user_PTCAds_home_get')
      ).msg.PTCAds_campaignsData.map((c) => c.step_2_title);
    expect(await titles()).toContain(title);

    await admin.page.goto('/admin?tab=campaigns');
    await admin.page.getByLabel('Owner').fill(who.email);
    await admin.page.getByRole('button', { name: 'Filter' }).click();
    const card = admin.page.getByRole('listitem').filter({ hasText: title });
    await seen(card);
    await card.getByRole('button', { name: 'Pause' }).click();
    await seen(toast(admin.page, 'Campaign paused.'));
    expect(await titles()).not.toContain(title);
    await card.getByRole('button', { name: 'Activate' }).click();
    await seen(toast(admin.page, 'Campaign active.'));
    expect(await titles()).toContain(title);
    await admin.screenshot('admin-campaigns-1280');

    await card.getByRole('button', { name: `Remove ${title}` }).click();
    await chooseInDialog(admin.page, 'Remove');
    await seen(toast(admin.page, 'Removed; ₹20.000 refunded.'));
    expect(await titles()).not.toContain(title);
    await owner.page.goto('/member/balance-converter');
    await seen(owner.page.getByText('Deposit Balance'));
    await seen(owner.page.getByText('₹50.000').first());
  });

  test('screenshots of the PTC operator screens on a phone', async () => {
    const { page, screenshot } = await browser.open({ width: PHONE_WIDTH, loginAs: ADMIN });
    await page.goto('/admin?tab=ptc');
    await seen(page.getByRole('form', { name: 'Window prices' }));
    await screenshot('admin-ptc-390');
    await page.goto('/admin?tab=campaigns');
    await seen(page.getByRole('list', { name: 'Campaigns' }));
    await screenshot('admin-campaigns-390');
  });
});
