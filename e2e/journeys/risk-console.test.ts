import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import type { RiskGroup } from '@kamao/contract/admin/risk';
import { apiRoutes } from '@kamao/contract/api-routes';
import {
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  logIn,
  seen,
  useBrowser,
  chooseInDialog,
} from '../support/browser.ts';
import { newMember, signUp, type NewMember } from '../support/members.ts';

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.swal2-toast').filter({ hasText: text });

/** The userName the server makes of a sign-up's e-mail. */
const userNameOf = (member: NewMember) => member.email.split('@')[0]!.replace(/\./g, '');

/** Binds a UPI id through the profile call, as the profile page saves it. */
async function bindUpi(request: APIRequestContext, member: NewMember, upi: string) {
  const response = await request.patch(apiRoutes.profilePatch.path, {
    data: {
      obj: {
        name: member.name,
        address: '7 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip_code: '560025',
        mobile_number: member.mobile,
        withdrawal_method: 'UPI',
        withdrawal_account_information: upi,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

interface Farm {
  userNames: [string, string];
  upi: string;
}

/**
 * One person's two accounts: both signed up in a row from one browser (its device cookie), each
 * claiming a gift code, binding a UPI id and asking for ₹60. With `sharedUpi` both bind the same
 * one, which scores them above the automatic hold (70); without it they share the device alone
 * and score below it. Resolves once the risk module rescored them (a job a second after the
 * signal) into one group.
 */
async function buildFarm(
  admin: APIRequestContext,
  name: string,
  { sharedUpi }: { sharedUpi: boolean },
): Promise<Farm> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const code = `FARM${tag.toUpperCase()}`;
  const created = await admin.post(adminRoutes.giftCodeCreate.path, {
    data: { code, amount: 100, maxClaims: 2 },
  });
  expect(created.status(), await created.text()).toBe(200);

  const phone = await browser.open({ width: PHONE_WIDTH });
  const members = [newMember(name, 'a'), newMember(name, 'b')] as const;
  for (const member of members) await signUp(phone.context.request, member);
  const upi = `farm${tag}@okaxis`;
  for (const member of members) {
    await logIn(phone.context, member);
    const claim = await phone.context.request.patch(apiRoutes.giftCodeClaim.path, {
      data: { giftCode_state: code },
    });
    expect(claim.status(), await claim.text()).toBe(200);
    await bindUpi(
      phone.context.request,
      member,
      sharedUpi ? upi : `${member.email.split('@')[0]}@okaxis`,
    );
    const withdrawal = await phone.context.request.post(apiRoutes.withdraw.path, {
      data: { obj: { balance: 60, type: 'UPI' } },
    });
    expect(withdrawal.status(), await withdrawal.text()).toBe(200);
  }
  const userNames = members.map(userNameOf) as [string, string];

  await expect
    .poll(
      async () => {
        const answer = await admin.get(adminRoutes.riskGroups.path);
        const { groups } = (await answer.json()) as { groups: RiskGroup[] };
        return groups.some((g) => userNames.every((u) => g.members.some((m) => m.userName === u)));
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  return { userNames, upi };
}

/** The farm's card on the Risk tab (other journeys' groups may be there too). */
const groupCard = (page: Page, farm: Farm) =>
  page
    .getByRole('listitem', { name: /^Group of / })
    .filter({ hasText: farm.userNames[0] })
    .filter({ hasText: farm.userNames[1] });

describe('the operator sees a farm before paying it', () => {
  test('the Risk tab, the payout rows and the review show the group; the operator marks it reviewed', async () => {
    const admin = await browser.open({ width: DESKTOP_WIDTH, loginAs: ADMIN });
    const farm = await buildFarm(admin.context.request, 'riskfarm', { sharedUpi: true });
    const [first, second] = farm.userNames;

    for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
      const { page, screenshot } = await browser.open({ width, loginAs: ADMIN });
      await page.goto('/admin?tab=risk');
      await seen(page.getByRole('heading', { name: /^Risk/ }));
      const card = groupCard(page, farm);
      await seen(card);
      await seen(card.getByText('Not reviewed'));
      await seen(card.getByText(/^Same device: /));
      await seen(card.getByText(`Same UPI id: ${farm.upi}`));
      await seen(card.getByRole('link', { name: first, exact: true }));
      await seen(card.getByRole('link', { name: second, exact: true }));
      // Each claimed the ₹100 gift code.
      await seen(
        card.getByRole('list', { name: 'Earnings by source' }).getByText('Gift codes ₹200.000'),
      );
      await seen(page.getByRole('form', { name: 'Risk rules' }));
      await card.scrollIntoViewIfNeeded();
      await screenshot(`risk-tab-${width}`);

      // The payout queue: the row carries the score and the linked accounts (the farm's other
      // account, and members who signed up from the same address within minutes: every journey's
      // browser is at 127.0.0.1).
      await page.goto('/admin?tab=payouts');
      await seen(page.getByRole('heading', { name: /Payouts/ }));
      await page.getByLabel('Member', { exact: true }).fill(first);
      await page.getByRole('button', { name: 'Filter' }).click();
      const row = page
        .getByRole('list', { name: 'Withdrawals' })
        .getByRole('listitem')
        .filter({ hasText: '₹60.000' });
      await seen(row.getByText(/^Risk \d+ · \d+ linked accounts?$/));
      // A device and a UPI id shared score it above the rule: held by itself, Pending to them.
      await seen(row.getByText('Held', { exact: true }));

      // The review: the reasons and the linked member, a link to their page.
      await page.getByRole('button', { name: `Open withdrawal of ${first}` }).click();
      const reasons = page.getByRole('list', { name: 'Risk reasons' });
      await seen(reasons.getByText(/^Same device as \d+ accounts?$/));
      await seen(reasons.getByText(/^UPI id used by 1 other member$/));
      const linked = page.getByRole('list', { name: 'Linked members' });
      await seen(linked.getByRole('link', { name: second, exact: true }));
      await seen(linked.getByText(/device/));
      await seen(page.getByRole('region', { name: 'Hold' }).getByText(/risk score \d+/));
      await screenshot(`risk-payout-review-${width}`);
    }

    // Marked reviewed, the group stays quiet until a new signal.
    await admin.page.goto('/admin?tab=risk');
    const card = groupCard(admin.page, farm);
    await card.getByRole('button', { name: 'Mark reviewed' }).click();
    await chooseInDialog(admin.page, 'Mark reviewed');
    await seen(toast(admin.page, 'Marked reviewed.'));
    await seen(card.getByText(/^Reviewed /));
    expect(await card.getByRole('button', { name: 'Mark reviewed' }).count()).toBe(0);
  });

  test("the member page shows the risk, and holding the group's withdrawals marks them held", async () => {
    const admin = await browser.open({ width: DESKTOP_WIDTH, loginAs: ADMIN });
    // One device alone scores below the automatic hold: the operator holds them by hand.
    const farm = await buildFarm(admin.context.request, 'riskhold', { sharedUpi: false });
    const [first, second] = farm.userNames;

    for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
      const { page, screenshot } = await browser.open({ width, loginAs: ADMIN });
      await page.goto('/admin?tab=risk');
      await groupCard(page, farm).getByRole('link', { name: first, exact: true }).click();
      await seen(page.getByRole('heading', { name: first }));
      await seen(page.getByRole('list', { name: 'Risk reasons' }).getByText(/^Same device as/));
      await seen(
        page.getByRole('list', { name: 'Linked members' }).getByRole('link', { name: second }),
      );
      await seen(page.getByRole('list', { name: 'Withdrawals' }).getByText('Pending'));
      // What the member earned, by source.
      await seen(page.getByRole('table', { name: 'Earnings by source' }));
      await screenshot(`risk-member-page-${width}`);
    }

    await admin.page.goto('/admin?tab=risk');
    const card = groupCard(admin.page, farm);
    await card.getByRole('button', { name: 'Hold withdrawals' }).click();
    await chooseInDialog(admin.page, 'Hold');
    await seen(toast(admin.page, 'Held 2 withdrawals.'));

    await card.getByRole('link', { name: first, exact: true }).click();
    const withdrawals = admin.page.getByRole('list', { name: 'Withdrawals' });
    await seen(withdrawals.getByText('Held'));
    await seen(withdrawals.getByText('Pending'));
    await admin.screenshot('risk-member-page-held-1280');
  });

  test('the campaigns tab keeps the review settings and the blocked hosts', async () => {
    for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
      const { page, screenshot } = await browser.open({ width, loginAs: ADMIN });
      await page.goto('/admin?tab=campaigns');
      const form = page.getByRole('form', { name: 'Review of new campaigns' });
      await seen(form.getByLabel('Blocked hosts'));
      await seen(form.getByLabel('New campaigns wait for review'));
      await screenshot(`admin-campaign-review-${width}`);
    }
  });
});
