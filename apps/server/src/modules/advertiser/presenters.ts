import {
  ADVERTISER_TEXTS,
  type advertiserCreateAnswerSchema,
  type advertiserCreateDataAnswerSchema,
  type advertiserDataAnswerSchema,
  type campaignStatusAnswerSchema,
} from '@kamao/contract/api-advertiser';
import { CAMPAIGN_TYPES } from '@kamao/contract/constants';
import { milliToRupees } from '@kamao/contract/money';
import type { z } from 'zod';
import {
  ownerStatus,
  type AdvertiserPage,
  type CreateCampaignPage,
  type OwnedCampaign,
} from './advertiser-pages.ts';

type CampaignStatusAnswer = z.infer<typeof campaignStatusAnswerSchema>;

/** A campaign as its owner sees it (docs/product/advertiser.md#calls-and-fields), in rupees. */
function presentOwnedCampaign(c: OwnedCampaign) {
  return {
    _id: c.id,
    status: ownerStatus(c),
    campaignType: c.type,
    step_2_title: c.title,
    step_2_description: c.description,
    step_2_url: c.url,
    step_3_duration_for_user: c.durationSeconds,
    step_3_total_views: c.totalViews,
    completed_total_views: c.completedViews,
    step_3_interval_in_hours: c.intervalHours,
    step_3_enableLimit: c.dailyLimitEnabled,
    step_3_limitViewsPerDay: c.dailyLimitEnabled ? c.dailyLimit : null,
    step_4_subTotal: milliToRupees(c.subtotal),
    spend: milliToRupees(c.spend),
    time: c.createdAt.toISOString(),
    waiting_for_review: c.awaitingReview,
  };
}

/** Your Campaigns as the spec names it (docs/product/advertiser.md#calls-and-fields). */
export function presentAdvertiserPage(
  page: AdvertiserPage,
): z.infer<typeof advertiserDataAnswerSchema> {
  return {
    msg: {
      total_campaigns: page.campaigns.length,
      active_campaigns: page.activeCampaigns,
      paused_campaigns: page.pausedCampaigns,
      remaining_views: page.remainingViews,
      userDepositBalance: milliToRupees(page.deposit),
      userAvailableBalance: milliToRupees(page.availableBalance),
      advertiserData: page.campaigns.map(presentOwnedCampaign),
    },
  };
}

/** The wizard's data as the spec names it (docs/product/advertiser.md#calls-and-fields). */
export function presentCreateCampaignPage(
  page: CreateCampaignPage,
): z.infer<typeof advertiserCreateDataAnswerSchema> {
  const pricing = Object.fromEntries(
    CAMPAIGN_TYPES.map((type) => [
      type,
      page.prices[type].map((p) => ({ time: p.seconds, price: milliToRupees(p.priceMilli) })),
    ]),
  ) as Record<(typeof CAMPAIGN_TYPES)[number], { time: number; price: number }[]>;
  return {
    msg: {
      PTCAds_pricing: pricing,
      PTCAds_total_minimum_Views: page.minimumViews,
      userDepositBalance: milliToRupees(page.deposit),
      userAvailableBalance: milliToRupees(page.availableBalance),
    },
  };
}

/** A pause or an activation: the spec's text (docs/product/advertiser.md#pause-activate-delete). */
export function presentStatusChanged(status: 'paused' | 'active'): CampaignStatusAnswer {
  return {
    success: true,
    msg: status === 'paused' ? ADVERTISER_TEXTS.paused : ADVERTISER_TEXTS.activated,
  };
}

/** A deletion: the deposit balance with the refund applied. */
export function presentCampaignDeleted(balances: { deposit: bigint }): CampaignStatusAnswer {
  return { success: true, msg: { userDepositBalance: milliToRupees(balances.deposit) } };
}

/** A created campaign: the member's available balance after paying for it. */
export function presentCampaignCreated(
  availableBalance: bigint,
): z.infer<typeof advertiserCreateAnswerSchema> {
  return { msg: { userAvailableBalance: milliToRupees(availableBalance) } };
}
