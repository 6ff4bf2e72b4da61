import { request, type APIRequestContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { pathOf } from '@kamao/contract/api-route';
import { DESKTOP_WIDTH, PHONE_WIDTH, logInRequest, seen, useBrowser } from '../support/browser.ts';
import { newMember, signUp } from '../support/members.ts';
import { advertiserApi, createCampaign } from '../support/ptc.ts';

/**
 * Markup that members control, shown in the operator console (a security review's finding: a
 * campaign title of `<meta http-equiv=refresh …>` in the Remove dialog sent the console
 * elsewhere). Every field must show as typed, create no element and move the console nowhere.
 */
const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };
const run = Date.now().toString(36);

// Each payload would create a .kamao-injected element, a meta refresh or a failed image load
// (a console error, which fails the journey by itself) if it were ever parsed as HTML.
const IMAGE = '<img class=kamao-injected src=x>';
const MEMBER_NAME = `${IMAGE}<b class=kamao-injected>Mira</b> ${run}`;
const ACCOUNT = `${IMAGE}pay-${run}@okaxis<script class=kamao-injected>alert(1)</script>`;
const CONTACT = {
  name: `<b class=kamao-injected>Ravi</b> ${run}`,
  subject: `<i class=kamao-injected>Help</i>${IMAGE} ${run}`,
  message: `<meta http-equiv=refresh content=0;url=//host>\n${IMAGE}\nThanks ${run}`,
};
// The review's own 48-character title, and a link that tries to close its href.
const CAMPAIGN_TITLE = '<meta http-equiv=refresh content=0;url=//host>';
const CAMPAIGN_URL = `https://ads.kamao.test/${run}?"><img class=kamao-injected src=x>`;
const GIFT_CODE = `MARKUP${run}`.toUpperCase();
// A method whose accounts are free text (kind other): a UPI id or a bank account is checked for
// its shape, so only such a method lets a member bind an account written in markup.
const METHOD = `Cash pickup ${run}`;

let member: ReturnType<typeof newMember> & { userName: string };

/** A request context of its own, logged in as `who` when given. */
async function api(who?: { email: string; password: string }): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: inject('baseURL') });
  if (who) await logInRequest(context, who);
  return context;
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.status(), await response.text()).toBeLessThan(300);
}

beforeAll(async () => {
  // The operator's gift code pays the member enough to withdraw.
  const operator = await api(ADMIN);
  await ok(
    await operator.post(adminRoutes.giftCodeCreate.path, {
      data: { code: GIFT_CODE, amount: 100, maxClaims: 2 },
    }),
  );
  await ok(
    await operator.post(adminRoutes.withdrawalMethodCreate.path, {
      data: { name: METHOD, kind: 'other', minimumAmount: 50 },
    }),
  );
  await operator.dispose();

  // A member named in markup binds an account in markup and withdraws to it.
  const fresh = newMember('markup', 'member');
  member = { ...fresh, name: MEMBER_NAME, userName: fresh.email.split('@')[0]!.replace(/\./g, '') };
  const own = await api();
  await signUp(own, member);
  await logInRequest(own, member);
  await ok(
    await own.patch('/userIncomeRoute/user_giftCode_verify_and_patch', {
      data: { giftCode_state: GIFT_CODE },
    }),
  );
  await ok(
    await own.patch('/userRoute/userProfileData_patch', {
      data: {
        obj: {
          name: MEMBER_NAME,
          address: '7 Residency Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          zip_code: '560025',
          mobile_number: member.mobile,
          withdrawal_method: METHOD,
          withdrawal_account_information: ACCOUNT,
        },
      },
    }),
  );
  await ok(
    await own.post('/userAmount/userWithdrawal_record_post', {
      data: { obj: { balance: 60, type: METHOD } },
    }),
  );

  // A contact message in markup, sent like the public contact form sends it.
  await ok(
    await own.post('/userMessageRoute/userMessageSave_post', {
      data: {
        obj: {
          ...CONTACT,
          email_address: member.email,
          mobile_number: member.mobile,
          consent: true,
          captcha_token: 'x',
        },
      },
    }),
  );
  await own.dispose();

  // A campaign titled and linked in markup, bought by the demo advertiser.
  const advertiser = await advertiserApi();
  await createCampaign(advertiser, {
    type: 'window',
    title: CAMPAIGN_TITLE,
    url: CAMPAIGN_URL,
    seconds: 5,
  });
  await advertiser.dispose();
});

afterAll(async () => {
  // Should the journey stop early, the markup campaign leaves the shared server anyway.
  const operator = await api(ADMIN);
  const answer = (await (
    await operator.get(adminRoutes.campaignList.path, {
      params: { owner: 'advertiser', status: 'active' },
    })
  ).json()) as { campaigns?: { id: string; title: string }[] };
  for (const campaign of answer.campaigns?.filter((c) => c.title === CAMPAIGN_TITLE) ?? []) {
    await operator.delete(pathOf(adminRoutes.campaignRemove, campaign));
  }
  await operator.dispose();
});

