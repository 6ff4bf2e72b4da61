import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { getMinimumTotalViews, readPriceList } from '../ptc/index.ts';
import type { CampaignRow } from './campaign-policy.ts';

/**
 * The status a campaign's owner sees (docs/product/advertiser.md#calls-and-fields). The spec knows
 * two statuses; a campaign that has received all its views shows as active (the owner did not pause
 * it) with completed_total_views equal to step_3_total_views.
 */
export const ownerStatus = (c: CampaignRow) =>
  c.status === 'paused' ? ('paused' as const) : ('active' as const);

/**
 * Your Campaigns (docs/product/advertiser.md#your-campaigns): the member's campaigns newest
 * first, deleted ones left out, each with what its views have spent so far, and the counters
 * over them. Amounts in milli-rupees; presenters.ts names them for the answer.
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
  return {
    campaigns: rows.map((c) => ({ ...c, spend: c.pricePerView * BigInt(c.completedViews) })),
    activeCampaigns: rows.filter((c) => ownerStatus(c) === 'active').length,
    pausedCampaigns: rows.filter((c) => ownerStatus(c) === 'paused').length,
    remainingViews: rows.reduce((sum, c) => sum + (c.totalViews - c.completedViews), 0),
    deposit: balances.deposit,
    availableBalance: balances.withdrawable + balances.deposit,
  };
}
export type AdvertiserPage = Awaited<ReturnType<typeof advertiserPage>>;
export type OwnedCampaign = AdvertiserPage['campaigns'][number];

/** The wizard's data (docs/product/advertiser.md#calls-and-fields): prices, minimum, balances. */
export async function createCampaignPage(db: Db, memberId: string) {
  const [prices, minimumViews, balances] = await Promise.all([
    readPriceList(db),
    getMinimumTotalViews(db),
    getMemberBalances(db, memberId),
  ]);
  return {
    prices,
    minimumViews,
    deposit: balances.deposit,
    availableBalance: balances.withdrawable + balances.deposit,
  };
}
export type CreateCampaignPage = Awaited<ReturnType<typeof createCampaignPage>>;
