import { request, type APIRequestContext, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { logInRequest, seen } from './browser.ts';

/**
 * Pay-to-click helpers of the journeys: campaigns made through the advertiser's own API calls
 * (docs/product/advertiser.md#calls-and-fields), and a member's View Ad opening its ad tab
 * (docs/product/ptc-ads.md#the-ad-flow).
 */
export const DEMO_ADVERTISER = { email: 'advertiser@example.com', password: 'advertiser12345' };

export type CampaignType = 'window' | 'iframe' | 'youtube';

/** A request context logged in as the seeded demo advertiser (₹1,000 deposit). */
export async function advertiserApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: inject('baseURL') });
  await logInRequest(api, DEMO_ADVERTISER);
  return api;
}

/** Creates an active campaign of the cheapest price at `seconds`, with the minimum views. */
export async function createCampaign(
  api: APIRequestContext,
  campaign: { type: CampaignType; title: string; url: string; seconds: number },
): Promise<void> {
  const data = (await (await api.get('/advertiserRoute/advertiserCreateDataGet')).json()) as {
    msg: {
      PTCAds_pricing: Record<CampaignType, Array<{ time: number; price: number }>>;
      PTCAds_total_minimum_Views: number;
    };
  };
  const entry = data.msg.PTCAds_pricing[campaign.type].find((p) => p.time === campaign.seconds);
  if (!entry) throw new Error(`no ${campaign.seconds} s price for ${campaign.type}`);
  const views = data.msg.PTCAds_total_minimum_Views;
  const response = await api.post('/advertiserRoute/advertiserDataPost', {
    data: {
      obj: {
        selectedOption_state: campaign.type,
        step_2_title: campaign.title,
        step_2_url: campaign.url,
        step_2_description: `Journey campaign ${campaign.title}`,
        step_3_duration: `${entry.time}-${entry.price}`,
        step_3_total_views: views,
        step_3_interval_in_hours: 1,
        step_3_enableLimit: false,
        step_3_limitViewsPerDay: null,
        step_4_subTotal: Math.round(entry.price * views * 1000) / 1000,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export const TAB_LABELS: Record<CampaignType, string> = {
  window: 'Window',
  iframe: 'Iframe',
  youtube: 'Youtube',
};

/** On View Ads: picks the ad's tab, clicks View Ad and returns the ad tab it opened. */
export async function openAd(
  context: BrowserContext,
  page: Page,
  ad: { type: CampaignType; title: string },
): Promise<Page> {
  if (!page.url().endsWith('/member/ptc-ads')) await page.goto('/member/ptc-ads');
  await page.getByRole('tab', { name: new RegExp(`^${TAB_LABELS[ad.type]}`) }).click();
  const viewAd = page.getByRole('button', { name: `View Ad: ${ad.title}` });
  await seen(viewAd);
  const [adTab] = await Promise.all([context.waitForEvent('page'), viewAd.click()]);
  await adTab.waitForLoadState('domcontentloaded');
  return adTab;
}

/** The 'Completed' counter of View Ads. */
export const completedCount = (page: Page) => page.getByTestId('ptc-completed');
