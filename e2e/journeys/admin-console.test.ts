import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { pathOf } from '@kamao/contract/api-route';
import {
  DEMO_MEMBER,
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  logIn,
  seen,
  useBrowser,
} from '../support/browser.ts';
import { newMember, signUp } from '../support/members.ts';

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };
const UNAUTHORISED = [/status of 40[13]/];
// The journey's hostile HTML: its image fails to load, and the browser reports the inline handler
// that the sanitiser dropped and the content security policy would block anyway.
const HOSTILE_HTML_NOISE = [/status of 404/, /Content Security Policy/];

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.swal2-toast').filter({ hasText: text });

describe('the operator console', () => {
  test('sends a visitor to log in and tells a member it is for operators', async () => {
    const visitor = await browser.open({ width: DESKTOP_WIDTH, allowErrors: UNAUTHORISED });
    await visitor.page.goto('/admin');
    await visitor.page.waitForURL('**/login', { timeout: 15_000 });

    const member = await browser.open({
      width: DESKTOP_WIDTH,
      loginAs: DEMO_MEMBER,
      allowErrors: UNAUTHORISED,
    });
    await member.page.goto('/admin');
    await seen(member.page.getByRole('alert').getByText('Only an administrator can do this.'));
  });

  test.each([PHONE_WIDTH, DESKTOP_WIDTH])(
    'lets an operator edit a legal page that visitors then read (%i px)',
    async (width) => {
      const { page, screenshot } = await browser.open({
        width,
        loginAs: ADMIN,
        allowErrors: HOSTILE_HTML_NOISE,
      });
      await page.goto('/admin?tab=texts');
      await seen(page.getByRole('heading', { name: 'Pages and instructions' }));
      await page.getByLabel('Text', { exact: true }).selectOption('dmca');
      const editor = page.getByLabel('DMCA page (HTML)');
      const marker = `Notices go to legal-${width}@kamao.example`;
      await editor.fill(
        `<h2>DMCA</h2><p>${marker}</p><img src=x onerror="document.title='pwned'">`,
      );
      await seen(page.locator('.operator-html').getByText(marker)); // the live preview
      await screenshot(`admin-texts-${width}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await seen(page.getByText('Saved. Members see it on their next visit.'));

      await page.goto('/dmca');
      await seen(page.getByText(marker));
      expect(await page.title()).not.toBe('pwned');

      // The journeys share one server: leave other files a plain DMCA page.
      const restored = await page.request.put(pathOf(adminRoutes.siteTextSave, { key: 'dmca' }), {
        data: { html: `<h2>DMCA</h2><p>${marker}</p>` },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(restored.ok(), await restored.text()).toBe(true);
    },
  );

  test('adds an FAQ entry that the home page lists', async () => {
    const { page, screenshot } = await browser.open({ width: DESKTOP_WIDTH, loginAs: ADMIN });
    await page.goto('/admin?tab=faq');
    await seen(page.getByRole('heading', { name: 'Frequently asked questions' }));
    await page.getByLabel('Question', { exact: true }).fill('Can I use two accounts?');
    await page.getByLabel('Answer (HTML)').fill('<p>No. One account per person.</p>');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await seen(page.getByText('Added.'));
    await seen(page.getByRole('listitem').getByText('Can I use two accounts?'));
    await screenshot('admin-faq-1280');

    const visitor = await browser.open({ width: DESKTOP_WIDTH });
    await visitor.page.goto('/');
    await seen(visitor.page.locator('#FAQs').getByText('Can I use two accounts?'));
  });

  test('bans a member who is sent to log in, unbans them, and logs both', async () => {
    const member = newMember('ban', 'member');
    // The member signs up and opens the dashboard in their own browser.
    const memberVisit = await browser.open({
      width: PHONE_WIDTH,
      allowErrors: [/status of 40[13]/],
    });
    await signUp(memberVisit.context.request, member);
    await logIn(memberVisit.context, member);
    await memberVisit.page.goto('/member/dashboard');
    await memberVisit.page.waitForURL('**/member/dashboard');

    // The operator finds the member by e-mail and bans them.
    const { page, screenshot } = await browser.open({ width: DESKTOP_WIDTH, loginAs: ADMIN });
    await page.goto('/admin?tab=members');
    await seen(page.getByRole('heading', { name: 'Members' }));
    await page.getByRole('searchbox', { name: 'Search members' }).fill(member.email.toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: member.email });
    await seen(row);
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // the header and the member
    await seen(row.getByText('Active'));
    await seen(row.getByText('₹0.000').first());
    const userName = (await row.locator('td').first().locator('p').first().textContent())!;
    await screenshot('admin-members-1280');
    await row.getByRole('button', { name: `Ban ${userName}` }).click();
    await row.getByLabel('Reason for the ban').fill('Journey ban');
    await row.getByRole('button', { name: 'Ban member' }).click();
    await seen(page.getByRole('dialog').getByText(`Ban ${userName}?`));
    await page.getByRole('button', { name: 'Ban', exact: true }).click();
    await seen(toast(page, `${userName} is banned.`));
    await seen(row.getByText('Banned'));

    // The member's next page load ends on the login page; logging in is refused.
    await memberVisit.page.goto('/member/dashboard');
    await memberVisit.page.waitForURL('**/login', { timeout: 15_000 });
    const refused = await memberVisit.context.request.post('/userRoute/login', {
      data: {
        obj: {
          email_userName: member.email,
          password: member.password,
          loginRemember_state: false,
        },
      },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error_msg: 'Your account has been suspended.' });

    // Unbanned, the member can log in again.
    await row.getByRole('button', { name: `Unban ${userName}` }).click();
    await page.getByRole('button', { name: 'Unban', exact: true }).click();
    await seen(toast(page, `${userName} can log in again.`));
    await seen(row.getByText('Active'));
    await logIn(memberVisit.context, member);
    await memberVisit.page.goto('/member/dashboard');
    await memberVisit.page.waitForURL('**/member/dashboard');
    // The unbanned member's dashboard loads its data, which a banned session never would.
    await seen(memberVisit.page.getByRole('heading', { name: 'Dashboard', exact: true }));
    await seen(memberVisit.page.getByText("This month's income"));
    expect(new URL(memberVisit.page.url()).pathname).toBe('/member/dashboard');

    // The audit log shows who banned and unbanned whom.
    await page
      .getByRole('navigation', { name: 'Console groups' })
      .getByRole('button', { name: 'System' })
      .click();
    await page.getByRole('button', { name: 'Audit log' }).click();
    await seen(page.getByRole('heading', { name: 'Audit log' }));
    const entries = page.getByRole('listitem').filter({ hasText: userName });
    await seen(entries.filter({ hasText: `admin Banned ${userName}` }));
    await seen(entries.filter({ hasText: `admin Unbanned ${userName}` }));
    await screenshot('admin-audit-1280');

    // The same tabs on a phone.
    const phone = await browser.open({ width: PHONE_WIDTH, loginAs: ADMIN });
    await phone.page.goto('/admin?tab=members');
    // A phone's keyboard submits the search with its own key (a click at the button's
    // coordinates once missed under mobile emulation on a loaded machine).
    const search = phone.page.getByRole('searchbox', { name: 'Search members' });
    await search.fill(member.email);
    await search.press('Enter');
    await seen(phone.page.getByRole('listitem').filter({ hasText: member.email }));
    await phone.screenshot('admin-members-390');
    await phone.page.goto('/admin?tab=audit');
    await seen(phone.page.getByText(`admin Banned ${userName}`));
    await phone.screenshot('admin-audit-390');
  });
});
