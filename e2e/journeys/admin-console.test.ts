import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  DEMO_MEMBER,
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  logIn,
  seen,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };
const UNAUTHORISED = [/status of 40[13]/];
// The journey's hostile HTML: its image fails to load, and the browser reports the inline handler
// that the sanitiser dropped and the content security policy would block anyway.
const HOSTILE_HTML_NOISE = [/status of 404/, /Content Security Policy/];

/** A member of this run only, signed up through the spec's call. */
function newMember() {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    name: 'Banned Bharat',
    email: `ban-${id}@example.com`,
    password: 'Mango-Monsoon-77',
    mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
  };
}

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
      const restored = await page.request.put('/api/admin/site-texts/dmca', {
        data: { html: `<h2>DMCA</h2><p>${marker}</p>` },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(restored.ok(), await restored.text()).toBe(true);
    },
  );

  test('adds an FAQ entry that the home page lists', async () => {
    const { page, screenshot } = await browser.open({ width: DESKTOP_WIDTH, loginAs: ADMIN });
    await page.goto('/admin');
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
    const member = newMember();
    // The member signs up and opens the dashboard in their own browser.
    const memberVisit = await browser.open({
      width: PHONE_WIDTH,
      allowErrors: [/status of 40[13]/],
    });
    const signUp = await memberVisit.context.request.post('/userRoute/signUp', {
      data: {
        obj: {
          name: member.name,
          mobile_number: member.mobile,
          email_address: member.email,
          password: member.password,
          captcha_token: 'x',
        },
      },
    });
    expect(signUp.status(), await signUp.text()).toBeLessThan(300);
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
    await memberVisit.page.waitForTimeout(1000);
    expect(new URL(memberVisit.page.url()).pathname).toBe('/member/dashboard');

    // The audit log shows who banned and unbanned whom.
    await page.getByRole('button', { name: 'Audit log' }).click();
    await seen(page.getByRole('heading', { name: 'Audit log' }));
    const entries = page.getByRole('listitem').filter({ hasText: userName });
    await seen(entries.filter({ hasText: `admin Banned a member: ${userName}` }));
    await seen(entries.filter({ hasText: `admin Unbanned a member: ${userName}` }));
    await screenshot('admin-audit-1280');

    // The same tabs on a phone.
    const phone = await browser.open({ width: PHONE_WIDTH, loginAs: ADMIN });
    await phone.page.goto('/admin?tab=members');
    await phone.page.getByRole('searchbox', { name: 'Search members' }).fill(member.email);
    await phone.page.getByRole('button', { name: 'Search' }).click();
    await seen(phone.page.getByRole('listitem').filter({ hasText: member.email }));
    await phone.screenshot('admin-members-390');
    await phone.page.goto('/admin?tab=audit');
    await seen(phone.page.getByText(`Banned a member: ${userName}`));
    await phone.screenshot('admin-audit-390');
  });
});
