import { describe, expect, test } from 'vitest';
import { DEMO_MEMBER, DESKTOP_WIDTH, PHONE_WIDTH, seen, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };
const UNAUTHORISED = [/status of 40[13]/];
// The journey's hostile HTML: its image fails to load, and the browser reports the inline handler
// that the sanitiser dropped and the content security policy would block anyway.
const HOSTILE_HTML_NOISE = [/status of 404/, /Content Security Policy/];

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
});
