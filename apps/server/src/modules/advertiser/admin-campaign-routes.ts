import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_CAMPAIGNS_PAGE_SIZE,
  campaignAdminRoutes,
  type AdminCampaign,
} from '@kamao/contract/admin/campaigns';
import { milliToRupees } from '@kamao/contract/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { schemaOf, type RouteApp } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { findCampaigns, listingOf, type CampaignListing } from './campaign-directory.ts';
import type { CampaignRow } from './campaign-policy.ts';
import { activateCampaign, deleteCampaign, pauseCampaign } from './campaign-lifecycle.ts';
import { approveCampaign, campaignHost, refuseCampaign } from './campaign-review.ts';
import { readSetting, writeSetting } from '../settings/index.ts';

const {
  campaignList,
  campaignPause,
  campaignActivate,
  campaignApprove,
  campaignRefuse,
  campaignReviewSettings,
  campaignReviewSettingsUpdate,
  campaignRemove,
} = campaignAdminRoutes;

/**
 * A campaign as the console shows it: rupees, ISO times, the daily limit only when enabled, and
 * its host checked against the private-network rule and the operator's blocked hosts.
 */
function presentCampaign(
  { campaign: c, ownerUserName }: CampaignListing,
  blockedHosts: readonly string[],
): AdminCampaign {
  return {
    ...campaignHost(c, blockedHosts),
    id: c.id,
    ownerId: c.ownerId,
    ownerUserName,
    type: c.type,
    title: c.title,
    description: c.description,
    url: c.url,
    durationSeconds: c.durationSeconds,
    pricePerView: milliToRupees(c.pricePerView),
    rewardPerView: milliToRupees(c.rewardPerView),
    subtotal: milliToRupees(c.subtotal),
    totalViews: c.totalViews,
    completedViews: c.completedViews,
    intervalHours: c.intervalHours,
    dailyLimit: c.dailyLimitEnabled ? c.dailyLimit : null,
    status: c.status,
    pausedByOperator: c.pausedByOperator,
    awaitingReview: c.awaitingReview,
    createdAt: c.createdAt.toISOString(),
    deletedAt: c.deletedAt?.toISOString() ?? null,
  };
}

/**
 * Every member's campaigns for the operator (filter by status, type and owner; newest first),
 * and pause, activate or remove one: the same commands as the owner's (campaign-lifecycle.ts),
 * so a removal refunds the unviewed budget to the owner exactly once. Admin only, audited.
 */
export const adminCampaignRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);
  const answer = campaignAnswer(db);
  registerCampaignListRoute(app, db);
  registerCampaignLifecycleRoutes(app, db, answer);
  registerCampaignReviewRoutes(app, db, answer);
  registerReviewSettingsRoutes(app, db);
};

/** What a command on one campaign answers: the campaign as it now is, and what went back to its owner. */
type CampaignAnswer = (
  campaign: CampaignRow,
  refundMilli?: bigint,
) => Promise<{ campaign: AdminCampaign; refunded: number }>;

function campaignAnswer(db: Db): CampaignAnswer {
  return async (campaign, refundMilli = 0n) => ({
    campaign: presentCampaign(
      await listingOf(db, campaign),
      await readSetting(db, 'campaign_blocked_hosts'),
    ),
    refunded: milliToRupees(refundMilli),
  });
}

/** One page of every member's campaigns, filtered as the console asks. */
function registerCampaignListRoute(app: RouteApp, db: Db) {
  app.get(campaignList.path, { schema: schemaOf(campaignList) }, async (request) => {
    const { listings, total } = await findCampaigns(db, request.query);
    const hosts = await readSetting(db, 'campaign_blocked_hosts');
    return {
      campaigns: listings.map((listing) => presentCampaign(listing, hosts)),
      total,
      page: request.query.page,
      pageSize: ADMIN_CAMPAIGNS_PAGE_SIZE,
    };
  });
}

/** Pause, activate and remove, as the operator: a removal refunds the unviewed budget. */
function registerCampaignLifecycleRoutes(app: RouteApp, db: Db, answer: CampaignAnswer) {
  app.post(
    campaignPause.path,
    { ...audited('campaign.pause'), schema: schemaOf(campaignPause) },
    async (request) => answer(await pauseCampaign(db, request.params.id, 'operator')),
  );

  app.post(
    campaignActivate.path,
    { ...audited('campaign.activate'), schema: schemaOf(campaignActivate) },
    async (request) => answer(await activateCampaign(db, request.params.id, 'operator')),
  );

  app.delete(
    campaignRemove.path,
    { ...audited('campaign.remove'), schema: schemaOf(campaignRemove) },
    async (request) => {
      const { campaign, refundMilli } = await deleteCampaign(db, request.params.id);
      noteAudit(request, {
        details: { ownerId: campaign.ownerId, refundedMilli: refundMilli.toString() },
      });
      return answer(campaign, refundMilli);
    },
  );
}

/** The review of a campaign waiting for it: approve it, or refuse it and refund its budget. */
function registerCampaignReviewRoutes(app: RouteApp, db: Db, answer: CampaignAnswer) {
  app.post(
    campaignApprove.path,
    { ...audited('campaign.approve'), schema: schemaOf(campaignApprove) },
    async (request) => {
      const campaign = await approveCampaign(db, request.params.id);
      noteAudit(request, { details: { ownerId: campaign.ownerId, url: campaign.url } });
      return answer(campaign);
    },
  );

  app.post(
    campaignRefuse.path,
    { ...audited('campaign.refuse'), schema: schemaOf(campaignRefuse) },
    async (request) => {
      const { campaign, refundMilli } = await refuseCampaign(db, request.params.id);
      noteAudit(request, {
        details: {
          ownerId: campaign.ownerId,
          url: campaign.url,
          refundedMilli: refundMilli.toString(),
        },
      });
      return answer(campaign, refundMilli);
    },
  );
}

/** Whether a new campaign waits for review, and the hosts no campaign may send members to. */
function registerReviewSettingsRoutes(app: RouteApp, db: Db) {
  const reviewSettings = async () => ({
    reviewRequired: await readSetting(db, 'campaign_review_required'),
    blockedHosts: await readSetting(db, 'campaign_blocked_hosts'),
  });

  app.get(campaignReviewSettings.path, { schema: schemaOf(campaignReviewSettings) }, async () => ({
    settings: await reviewSettings(),
  }));

  app.put(
    campaignReviewSettingsUpdate.path,
    { ...audited('campaign.review_settings'), schema: schemaOf(campaignReviewSettingsUpdate) },
    async (request) => {
      const { reviewRequired } = request.body;
      // null is "not decided": no stored value, so the default (on in production) applies.
      if (reviewRequired === null) {
        await db.delete(settings).where(eq(settings.key, 'campaign_review_required'));
      } else {
        await writeSetting(db, 'campaign_review_required', reviewRequired);
      }
      await writeSetting(db, 'campaign_blocked_hosts', [...new Set(request.body.blockedHosts)]);
      return { settings: await reviewSettings() };
    },
  );
}