/** Elements the payloads would have created had the console parsed any of them as HTML. */
const injected = (page: Page) =>
  page.locator('.kamao-injected, meta[http-equiv="refresh" i]').count();

const dialog = (page: Page) => page.locator('.swal2-popup');
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.swal2-toast').filter({ hasText: text });

/** After a dialog with markup opened: a meta refresh would have fired by now. */
async function expectStillHome(page: Page, tab: string) {
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).pathname).toBe('/admin');
  expect(new URL(page.url()).searchParams.get('tab')).toBe(tab);
  expect(await injected(page)).toBe(0);
}

describe('markup from members in the operator console', () => {
  test.each([PHONE_WIDTH, DESKTOP_WIDTH])(
    'shows as typed on every panel (%i px)',
    async (width) => {
      // The refused gift code is a 400 the browser reports; nothing else may be.
      const { page, screenshot } = await browser.open({
        width,
        loginAs: ADMIN,
        allowErrors: [/status of 400/],
      });
      const origin = new URL(inject('baseURL')).origin;
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });

      // Members: the name, in the phone's cards or the table.
      await page.goto('/admin?tab=members');
      const search = page.getByRole('searchbox', { name: 'Search members' });
      await search.fill(member.email);
      await search.press('Enter');
      // Phones get cards and wider screens a table: the one on screen.
      await seen(page.getByText(MEMBER_NAME, { exact: true }).filter({ visible: true }));
      expect(await injected(page)).toBe(0);

      // Payouts: the account in the queue, the review and the Approve dialog.
      await page.goto('/admin?tab=payouts');
      await page.getByLabel('Member', { exact: true }).fill(member.userName);
      await page.getByRole('button', { name: 'Filter' }).click();
      await seen(page.getByText(`${METHOD}: ${ACCOUNT}`, { exact: true }));
      await page.getByRole('button', { name: `Open withdrawal of ${member.userName}` }).click();
      await seen(page.getByText(`${member.userName} (${MEMBER_NAME})`));
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await seen(
        dialog(page).getByText(`Mark ₹60.000 to ${METHOD} ${ACCOUNT} as paid.`, { exact: true }),
      );
      await expectStillHome(page, 'payouts');
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();

      // Messages: subject, sender and the message itself.
      await page.goto('/admin?tab=messages');
      await seen(page.getByText(CONTACT.subject, { exact: true }));
      await seen(page.getByText(CONTACT.name, { exact: false }));
      const message = page.locator('p').filter({ hasText: `Thanks ${run}` });
      expect(await message.textContent()).toBe(CONTACT.message);
      expect(await injected(page)).toBe(0);

      // Gift codes: a code in markup is refused as text; the End dialog names the code as text.
      await page.goto('/admin?tab=gift-codes');
      await page.getByLabel('Code', { exact: true }).fill('<b class=kamao-injected>X</b>');
      await page.getByLabel('Amount (₹)').fill('1');
      await page.getByLabel('Total claims').fill('1');
      await page.getByRole('button', { name: 'Create code' }).click();
      // The contract's check answers under the field, before anything is sent.
      await seen(
        page
          .getByRole('form', { name: 'New gift code' })
          .getByText('Use letters, digits, - and _ only'),
      );
      await page.getByRole('button', { name: `End ${GIFT_CODE}` }).click();
      await seen(dialog(page).getByRole('heading', { name: `End ${GIFT_CODE}?` }));
      await expectStillHome(page, 'gift-codes');
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();

      // Campaigns: the title and the link as typed, and the Remove dialog that once navigated.
      await page.goto('/admin?tab=campaigns');
      await page.getByLabel('Owner').fill('advertiser');
      await page.getByRole('button', { name: 'Filter' }).click();
      const card = page
        .getByRole('list', { name: 'Campaigns' })
        .getByRole('listitem')
        .filter({ has: page.getByText(CAMPAIGN_TITLE, { exact: true }) });
      await seen(card);
      const link = card.getByRole('link', { name: CAMPAIGN_URL });
      expect(await link.getAttribute('href')).toBe(CAMPAIGN_URL);
      await card.getByRole('button', { name: `Remove ${CAMPAIGN_TITLE}` }).click();
      await seen(
        dialog(page).getByRole('heading', { name: `Remove “${CAMPAIGN_TITLE}”?`, exact: true }),
      );
      await expectStillHome(page, 'campaigns');
      await screenshot(`console-markup-remove-dialog-${width}`);
      if (width === PHONE_WIDTH) {
        await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      } else {
        // The last look removes it, which refunds the demo advertiser and clears the shared server.
        await dialog(page).getByRole('button', { name: 'Remove' }).click();
        await seen(toast(page, /Removed; ₹\d+\.\d{3} refunded\./));
        await seen(card.getByText('deleted', { exact: true }));
      }
      await expectStillHome(page, 'campaigns');

      // Nothing ever took the console to another page.
      expect(navigations.every((url) => new URL(url).origin === origin)).toBe(true);
      expect(navigations.every((url) => new URL(url).pathname === '/admin')).toBe(true);
    },
  );
});
