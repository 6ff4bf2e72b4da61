import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  DEMO_MEMBER,
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  seen,
  useBrowser,
  closeDialog,
  logIn,
} from '../support/browser.ts';
import { fundDeposit, newSignedInMember } from '../support/members.ts';
import { DEMO_ADVERTISER, createCampaign, openAd } from '../support/ptc.ts';

const browser = useBrowser();
const run = Date.now().toString(36);

const shot = async (page: Page, name: string) => {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/ptc-${name}.png`, fullPage: true });
};

const counter = (page: Page, id: 'total' | 'active' | 'paused' | 'remaining') =>
  page.getByTestId(`counter-${id}`);
const deposit = (page: Page) => page.getByTestId('advertiser-deposit');
const toast = (page: Page, text: string) => page.locator('.swal2-toast').filter({ hasText: text });

async function expectCounters(
  page: Page,
  total: string,
  active: string,
  paused: string,
  remaining: string,
) {
  await expect.poll(() => counter(page, 'total').textContent()).toBe(total);
  await expect.poll(() => counter(page, 'active').textContent()).toBe(active);
  await expect.poll(() => counter(page, 'paused').textContent()).toBe(paused);
  await expect.poll(() => counter(page, 'remaining').textContent()).toBe(remaining);
}

test('an advertiser creates a campaign with the wizard, a member views it, pause, activate, delete refunds', async () => {
  const title = `Chai Stall ${run}`;
  const advertiser = await browser.open({ width: PHONE_WIDTH });
  await newSignedInMember(advertiser.context, 'advertiser', 'owner');
  await fundDeposit(advertiser.context.request);
  const page = advertiser.page;

  await page.goto('/member/advertiser');
  await seen(page.getByText('There is no data'));
  await expect.poll(() => deposit(page).textContent()).toBe('₹10.000');
  await expectCounters(page, '0', '0', '0', '0');
  await shot(page, 'campaigns-empty-390');

  await page.getByRole('link', { name: 'Create campaign' }).click();
  await seen(page.getByText('Choose the type of your campaign'));
  expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  await shot(page, 'wizard-1-type-390');
  await page.getByText('Window', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('URL').fill('not a url');
  await page.getByLabel('Description').fill('Masala chai for every member, fresh every morning.');
  await page.getByRole('button', { name: 'Next' }).click();
  await seen(page.getByText('Please enter a valid URL'));
  await page.getByLabel('URL').fill('https://chai.example/');
  await shot(page, 'wizard-2-info-390');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Duration').selectOption('5-0.02');
  await page.getByLabel('Total Views').fill('60');
  await page.getByRole('button', { name: 'Next' }).click();
  await seen(page.getByText('Minimum 100 Total View Allowed'));
  await page.getByLabel('Total Views').fill('600');
  await seen(page.getByTestId('wizard-subtotal').filter({ hasText: '₹12.000' }));
  await shot(page, 'wizard-3-reward-390');
  await page.getByRole('button', { name: 'Next' }).click();
  await seen(page.getByText('How members will see your ad'));
  await page.getByRole('button', { name: 'Create' }).click();
  await seen(page.getByRole('heading', { name: 'Insufficient Balance' }));
  await page.getByRole('button', { name: 'Top Up' }).click();
  await seen(page.getByText('The deposit feature is currently unavailable'));
  await closeDialog(page);

  await page.getByRole('button', { name: 'Prev' }).click();
  await page.getByLabel('Total Views').fill('100');
  await seen(page.getByTestId('wizard-subtotal').filter({ hasText: '₹2.000' }));
  await page.getByRole('button', { name: 'Next' }).click();
  await seen(page.getByText('How members will see your ad'));
  await shot(page, 'wizard-4-preview-390');
  await page.getByRole('button', { name: 'Create' }).click();
  await seen(toast(page, 'Your campaign has been successfully submitted.'));
  await page.waitForURL('**/member/advertiser');
  await seen(page.getByRole('heading', { name: title }));
  await expectCounters(page, '1', '1', '0', '100');
  await expect.poll(() => deposit(page).textContent()).toBe('₹8.000');

  // Another member views it: the advertiser's remaining views go down by one.
  const viewer = await browser.open({ width: DESKTOP_WIDTH });
  await newSignedInMember(viewer.context, 'advertiser', 'viewer');
  const adTab = await openAd(viewer.context, viewer.page, { type: 'window', title });
  await adTab.getByRole('button', { name: 'Claim Bonus' }).click({ timeout: 8000 });
  await seen(viewer.page.getByRole('heading', { name: 'Success!' }), 20_000);

  await page.reload();
  await seen(page.getByRole('heading', { name: title }));
  await expectCounters(page, '1', '1', '0', '99');
  await seen(page.getByText('1 / 100'));
  await shot(page, 'campaigns-390');

  // docs/product/advertiser.md#pause-activate-delete: pause and activate move Active and Paused;
  // delete refunds the unviewed.
  await page.getByRole('button', { name: `Pause: ${title}` }).click();
  await page.getByRole('button', { name: 'Yes, pause it' }).click();
  await seen(toast(page, 'Campaign paused successfully!'));
  await expectCounters(page, '1', '0', '1', '99');
  await page.getByRole('button', { name: `Activate: ${title}` }).click();
  await page.getByRole('button', { name: 'Yes, activate it' }).click();
  await seen(toast(page, 'Campaign activated successfully!'));
  await expectCounters(page, '1', '1', '0', '99');
  await page.getByRole('button', { name: `Info: ${title}` }).click();
  await seen(page.getByRole('dialog', { name: title }).getByText('https://chai.example/'));
  await shot(page, 'campaign-info-390');
  await page
    .getByRole('dialog', { name: title })
    .getByRole('button', { name: 'Close' })
    .first()
    .click();
  await page.getByRole('button', { name: `Delete: ${title}` }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await seen(toast(page, 'Campaign deleted successfully!'));
  await expectCounters(page, '0', '0', '0', '0');
  await seen(page.getByText('There is no data'));
  // ₹10 − ₹2 budget + 99 unviewed × ₹0.020 refunded.
  await expect.poll(() => deposit(page).textContent()).toBe('₹9.980');
});

test('screenshots of Your Campaigns and the wizard at 1280 px', async () => {
  const { page } = await browser.open({ width: DESKTOP_WIDTH, loginAs: DEMO_ADVERTISER });
  await page.goto('/member/advertiser');
  await seen(page.getByText('Remaining views'));
  await shot(page, 'campaigns-1280');
  await page
    .getByRole('button', { name: /^Info: / })
    .first()
    .click();
  await shot(page, 'campaign-info-1280');
  await page.keyboard.press('Escape');

  await page.goto('/member/advertiser/create');
  await seen(page.getByText('Choose the type of your campaign'));
  await page.getByText('Iframe', { exact: true }).click();
  await shot(page, 'wizard-1-type-1280');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Title').fill('Festive offers');
  await page.getByLabel('URL').fill('https://example.com/');
  await page.getByLabel('Description').fill('Shop the festive season with Kamao members.');
  await shot(page, 'wizard-2-info-1280');
  await page.getByRole('button', { name: 'Next' }).click();
  await seen(page.getByRole('dialog', { name: 'Does your page show in the frame?' }));
  await shot(page, 'wizard-2-iframe-check-1280');
  await page.getByRole('button', { name: 'Yes, it shows correctly' }).click();
  await page.getByLabel('Duration').selectOption({ index: 1 });
  await page.getByLabel('Total Views').fill('250');
  await page.getByLabel('Limit views per day').check();
  await page.getByLabel('Per Day Limit').fill('50');
  await shot(page, 'wizard-3-reward-1280');
  await page.getByRole('button', { name: 'Next' }).click();
  await seen(page.getByText('How members will see your ad'));
  await shot(page, 'wizard-4-preview-1280');
});

test('the demo member sees demo campaigns to view', async () => {
  const { page } = await browser.open({ width: PHONE_WIDTH, loginAs: DEMO_MEMBER });
  await page.goto('/member/ptc-ads');
  await seen(page.getByRole('button', { name: /^View Ad: / }));
});

test('a new campaign waits for review, its owner cannot activate it, and the operator approves it', async () => {
  const title = `Review me ${run}`;
  const operator = await browser.open({ width: DESKTOP_WIDTH });
  await logIn(operator.context, { email: 'admin@example.com', password: 'admin12345' });
  const review = (reviewRequired: boolean | null) =>
    operator.context.request.put('/api/admin/ptc/campaign-review', {
      data: { reviewRequired, blockedHosts: [] },
    });
  const owner = await browser.open({ width: PHONE_WIDTH });
  await newSignedInMember(owner.context, 'advertiser', 'review');
  await fundDeposit(owner.context.request);
  // Review is on only while this campaign is bought, so other journeys' campaigns start active.
  expect((await review(true)).status()).toBe(200);
  try {
    await createCampaign(owner.context.request, {
      type: 'window',
      title,
      url: 'https://review.example/offer',
      seconds: 5,
    });
  } finally {
    expect((await review(null)).status()).toBe(200);
  }

  await owner.page.goto('/member/advertiser');
  const card = owner.page.getByRole('listitem').filter({ hasText: title });
  await seen(card.getByText('Waiting for review'));
  expect(await card.getByRole('button', { name: `Activate: ${title}` }).isDisabled()).toBe(true);
  await shot(owner.page, 'campaign-waiting-390');

  await operator.page.goto('/admin?tab=campaigns');
  const row = operator.page.getByRole('listitem').filter({ hasText: title });
  await seen(row.getByText('Host: review.example'));
  await seen(row.getByText('waiting for review'));
  await shot(operator.page, 'console-campaign-review-1280');
  await row.getByRole('button', { name: `Approve ${title}` }).click();
  await seen(toast(operator.page, 'Campaign approved.'));

  await owner.page.reload();
  await seen(card.getByText('Active'));
  expect(await card.getByRole('button', { name: `Pause: ${title}` }).isDisabled()).toBe(false);
});
