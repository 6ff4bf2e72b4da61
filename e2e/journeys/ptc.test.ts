import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP_WIDTH, PHONE_WIDTH, seen, useBrowser, closeDialog } from '../support/browser.ts';
import { newSignedInMember } from '../support/members.ts';
import {
  advertiserApi,
  completedCount,
  createCampaign,
  openAd,
  type CampaignType,
} from '../support/ptc.ts';

const browser = useBrowser();
const run = Date.now().toString(36);
const AD = {
  window: { type: 'window', title: `Window ad ${run}`, seconds: 5 },
  iframe: { type: 'iframe', title: `Iframe ad ${run}`, seconds: 5 },
  youtube: { type: 'youtube', title: `Youtube ad ${run}`, seconds: 5 },
  closedEarly: { type: 'iframe', title: `Patient ad ${run}`, seconds: 15 },
} as const satisfies Record<string, { type: CampaignType; title: string; seconds: number }>;

const shot = async (page: Page, name: string) => {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/ptc-${name}.png`, fullPage: true });
};

const dialog = (page: Page, title: string) =>
  page.locator('.swal2-popup').filter({ has: page.getByRole('heading', { name: title }) });

beforeAll(async () => {
  const api = await advertiserApi();
  const urls: Record<CampaignType, string> = {
    // The stand-in advertiser's https site (fake-services.ts): a public-looking name, as the
    // server refuses campaign links to loopback, and https, which iframe ads may frame.
    window: inject('adSiteURL'),
    iframe: inject('adSiteURL'),
    youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  };
  for (const ad of Object.values(AD)) {
    await createCampaign(api, { ...ad, url: urls[ad.type] });
  }
  await api.dispose();
});

test('a window ad: Claim Bonus after 5 s, the ad site, then paid after the wait', async () => {
  const { context, page } = await browser.open({ width: DESKTOP_WIDTH });
  await newSignedInMember(context, 'ptc', 'window');
  await page.goto('/member/ptc-ads');
  await seen(page.getByText('Today Earnings'));
  await expect.poll(() => completedCount(page).textContent()).toBe('0');
  await shot(page, 'view-ads-1280');

  const adTab = await openAd(context, page, AD.window);
  expect(new URL(adTab.url()).pathname).toBe('/member/waitRedirecting');
  expect(new URL(adTab.url()).searchParams.get('link')).toBe(`${inject('adSiteURL')}||5`);
  await expect.poll(() => page.title()).toMatch(/^Wait: \d+ sec$/);
  // Every View Ad button is locked while the view runs (step 1 of
  // docs/product/ptc-ads.md#the-ad-flow).
  expect(
    await page
      .getByRole('button', { name: /^View Ad/ })
      .first()
      .isDisabled(),
  ).toBe(true);
  await seen(adTab.getByRole('heading', { name: 'Claim Your Ad Reward' }));
  expect(await adTab.getByRole('button', { name: 'Claim Bonus' }).count()).toBe(0);
  await adTab.getByRole('button', { name: 'Claim Bonus' }).click({ timeout: 8000 });
  await adTab.waitForURL(inject('adSiteURL'));

  await seen(dialog(page, 'Success!'), 20_000);
  expect(await page.title()).toMatch(/^✅ View Ads/);
  await closeDialog(page);
  await expect.poll(() => completedCount(page).textContent()).toBe('1');
  expect(await page.getByRole('button', { name: `View Ad: ${AD.window.title}` }).count()).toBe(0);
  // The top bar's balance follows (the reward is the operator's share of the price).
  await seen(page.getByRole('button', { name: /Available balance ₹0\.(?!000)\d{3}\b/ }));
});

test('an iframe ad counts on its page, says Done! and is paid', async () => {
  const { context, page } = await browser.open({ width: DESKTOP_WIDTH });
  await newSignedInMember(context, 'ptc', 'iframe');
  const adTab = await openAd(context, page, AD.iframe);
  expect(new URL(adTab.url()).pathname).toBe('/member/iframe');
  await seen(adTab.getByRole('timer').filter({ hasText: /sec remaining/ }));
  await seen(adTab.locator('iframe[title="Advertisement"]'));
  // The advertiser's page itself shows in the frame (ads.kamao.test, mapped to loopback).
  await seen(
    adTab
      .frameLocator('iframe[title="Advertisement"]')
      .getByRole('heading', { name: 'Stand-in advertiser site' }),
  );
  await seen(adTab.getByRole('timer').filter({ hasText: 'Done!' }), 10_000);
  expect(await adTab.title()).toBe('Completed');
  await seen(dialog(page, 'Success!'), 15_000);
  await closeDialog(page);
  await expect.poll(() => completedCount(page).textContent()).toBe('1');
});

test('a youtube ad counts only while the video plays, pauses with the spec text, is paid', async () => {
  const { context, page } = await browser.open({ width: DESKTOP_WIDTH });
  await newSignedInMember(context, 'ptc', 'youtube');
  const adTab = await openAd(context, page, AD.youtube);
  expect(new URL(adTab.url()).pathname).toBe('/member/youtube');
  await seen(adTab.getByText('Stand-in video dQw4w9WgXcQ (controls: 0)'));
  await adTab.waitForTimeout(1500);
  expect(await adTab.getByRole('timer').textContent()).toBe('5 sec remaining');
  await adTab.getByRole('button', { name: 'Play video' }).click();
  await seen(adTab.getByRole('timer').filter({ hasText: '3 sec remaining' }));
  await adTab.getByRole('button', { name: 'Pause stand-in video' }).click();
  await seen(adTab.getByText('Video is paused! Please play the video to continue.'));
  const pausedAt = await adTab.getByRole('timer').textContent();
  await adTab.waitForTimeout(2000);
  expect(await adTab.getByRole('timer').textContent()).toBe(pausedAt);
  await adTab.getByRole('button', { name: 'Play video' }).click();
  await seen(adTab.getByRole('timer').filter({ hasText: 'Done!' }), 10_000);
  await seen(dialog(page, 'Success!'), 15_000);
  await closeDialog(page);
  await expect.poll(() => completedCount(page).textContent()).toBe('1');
});

test('an ad tab closed before its timer: the abort alert, and nothing is paid', async () => {
  const { context, page } = await browser.open({ width: PHONE_WIDTH });
  await newSignedInMember(context, 'ptc', 'abort');
  const adTab = await openAd(context, page, AD.closedEarly);
  await seen(adTab.getByRole('timer').filter({ hasText: /sec remaining/ }));
  await adTab.waitForTimeout(2500);
  await adTab.close({ runBeforeUnload: true });
  await seen(dialog(page, 'Operation failed. Please try again.'), 10_000);
  await seen(page.getByText('Please do not close new tab until timer is completed'));
  await closeDialog(page);
  await page.waitForTimeout(16_000);
  expect(await dialog(page, 'Success!').count()).toBe(0);
  await page.reload();
  await seen(page.getByText('Today Earnings'));
  expect(await completedCount(page).textContent()).toBe('0');
  await seen(page.getByRole('button', { name: /Available balance ₹0\.000/ }));
});

test('an ad blocker (its cosmetic filter hides the bait) gets the block message', async () => {
  const { context, page } = await browser.open({ width: PHONE_WIDTH });
  await newSignedInMember(context, 'ptc', 'blocker');
  // What a filter list does to an ad slot: a style sheet that hides it.
  await context.addInitScript({
    content: `document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '.adsbox { display: none !important; }';
      document.head.append(style);
    });`,
  });
  const params = new URLSearchParams({
    link: `${inject('baseURL')}/privacy-policy||10`,
    view: 'x',
  });
  await page.goto(`/member/iframe?${params.toString()}`);
  await seen(page.getByRole('heading', { name: 'Ad Blocker Detected' }));
  await seen(
    page.getByText(
      'It appears that you are using an ad blocker. Please disable your ad blocker to continue your earnings.',
    ),
  );
  expect(await page.locator('iframe').count()).toBe(0);
  await shot(page, 'ad-blocker-390');
});

test('screenshots of View Ads and the ad tabs', async () => {
  const link = (url: string, seconds: number) =>
    new URLSearchParams({ link: `${url}||${seconds}`, view: `shot-${Math.random()}` }).toString();
  for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    const { context, page } = await browser.open({ width });
    await newSignedInMember(context, 'ptc', `shots${width}`);
    await page.goto('/member/ptc-ads');
    await seen(page.getByText('Today Earnings'));
    if (width === PHONE_WIDTH) await shot(page, `view-ads-${width}`);

    await page.goto(`/member/waitRedirecting?${link(inject('adSiteURL'), 10)}`);
    await seen(page.getByRole('heading', { name: 'Claim Your Ad Reward' }));
    await shot(page, `wait-redirecting-${width}`);
    await seen(page.getByRole('button', { name: 'Claim Bonus' }), 8000);
    await shot(page, `wait-redirecting-claim-${width}`);

    await page.goto(`/member/iframe?${link(`${inject('baseURL')}/privacy-policy`, 30)}`);
    await seen(page.getByRole('timer').filter({ hasText: /sec remaining/ }));
    await shot(page, `iframe-${width}`);

    await page.goto(`/member/youtube?${link('https://youtu.be/dQw4w9WgXcQ', 30)}`);
    await seen(page.getByRole('button', { name: 'Play video' }));
    await page.getByRole('button', { name: 'Play video' }).click();
    await page.getByRole('button', { name: 'Pause stand-in video' }).click();
    await seen(page.getByText('Video is paused! Please play the video to continue.'));
    await shot(page, `youtube-${width}`);
    await context.close();
  }
});
