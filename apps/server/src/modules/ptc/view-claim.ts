import { and, count, eq, gt, gte, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { campaigns, ptcViews } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { earn } from '../../ledger/earn.ts';
import { systemAccount } from '../../ledger/kinds.ts';
import { transfer } from '../../ledger/post-movement.ts';
import { readEarningPolicy } from '../settings/index.ts';
import { kolkataDayStartSql } from '../../db/kolkata-day.ts';
import { PTC_ERROR_TEXTS } from '@kamao/contract/ptc-texts';
import { PTC_VIEW_CLAIM_WINDOW_SECONDS } from './view-claim-window.ts';
import { hashViewToken } from './view-start.ts';

const viewEndsAt = sql`${ptcViews.startedAt} + make_interval(secs => ${ptcViews.durationSeconds})`;
// The window opens when the view's time is up, so a long view can still be claimed after it.
const claimWindowEndsAt = sql`${ptcViews.startedAt} + make_interval(secs => ${ptcViews.durationSeconds} + ${PTC_VIEW_CLAIM_WINDOW_SECONDS})`;

/**
 * Pays a view (user_PTCAds_income_patch, step 5 of docs/product/ptc-ads.md#the-ad-flow), all in one
 * transaction:
 * 1. the member's own started view of this campaign, unpaid, whose duration has passed on the
 *    database clock, is marked paid (a conditional update: a replay or a parallel twin finds it
 *    paid and stops);
 * 2. the campaign delivers one view (a conditional update: active, views left); the last view
 *    completes it. That update locks the campaign row, so the checks below see every claim of
 *    this campaign that committed before, and concurrent claims cannot both pass them;
 * 3. the member's interval since their last paid view and the campaign's daily limit hold;
 * 4. the reward moves from the campaign budgets to the member (with the referrer's share, from
 *    rewards, as earn() pays it) and the platform's margin from the budgets to fees.
 * Any refusal rolls all of it back.
 */
export async function claimView(
  db: Db,
  memberId: string,
  campaignId: string,
  viewToken: string,
): Promise<void> {
  const tokenHash = hashViewToken(viewToken);
  await db.transaction(async (tx) => {
    const [view] = await tx
      .update(ptcViews)
      .set({ paidAt: sql`now()` })
      .where(
        and(
          eq(ptcViews.tokenHash, tokenHash),
          eq(ptcViews.memberId, memberId),
          eq(ptcViews.campaignId, campaignId),
          isNull(ptcViews.paidAt),
          sql`${viewEndsAt} <= now()`,
          sql`${claimWindowEndsAt} > now()`,
        ),
      )
      .returning({ id: ptcViews.id });
    if (!view) throw await whyViewIsNotPayable(tx, tokenHash, memberId, campaignId);

    const [campaign] = await tx
      .update(campaigns)
      .set({
        completedViews: sql`${campaigns.completedViews} + 1`,
        status: sql`case when ${campaigns.completedViews} + 1 >= ${campaigns.totalViews}
          then 'completed' else ${campaigns.status} end`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(campaigns.id, campaignId),
          eq(campaigns.status, 'active'),
          lt(campaigns.completedViews, campaigns.totalViews),
        ),
      )
      .returning({
        ownerId: campaigns.ownerId,
        pricePerView: campaigns.pricePerView,
        rewardPerView: campaigns.rewardPerView,
        intervalHours: campaigns.intervalHours,
        dailyLimit: sql<number | null>`case when ${campaigns.dailyLimitEnabled}
          then ${campaigns.dailyLimit} end`,
      });
    if (!campaign) throw await whyCampaignIsNotPayable(tx, campaignId);

    await assertOutsideInterval(tx, memberId, campaignId, view.id, campaign.intervalHours);
    if (campaign.dailyLimit !== null) {
      await assertWithinDailyLimit(tx, campaignId, Number(campaign.dailyLimit));
    }

    await tx
      .update(ptcViews)
      .set({ reward: campaign.rewardPerView })
      .where(eq(ptcViews.id, view.id));
    const key = `ptc_view:${view.id}`;
    const metadata = { campaignId, viewId: view.id };
    await earn(tx, memberId, 'ptc_ads', campaign.rewardPerView, key, {
      policy: await readEarningPolicy(tx),
      paidFrom: 'campaign_budgets',
      metadata,
    });
    const margin = campaign.pricePerView - campaign.rewardPerView;
    if (margin > 0n) {
      await transfer(tx, {
        kind: 'campaign_fee',
        from: systemAccount('campaign_budgets'),
        to: systemAccount('fees'),
        amount: margin,
        key: `${key}:fee`,
        memberId: campaign.ownerId,
        relatedMemberId: memberId,
        metadata,
      });
    }
  });
}

/** Why step 1 found nothing to pay: the refusal to answer. */
async function whyViewIsNotPayable(
  tx: Tx,
  tokenHash: string,
  memberId: string,
  campaignId: string,
): Promise<AppError> {
  const [view] = await tx
    .select({
      memberId: ptcViews.memberId,
      campaignId: ptcViews.campaignId,
      paidAt: ptcViews.paidAt,
      early: sql<boolean>`${viewEndsAt} > now()`,
    })
    .from(ptcViews)
    .where(eq(ptcViews.tokenHash, tokenHash));
  // Another member's token is treated as no token at all: it reveals nothing.
  if (!view || view.memberId !== memberId || view.campaignId !== campaignId) {
    return notFound(PTC_ERROR_TEXTS.viewNotFound);
  }
  if (view.paidAt) return conflict(PTC_ERROR_TEXTS.alreadyPaid);
  if (view.early) return badRequest(PTC_ERROR_TEXTS.tooEarly);
  return badRequest(PTC_ERROR_TEXTS.viewExpired);
}

/** Why step 2 delivered nothing: paused, exhausted, or gone. */
async function whyCampaignIsNotPayable(tx: Tx, campaignId: string): Promise<AppError> {
  const [campaign] = await tx
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (campaign?.status === 'paused') return badRequest(PTC_ERROR_TEXTS.campaignPaused);
  if (campaign?.status === 'active' || campaign?.status === 'completed') {
    return badRequest(PTC_ERROR_TEXTS.campaignExhausted);
  }
  return badRequest(PTC_ERROR_TEXTS.adNotAvailable);
}

/** One paid view per member and campaign per interval (step_3_interval_in_hours). */
async function assertOutsideInterval(
  tx: Tx,
  memberId: string,
  campaignId: string,
  viewId: string,
  intervalHours: number,
): Promise<void> {
  const [earlier] = await tx
    .select({ n: count() })
    .from(ptcViews)
    .where(
      and(
        eq(ptcViews.memberId, memberId),
        eq(ptcViews.campaignId, campaignId),
        ne(ptcViews.id, viewId),
        isNotNull(ptcViews.paidAt),
        gt(ptcViews.paidAt, sql`now() - make_interval(hours => ${intervalHours})`),
      ),
    );
  if ((earlier?.n ?? 0) > 0) throw badRequest(PTC_ERROR_TEXTS.viewedWithinInterval);
}

/** The campaign's views today (Indian day), this one included, stay within its daily limit. */
async function assertWithinDailyLimit(tx: Tx, campaignId: string, limit: number): Promise<void> {
  const [today] = await tx
    .select({ n: count() })
    .from(ptcViews)
    .where(and(eq(ptcViews.campaignId, campaignId), gte(ptcViews.paidAt, kolkataDayStartSql)));
  if ((today?.n ?? 0) > limit) throw badRequest(PTC_ERROR_TEXTS.dailyLimitReached);
}
