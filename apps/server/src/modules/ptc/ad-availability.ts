import type { CampaignType } from '@kamao/contract/constants';
import { and, desc, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { kolkataDayStartSql, kolkataNextDayStartSql } from '../../db/kolkata-day.ts';
import { campaigns } from '../../db/schema/index.ts';
import { PTC_ERROR_TEXTS } from '@kamao/contract/ptc-texts';

/**
 * Which campaigns a member may view now (docs/product/ptc-ads.md#which-ads-a-member-sees): active
 * ones with views left, not the member's own, not viewed (paid) by the member within the
 * campaign's interval, and under the campaign's daily limit for today's Indian day. Times come
 * from the database clock, the same clock the claim checks against.
 */

const epochMs = (instant: SQL) => sql`((extract(epoch from ${instant}) * 1000)::bigint)::text`;

/** The most campaigns one View Ads answer considers. */
export const MAX_ADS_LISTED = 300;

export interface CampaignForViewer {
  id: string;
  ownerId: string;
  type: CampaignType;
  title: string;
  description: string;
  url: string;
  durationSeconds: number;
  rewardPerView: bigint;
  /** Epoch ms when the member's interval since their last paid view ends; null if never paid. */
  intervalEndsAt: number | null;
  /** Epoch ms of the next Indian midnight, when a reached daily limit resets; null when none. */
  dailyLimitResetsAt: number | null;
  /** The database clock, epoch ms. */
  now: number;
}

/** What keeps a campaign from this member now, or null when they may view it. */
export function unavailableReason(c: CampaignForViewer, memberId: string): string | null {
  if (c.ownerId === memberId) return PTC_ERROR_TEXTS.ownCampaign;
  if (c.intervalEndsAt !== null && c.intervalEndsAt > c.now)
    return PTC_ERROR_TEXTS.viewedWithinInterval;
  if (c.dailyLimitResetsAt !== null) return PTC_ERROR_TEXTS.dailyLimitReached;
  return null;
}

/** Epoch ms when a campaign hidden from this member becomes available again. */
export function availableAgainAt(c: CampaignForViewer): number {
  return Math.max(
    c.intervalEndsAt !== null && c.intervalEndsAt > c.now ? c.intervalEndsAt : 0,
    c.dailyLimitResetsAt ?? 0,
  );
}

/**
 * Active campaigns with views left (one, when campaignId is given), newest first, with what the
 * member's history and today's deliveries say about each. The member's own campaigns are left
 * out of the list, kept when one is asked for by id (so the refusal can say why).
 */
export async function campaignsForViewer(
  db: DbOrTx,
  memberId: string,
  campaignId?: string,
): Promise<CampaignForViewer[]> {
  const lastPaid = sql`(select max(v.paid_at) from ptc_views v
    where v.member_id = ${memberId} and v.campaign_id = ${campaigns.id})`;
  const paidToday = sql`(select count(*) from ptc_views v
    where v.campaign_id = ${campaigns.id} and v.paid_at >= ${kolkataDayStartSql})`;
  const rows = await db
    .select({
      id: campaigns.id,
      ownerId: campaigns.ownerId,
      type: campaigns.type,
      title: campaigns.title,
      description: campaigns.description,
      url: campaigns.url,
      durationSeconds: campaigns.durationSeconds,
      rewardPerView: campaigns.rewardPerView,
      intervalEndsAt: sql<
        string | null
      >`${epochMs(sql`${lastPaid} + make_interval(hours => ${campaigns.intervalHours})`)}`,
      dailyLimitResetsAt: sql<string | null>`case
        when ${campaigns.dailyLimitEnabled} and ${paidToday} >= ${campaigns.dailyLimit}
        then ${epochMs(kolkataNextDayStartSql)} end`,
      now: sql<string>`${epochMs(sql`now()`)}`,
    })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, 'active'),
        lt(campaigns.completedViews, campaigns.totalViews),
        campaignId ? eq(campaigns.id, campaignId) : ne(campaigns.ownerId, memberId),
      ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    // A page of ads, not the whole market: the newest first.
    .limit(MAX_ADS_LISTED);
  return rows.map((r) => ({
    ...r,
    intervalEndsAt: r.intervalEndsAt === null ? null : Number(r.intervalEndsAt),
    dailyLimitResetsAt: r.dailyLimitResetsAt === null ? null : Number(r.dailyLimitResetsAt),
    now: Number(r.now),
  }));
}
