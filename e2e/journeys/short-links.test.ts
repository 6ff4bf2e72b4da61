import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  startFakeAdLinkFly,
  type FakeAdLinkFly,
} from '../../apps/server/src/test/fake-adlinkfly.ts';
import {
  DEMO_MEMBER,
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  logIn,
  seen,
  useBrowser,
} from '../support/browser.ts';
import { newSignedInMember } from '../support/members.ts';

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };
let fake: FakeAdLinkFly;

beforeAll(async () => {
  fake = await startFakeAdLinkFly();
});
afterAll(async () => {
  await fake?.stop();
});

/** The card of one shortener on the list. */
const card = (page: Page, name: string) =>
  page.locator('article, li, [data-testid="short-link-card"]').filter({ hasText: name }).first();

/** Claims on the last page: the 10 s countdown, the button, the amount, then back to the list. */
async function claimOnLastPage(page: Page, amount: string): Promise<void> {
  await page.waitForURL(/\/member\/last-page\/[A-Za-z0-9_-]{32}$/, { timeout: 60_000 });
  const claim = page.getByRole('button', { name: 'Claim Your Earnings' });
  await seen(claim, 20_000);
  await claim.click();
  await seen(page.getByText(amount).first());
  await page.waitForURL(/\/member\/click-shorten-link$/, { timeout: 15_000 });
}

test('the demo member earns from the built-in shortener: Start, its page, the last page, the list', async () => {
  const visit = await browser.open({ width: PHONE_WIDTH, loginAs: DEMO_MEMBER });
  const { page } = visit;
  await page.goto('/member/click-shorten-link');
  const quick = card(page, 'Kamao Quick Link');
  await seen(quick);
  await seen(quick.getByText('0/5'));
  await visit.screenshot('short-links-390');
  await quick.getByRole('button', { name: /Start & Earn/ }).click();

  // The built-in shortener's own page: its wait, then Continue to the last page.
  await page.waitForURL(/\/member\/short\/[A-Za-z0-9_-]+$/);
  const go = page.getByRole('button', { name: 'Continue' });
  await seen(go, 20_000);
  await go.click();
  await seen(page.getByText(/^\d+$/).first()).catch(() => undefined);
  await visit.screenshot('short-link-last-page-390');
  await claimOnLastPage(page, '0.250');

  await seen(card(page, 'Kamao Quick Link').getByText('1/5'));
  // The cooldown runs on the card (h m s).
  await seen(card(page, 'Kamao Quick Link').getByText(/\d+s/));
  await seen(page.getByRole('button', { name: /Available balance ₹/ }));
});

test('a shortener the operator configures in the console, served by a local AdLinkFly server', async () => {
  const operator = await browser.open({ width: DESKTOP_WIDTH });
  await logIn(operator.context, ADMIN);
  const consolePage = operator.page;
  await consolePage.goto('/admin?tab=short-links');
  const form = consolePage.getByRole('form', { name: 'New shortener' });
  await seen(form);
  const name = `Fake Fly ${Date.now().toString(36)}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Domain').fill(new URL(fake.origin).host);
  await form.getByLabel('API URL').fill(fake.apiUrl);
  await form.getByLabel('API key').fill(fake.apiKey);
  await form.getByLabel('Reward (₹)').fill('0.4');
  await form.getByLabel('Clicks per day').fill('2');
  await form.getByLabel('Minimum seconds').fill('5');
  await form.getByRole('button', { name: 'Add shortener' }).click();
  const row = consolePage
    .getByRole('list', { name: 'Shorteners' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await seen(row);
  // The operator's test call reaches the network and shows its short URL.
  await row.getByRole('button', { name: `Test ${name}` }).click();
  await seen(row.getByRole('status').filter({ hasText: 'Works' }));
  await operator.screenshot('console-short-links-1280');

  const visit = await browser.open({ width: DESKTOP_WIDTH });
  await newSignedInMember(visit.context, 'shortlink', 'adlinkfly');
  const { page } = visit;
  await page.goto('/member/click-shorten-link');
  await seen(card(page, name));
  await visit.screenshot('short-links-1280');
  await card(page, name)
    .getByRole('button', { name: /Start & Earn/ })
    .click();

  // The network's page (the fake), then its Get Link button to our last page.
  await page.waitForURL(new RegExp(`^${fake.origin}/fk`));
  expect(fake.calls.at(-1)?.apiKey).toBe(fake.apiKey);
  await page.getByRole('link', { name: 'Get Link' }).click();
  await visit.screenshot('short-link-last-page-1280');
  await claimOnLastPage(page, '0.400');
  await seen(card(page, name).getByText('1/2'));
});
