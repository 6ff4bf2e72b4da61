import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_CAMPAIGNS_PAGE_SIZE,
  adminCampaignsQuerySchema,
  adminPtcPaths,
  type AdminCampaign,
  type AdminCampaignAnswer,
  type AdminCampaignsPage,
} from '@kamao/contract/api-admin-ptc';
import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { campaigns, users } from '../../db/schema.ts';
import { noteAudit, useAdminScope } from '../admin/admin-scope.ts';
import { activateCampaign, deleteCampaign, pauseCampaign } from './campaign-lifecycle.ts';
import type { CampaignRow } from './campaign-policy.ts';

const idParams = z.object({ id: z.string().trim().min(1).max(64) });

function toAdminCampaign(c: CampaignRow, ownerUserName: string | null): AdminCampaign {
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

async function ownerUserName(db: Db, ownerId: string): Promise<string | null> {
  const [owner] = await db
    .select({ userName: users.userName })
    .from(users)
    .where(eq(users.id, ownerId));
  return owner?.userName ?? null;
}

/**
 * Every member's campaigns for the operator (filter by status, type and owner; newest first),
 * and pause, activate or remove one: the same commands as the owner's (campaign-lifecycle.ts),
 * so a removal refunds the unviewed budget to the owner exactly once. Admin only, audited.
 */
export const adminCampaignRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get(
    adminPtcPaths.campaigns,
    { schema: { querystring: adminCampaignsQuerySchema } },
    async (request): Promise<AdminCampaignsPage> => {
      const { status, type, owner, page } = request.query;
      const conditions: SQL[] = [];
      if (status) conditions.push(eq(campaigns.status, status));
      if (type) conditions.push(eq(campaigns.type, type));
      if (owner) {
        conditions.push(
          or(
            sql`lower(${users.userName}) = lower(${owner})`,
            sql`lower(${users.email}) = lower(${owner})`,
          )!,
        );
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ campaign: campaigns, ownerUserName: users.userName })
          .from(campaigns)
          .leftJoin(users, eq(users.id, campaigns.ownerId))
          .where(where)
          .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
          .limit(ADMIN_CAMPAIGNS_PAGE_SIZE)
          .offset((page - 1) * ADMIN_CAMPAIGNS_PAGE_SIZE),
        db
          .select({ n: count() })
          .from(campaigns)
          .leftJoin(users, eq(users.id, campaigns.ownerId))
          .where(where),
      ]);
      return {
        campaigns: rows.map((r) => toAdminCampaign(r.campaign, r.ownerUserName)),
        total: total?.n ?? 0,
        page,
        pageSize: ADMIN_CAMPAIGNS_PAGE_SIZE,
      };
    },
  );

  app.post(
    '/api/admin/ptc/campaigns/:id/pause',
    { schema: { params: idParams } },
    async (request): Promise<AdminCampaignAnswer> => {
      const campaign = await pauseCampaign(db, request.params.id, 'operator');
      return {
        campaign: toAdminCampaign(campaign, await ownerUserName(db, campaign.ownerId)),
        refunded: 0,
      };
    },
  );

  app.post(
    '/api/admin/ptc/campaigns/:id/activate',
    { schema: { params: idParams } },
    async (request): Promise<AdminCampaignAnswer> => {
      const campaign = await activateCampaign(db, request.params.id, 'operator');
      return {
        campaign: toAdminCampaign(campaign, await ownerUserName(db, campaign.ownerId)),
        refunded: 0,
      };
    },
  );

  app.delete(
    '/api/admin/ptc/campaigns/:id',
    { schema: { params: idParams } },
    async (request): Promise<AdminCampaignAnswer> => {
      const { campaign, refundMilli } = await deleteCampaign(db, request.params.id);
      noteAudit(request, {
        details: { ownerId: campaign.ownerId, refundedMilli: refundMilli.toString() },
      });
      return {
        campaign: toAdminCampaign(campaign, await ownerUserName(db, campaign.ownerId)),
        refunded: milliToRupees(refundMilli),
      };
    },
  );
};
