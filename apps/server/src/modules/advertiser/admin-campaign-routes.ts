import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_CAMPAIGNS_PAGE_SIZE,
  campaignAdminRoutes,
  type AdminCampaign,
} from '@kamao/contract/admin/campaigns';
import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { findCampaigns, listingOf, type CampaignListing } from './campaign-directory.ts';
import { activateCampaign, deleteCampaign, pauseCampaign } from './campaign-lifecycle.ts';

const { campaignList, campaignPause, campaignActivate, campaignRemove } = campaignAdminRoutes;

/** A campaign as the console shows it: rupees, ISO times, the daily limit only when enabled. */
function presentCampaign({ campaign: c, ownerUserName }: CampaignListing): AdminCampaign {
  return {
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

  app.get(campaignList.path, { schema: schemaOf(campaignList) }, async (request) => {
    const { listings, total } = await findCampaigns(db, request.query);
    return {
      campaigns: listings.map(presentCampaign),
      total,
      page: request.query.page,
      pageSize: ADMIN_CAMPAIGNS_PAGE_SIZE,
    };
  });

  app.post(
    campaignPause.path,
    { ...audited('campaign.pause'), schema: schemaOf(campaignPause) },
    async (request) => {
      const campaign = await pauseCampaign(db, request.params.id, 'operator');
      return { campaign: presentCampaign(await listingOf(db, campaign)), refunded: 0 };
    },
  );

  app.post(
    campaignActivate.path,
    { ...audited('campaign.activate'), schema: schemaOf(campaignActivate) },
    async (request) => {
      const campaign = await activateCampaign(db, request.params.id, 'operator');
      return { campaign: presentCampaign(await listingOf(db, campaign)), refunded: 0 };
    },
  );

  app.delete(
    campaignRemove.path,
    { ...audited('campaign.remove'), schema: schemaOf(campaignRemove) },
    async (request) => {
      const { campaign, refundMilli } = await deleteCampaign(db, request.params.id);
      noteAudit(request, {
        details: { ownerId: campaign.ownerId, refundedMilli: refundMilli.toString() },
      });
      return {
        campaign: presentCampaign(await listingOf(db, campaign)),
        refunded: milliToRupees(refundMilli),
      };
    },
  );
};
