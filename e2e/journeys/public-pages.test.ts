import { describe, test } from 'vitest';
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
