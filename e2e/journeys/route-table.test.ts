import { describe, expect, test } from 'vitest';
import { isTopBarHidden, pagePaths } from '@kamao/contract/page-paths';
import { DEMO_MEMBER, DESKTOP_WIDTH, seen, useBrowser } from '../support/browser.ts';
import {
  allPages as all,
  memberPages as memberRoutes,
  publicPages as publicRoutes,
} from '../support/page-examples.ts';

/**
 * Every route of both spec route tables renders inside the right layout and an unknown path shows
 * 'Page Not Found'. The paths come from the contract's table, so a route added there is checked
 * here too.
 */
const browser = useBrowser();

// Pages that leave by themselves (a token check) are checked only for not being a 404.
const LEAVES_BY_ITSELF = new Set<string>([pagePaths.passwordReset, pagePaths.emailVerification]);
// Guest-only pages send a member to the dashboard, so they are visited as a visitor.
const GUEST_ONLY = new Set<string>([
  pagePaths.login,
  pagePaths.signup,
  pagePaths.signupWithReferrer,
]);

// Visitors' pages ask for the member state and get 401s; verification pages call their APIs.
const EXPECTED_LOADS = [/status of 40[0-4]/];

describe('the spec route tables', () => {
  test('cover every page of both parts', () => {
    expect(all.length).toBeGreaterThanOrEqual(32);
  });

  test('render every public route in the public layout', async () => {
    const { page } = await browser.open({ width: DESKTOP_WIDTH, allowErrors: EXPECTED_LOADS });
    for (const { pattern, url } of publicRoutes) {
      await page.goto(url);
      await seen(page.locator('main'));
      expect.soft(await page.getByText('Page Not Found').count(), url).toBe(0);
      if (LEAVES_BY_ITSELF.has(pattern)) continue;
      const header = page.locator('header').first();
      if (isTopBarHidden(new URL(url, 'http://x').pathname)) {
        expect.soft(await page.locator('header').count(), `${url} hides the top bar`).toBe(0);
      } else {
        await seen(header);
        const proofLinks = await header.getByRole('link', { name: 'Payments Proof' }).count();
        expect.soft(proofLinks, url).toBeGreaterThan(0);
      }
    }
  });

  test('render every member route inside the member layout or, for ad pages, without a top bar', async () => {
    const { page } = await browser.open({
      width: DESKTOP_WIDTH,
      loginAs: DEMO_MEMBER,
      allowErrors: EXPECTED_LOADS,
    });
    for (const { pattern, url } of memberRoutes) {
      if (GUEST_ONLY.has(pattern)) continue;
      await page.goto(url);
      await seen(page.locator('main'));
      expect.soft(await page.getByText('Page Not Found').count(), url).toBe(0);
      if (isTopBarHidden(new URL(url, 'http://x').pathname)) {
        expect.soft(await page.locator('header').count(), `${url} hides the top bar`).toBe(0);
      } else {
        await seen(page.getByRole('complementary', { name: 'Member Menu' }));
        await seen(page.getByText(/₹\s?\d+\.\d{3}/).first());
      }
    }
  });

  test('show Page Not Found for any other path', async () => {
    const { page } = await browser.open({ width: DESKTOP_WIDTH });
    for (const url of [
      '/no-such-page',
      '/member/no-such-page',
      '/signup/ref',
      '/member/dashboard/x',
    ]) {
      await page.goto(url);
      await seen(page.getByText('Page Not Found'));
    }
  });
});
