import { and, desc, eq, ne } from 'drizzle-orm';
import { CAMPAIGN_TYPES } from '@kamao/contract/constants';
import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { getMinimumTotalViews, readPriceList } from '../ptc/index.ts';
import type { CampaignRow } from './campaign-policy.ts';

/**
 * A campaign as its owner sees it (spec part 2 §3 "Campaign (advertiser)"). The spec knows two
 * statuses; a campaign that has received all its views shows as active (the owner did not pause
 * it) with completed_total_views equal to step_3_total_views.
 */
export function toAdvertiserCampaign(c: CampaignRow) {
  return {
    _id: c.id,
    status: c.status === 'paused' ? ('paused' as const) : ('active' as const),
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
    spend: milliToRupees(c.pricePerView * BigInt(c.completedViews)),
    time: c.createdAt.toISOString(),
  };
}

/**
 * Your Campaigns (spec part 2 §2.7, §3 "Advertiser summary"): the member's campaigns newest
 * first, deleted ones left out, and the counters over them (§4.7).
 */
export async function advertiserPage(db: Db, memberId: string) {
  const [rows, balances] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.ownerId, memberId), ne(campaigns.status, 'deleted')))
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id)),
    getMemberBalances(db, memberId),
  ]);
  const listed = rows.map(toAdvertiserCampaign);
  return {
    total_campaigns: listed.length,
    active_campaigns: listed.filter((c) => c.status === 'active').length,
    paused_campaigns: listed.filter((c) => c.status === 'paused').length,
    remaining_views: rows.reduce((sum, c) => sum + (c.totalViews - c.completedViews), 0),
    userDepositBalance: milliToRupees(balances.deposit),
    userAvailableBalance: milliToRupees(balances.withdrawable + balances.deposit),
    advertiserData: listed,
  };
}

/** The wizard's data (spec part 2 §3 "Create-data response"): prices, minimum, balances. */
export async function createCampaignPage(db: Db, memberId: string) {
  const [prices, minimumViews, balances] = await Promise.all([
    readPriceList(db),
    getMinimumTotalViews(db),
    getMemberBalances(db, memberId),
  ]);
  const pricing = Object.fromEntries(
    CAMPAIGN_TYPES.map((type) => [
      type,
      prices[type].map((p) => ({ time: p.seconds, price: milliToRupees(p.priceMilli) })),
    ]),
  ) as Record<(typeof CAMPAIGN_TYPES)[number], { time: number; price: number }[]>;
  return {
    PTCAds_pricing: pricing,
    PTCAds_total_minimum_Views: minimumViews,
    userDepositBalance: milliToRupees(balances.deposit),
    userAvailableBalance: milliToRupees(balances.withdrawable + balances.deposit),
  };
}
