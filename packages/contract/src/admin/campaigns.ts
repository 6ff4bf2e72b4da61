import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import { CAMPAIGN_TYPES } from '../constants.ts';

/*
 * Every member's pay-to-click campaigns for the operator (docs/product/advertiser.md#operator):
 * find them by status, type and owner, and pause, activate or remove one; a removal refunds the
 * unviewed budget to the owner's deposit wallet. Amounts are rupees on the wire (money.ts).
 */

export const ADMIN_CAMPAIGNS_PAGE_SIZE = 25;

export const ADMIN_CAMPAIGN_STATUSES = ['active', 'paused', 'completed', 'deleted'] as const;
export type AdminCampaignStatus = (typeof ADMIN_CAMPAIGN_STATUSES)[number];

export const adminCampaignsQuerySchema = z.object({
  status: z.enum(ADMIN_CAMPAIGN_STATUSES).optional(),
  type: z.enum(CAMPAIGN_TYPES).optional(),
  /** The owner's userName or e-mail, exactly (case-insensitive). */
  owner: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminCampaignParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const adminCampaignSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  ownerUserName: z.string().nullable(),
  type: z.enum(CAMPAIGN_TYPES),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  durationSeconds: z.number(),
  /** Rupees. */
  pricePerView: z.number(),
  rewardPerView: z.number(),
  subtotal: z.number(),
  totalViews: z.number(),
  completedViews: z.number(),
  intervalHours: z.number(),
  /** Views a day, or null without a daily limit. */
  dailyLimit: z.number().nullable(),
  status: z.enum(ADMIN_CAMPAIGN_STATUSES),
  /** Paused by an operator: the owner cannot activate it until an operator does. */
  pausedByOperator: z.boolean(),
  /** A new campaign held for review: paused until an operator approves or refuses it. */
  awaitingReview: z.boolean(),
  /** The host viewers are sent to (null for a YouTube video or an address that does not parse). */
  host: z.string().nullable(),
  /** What is wrong with the host: a private network's, or one on the blocked list. */
  hostProblem: z.enum(['private', 'blocked']).nullable(),
  /** ISO date-time. */
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

/** One page of campaigns, newest first. */
export const adminCampaignsPageSchema = z.object({
  campaigns: z.array(adminCampaignSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** Pause, activate and remove answer the campaign's new state; remove also the refund. */
export const adminCampaignAnswerSchema = z.object({
  campaign: adminCampaignSchema,
  /** Rupees returned to the owner's deposit wallet by a remove; 0 otherwise. */
  refunded: z.number(),
});

/** Review of members' new campaigns; null for reviewRequired: on in production only. */
export const campaignReviewSettingsSchema = z.strictObject({
  reviewRequired: z.boolean().nullable(),
  /** Hosts (and their subdomains) a campaign may not send viewers to, e.g. bad.example. */
  blockedHosts: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9.-]{1,253}$/, 'Write a host name like bad.example'),
    )
    .max(1000),
});

export const CAMPAIGN_REVIEW_ERRORS = {
  notWaiting: 'This campaign is not waiting for review.',
} as const;

/** The console's Campaigns tab; every write is in the audit log. */
export const campaignAdminRoutes = {
  campaignList: {
    method: 'GET',
    path: '/api/admin/ptc/campaigns',
    auth: 'admin',
    query: adminCampaignsQuerySchema,
    answer: adminCampaignsPageSchema,
  },
  /** Holds the campaign: its owner cannot activate it until an operator does. */
  campaignPause: {
    method: 'POST',
    path: '/api/admin/ptc/campaigns/:id/pause',
    auth: 'admin',
    params: adminCampaignParamsSchema,
    answer: adminCampaignAnswerSchema,
  },
  campaignActivate: {
    method: 'POST',
    path: '/api/admin/ptc/campaigns/:id/activate',
    auth: 'admin',
    params: adminCampaignParamsSchema,
    answer: adminCampaignAnswerSchema,
  },
  /** Approves a campaign waiting for review: it becomes active. 409 when it is not waiting. */
  campaignApprove: {
    method: 'POST',
    path: '/api/admin/ptc/campaigns/:id/approve',
    auth: 'admin',
    params: adminCampaignParamsSchema,
    answer: adminCampaignAnswerSchema,
  },
  /** Refuses a campaign waiting for review: removed, its budget refunded once. */
  campaignRefuse: {
    method: 'POST',
    path: '/api/admin/ptc/campaigns/:id/refuse',
    auth: 'admin',
    params: adminCampaignParamsSchema,
    answer: adminCampaignAnswerSchema,
  },
  campaignReviewSettings: {
    method: 'GET',
    path: '/api/admin/ptc/campaign-review',
    auth: 'admin',
    answer: z.object({ settings: campaignReviewSettingsSchema }),
  },
  campaignReviewSettingsUpdate: {
    method: 'PUT',
    path: '/api/admin/ptc/campaign-review',
    auth: 'admin',
    body: campaignReviewSettingsSchema,
    answer: z.object({ settings: campaignReviewSettingsSchema }),
  },
  /** Removes the campaign and refunds its unviewed budget to the owner's deposit, once. */
  campaignRemove: {
    method: 'DELETE',
    path: '/api/admin/ptc/campaigns/:id',
    auth: 'admin',
    params: adminCampaignParamsSchema,
    answer: adminCampaignAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
