import { describe, expect, test } from 'vitest';
import { DESKTOP_WIDTH, PHONE_WIDTH, seen, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe.each([PHONE_WIDTH, DESKTOP_WIDTH])('at %i px', (width) => {
  test('the home page shows the top bar and the footer', async () => {
    const { page, screenshot } = await browser.open({ width });
    await page.goto('/');
    await seen(page.getByRole('banner'));
    const footer = page.getByRole('contentinfo');
    await seen(footer);
    await seen(footer.getByRole('link', { name: 'Privacy Policy' }));
    await seen(footer.getByText('4.3'));
    await screenshot(`home-${width}`);
  });

  test('an unknown path shows Page Not Found with a way home', async () => {
    const { page, screenshot } = await browser.open({ width });
    await page.goto('/no/such/page');
    await seen(page.getByText('Page Not Found'));
    await seen(page.getByRole('link', { name: /home/i }));
    await screenshot(`not-found-${width}`);
  });
});

test('a page opened by its address starts at the top, wherever the last one was scrolled', async () => {
  const { page } = await browser.open({ width: PHONE_WIDTH });
  await page.goto('/');
  await seen(page.getByRole('contentinfo'));
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await expect.poll(() => page.evaluate('window.scrollY')).toBeGreaterThan(500);
  // A new address typed in the same tab: a fresh load of the app.
  await page.goto('/terms-of-use');
  await seen(page.getByRole('contentinfo'));
  await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
});

test('an operator finds the console in the member menu', async () => {
  const { page } = await browser.open({
    width: DESKTOP_WIDTH,
    loginAs: { email: 'admin@example.com', password: 'admin12345' },
  });
  await page.goto('/member/dashboard');
  await page.getByRole('link', { name: 'Operator console' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
});
