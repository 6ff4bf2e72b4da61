import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import type { AdminOverview } from '@kamao/contract/admin/overview';
import { apiRoutes } from '@kamao/contract/api-routes';
import { DESKTOP_WIDTH, PHONE_WIDTH, seen, useBrowser } from '../support/browser.ts';
import { newSignedInMember } from '../support/members.ts';

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.swal2-toast').filter({ hasText: text });

/** The overview as the operator's session reads it, to know what the figures were before. */
async function overviewOf(page: Page): Promise<AdminOverview> {
  const answer = await page.request.get(adminRoutes.overview.path);
  expect(answer.status()).toBe(200);
  return adminRoutes.overview.answer.parse(await answer.json());
}

/** A tile of the overview, found by its label. */
const tile = (page: Page, label: string) =>
  page.getByRole('link').filter({ has: page.getByText(label, { exact: true }) });

describe('the console home', () => {
  test.each([PHONE_WIDTH, DESKTOP_WIDTH])(
    'opens on the overview, reaches a section, bans and adjusts a member, and logs out (%i px)',
    async (width) => {
      const operator = await browser.open({ width, loginAs: ADMIN });
      const before = await overviewOf(operator.page);

      // A new member signs up: one more joined. At the first width they also write to the site:
      // one more message. Only once, because the contact form takes 5 messages an hour from one
      // address, and every journey's browser shares 127.0.0.1 with the others on its server.
      const memberVisit = await browser.open({ width: PHONE_WIDTH });
      const member = await newSignedInMember(memberVisit.context, 'home', `w${width}`);
      const writes = width === PHONE_WIDTH;
      if (writes) {
        const message = await memberVisit.context.request.post(apiRoutes.contactMessage.path, {
          data: {
            obj: {
              name: member.name,
              email_address: member.email,
              mobile_number: member.mobile,
              subject: 'Where is my reward?',
              message: 'A question for the operator',
              consent: true,
            },
          },
        });
        expect(message.status(), await message.text()).toBeLessThan(300);
      }

      // The operator lands on the overview with those figures.
      const { page, screenshot } = operator;
      await page.goto('/admin');
      await seen(page.getByRole('heading', { name: 'Overview' }));
      await seen(tile(page, 'Members joined').getByText(String(before.joinedToday + 1)));
      await seen(
        tile(page, 'Unanswered messages').getByText(
          String(before.unansweredMessages + (writes ? 1 : 0)),
        ),
      );
      const groups = page.getByRole('navigation', { name: 'Console groups' });
      await seen(groups.getByRole('button', { name: /^Members/ }));
      await screenshot(`console-home-overview-${width}`);

      // The grouped navigation reaches the Members section, where the member is found.
      await tile(page, 'Unanswered messages').click();
      await seen(page.getByRole('navigation', { name: 'Members sections' }));
      await page
        .getByRole('navigation', { name: 'Members sections' })
        .getByRole('button', { name: 'Members', exact: true })
        .click();
      await seen(page.getByRole('heading', { name: 'Members' }));
      await screenshot(`console-home-members-${width}`);
      const found = await page.request.get(adminRoutes.memberList.path, {
        params: { q: member.email },
      });
      const [listed] = adminRoutes.memberList.answer.parse(await found.json()).members;
      await page.goto(`/admin?tab=members&member=${listed!.id}`);
      await seen(page.getByRole('heading', { name: listed!.userName }));

      // A credit by hand, with its reason, shows on the member page and in the member's wallet.
      const adjustment = page.getByRole('form', { name: 'Adjust balance' });
      await adjustment.getByLabel('Amount (₹)').fill('12.5');
      await adjustment.getByLabel('Reason').fill('Missed postback');
      await adjustment.getByRole('button', { name: 'Adjust' }).click();
      await page.getByRole('button', { name: 'Credit', exact: true }).click();
      await seen(toast(page, /now holds ₹12\.500 withdrawable/));
      await seen(page.getByText('₹12.500').first());
      await memberVisit.page.goto('/member/withdraw');
      await seen(memberVisit.page.getByText('Withdrawable Balance'));
      await seen(memberVisit.page.getByText('₹12.500').first());

      // A ban with its reason shows on the member page.
      await page.getByRole('button', { name: `Ban ${listed!.userName}` }).click();
      await page.getByLabel('Reason for the ban').fill('Sold the account');
      await page.getByRole('button', { name: 'Ban member' }).click();
      await page.getByRole('button', { name: 'Ban', exact: true }).click();
      await seen(toast(page, `${listed!.userName} is banned.`));
      await seen(page.getByText('Sold the account'));
      await screenshot(`console-home-member-${width}`);

      // The header logs the operator out and leads back to the member area.
      await seen(page.getByRole('link', { name: 'Member area' }));
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.locator('.swal2-confirm').click();
      await page.waitForURL('**/login', { timeout: 15_000 });
    },
  );
});
