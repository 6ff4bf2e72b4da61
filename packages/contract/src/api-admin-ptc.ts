import { z } from 'zod';
import { CAMPAIGN_TYPES, type CampaignType } from './constants.ts';
import { positiveRupeeAmountSchema } from './money.ts';

/**
 * The operator's side of pay-to-click ads and campaigns (DESIGN.md "API": under /api/admin,
 * admin session required, every write audited): the price list, the viewer's share, the minimum
 * views of a campaign, the ad-network snippets of the ad pages, and every member's campaigns.
 * Amounts are rupees on the wire (money.ts), milli-rupees inside the server.
 */
export const adminPtcPaths = {
  /** GET: the price list of every type with the share and the minimum views. */
  pricing: '/api/admin/ptc/pricing',
  /** PUT: replaces the price list of one type. */
  pricingOfType: (type: CampaignType) => `/api/admin/ptc/pricing/${type}`,
  /** PUT: the viewer's share and the minimum total views. */
  settings: '/api/admin/ptc/settings',
  /** GET and PUT: the ad-network snippets. */
  snippets: '/api/admin/ptc/snippets',
  /** GET ?status=&type=&owner=&page= ; newest first. */
  campaigns: '/api/admin/ptc/campaigns',
  campaignPause: (id: string) => `/api/admin/ptc/campaigns/${encodeURIComponent(id)}/pause`,
  campaignActivate: (id: string) => `/api/admin/ptc/campaigns/${encodeURIComponent(id)}/activate`,
  /** DELETE: removes the campaign and refunds its unviewed budget to the owner's deposit. */
  campaign: (id: string) => `/api/admin/ptc/campaigns/${encodeURIComponent(id)}`,
} as const;

export const ADMIN_CAMPAIGNS_PAGE_SIZE = 25;
/** A price list of one type holds at most this many durations. */
export const PTC_PRICING_MAX_ENTRIES = 20;
/** The longest view the operator can price, in seconds (one hour). */
export const PTC_MAX_DURATION_SECONDS = 3600;
/** The highest price per view, in rupees (keeps a campaign's subtotal a safe integer). */
export const PTC_MAX_PRICE_RUPEES = 10_000;

export const adminPricingEntrySchema = z.strictObject({
  /** View duration in seconds. */
  seconds: z.coerce.number().int().min(1).max(PTC_MAX_DURATION_SECONDS),
  /** What the advertiser pays per view, in rupees. */
  price: positiveRupeeAmountSchema.refine((price) => price <= PTC_MAX_PRICE_RUPEES, {
    message: `At most ₹${PTC_MAX_PRICE_RUPEES} per view`,
  }),
});
export type AdminPricingEntry = z.infer<typeof adminPricingEntrySchema>;

export const adminPricingPayloadSchema = z
  .strictObject({
    entries: z.array(adminPricingEntrySchema).max(PTC_PRICING_MAX_ENTRIES),
  })
  .refine((value) => new Set(value.entries.map((e) => e.seconds)).size === value.entries.length, {
    message: 'Each duration may appear once',
    path: ['entries'],
  });

export const adminPtcSettingsSchema = z.strictObject({
  /** The viewer's share of the price per view, in basis points (5000 = 50 %). */
  memberShareBp: z.coerce.number().int().min(1).max(10_000),
  /** The fewest views a campaign may buy (answered to members as PTCAds_total_minimum_Views). */
  minimumTotalViews: z.coerce.number().int().min(1).max(1_000_000_000),
});
export type AdminPtcSettings = z.infer<typeof adminPtcSettingsSchema>;

/** HTML with <script> tags; members' browsers run it on the ad pages, never the server. */
export const adminAdSnippetsSchema = z.strictObject({
  waitingPage: z.string().max(20_000),
  verificationPage: z.string().max(20_000),
});
export type AdminAdSnippets = z.infer<typeof adminAdSnippetsSchema>;

export interface AdminPricing {
  pricing: Record<CampaignType, AdminPricingEntry[]>;
  memberShareBp: number;
  minimumTotalViews: number;
}

export const ADMIN_CAMPAIGN_STATUSES = ['active', 'paused', 'completed', 'deleted'] as const;
export type AdminCampaignStatus = (typeof ADMIN_CAMPAIGN_STATUSES)[number];

export const adminCampaignsQuerySchema = z.object({
  status: z.enum(ADMIN_CAMPAIGN_STATUSES).optional(),
  type: z.enum(CAMPAIGN_TYPES).optional(),
  /** The owner's userName or e-mail, exactly (case-insensitive). */
  owner: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export interface AdminCampaign {
  id: string;
  ownerId: string;
  ownerUserName: string | null;
  type: CampaignType;
  title: string;
  description: string;
  url: string;
  durationSeconds: number;
  /** Rupees. */
  pricePerView: number;
  rewardPerView: number;
  subtotal: number;
  totalViews: number;
  completedViews: number;
  intervalHours: number;
  dailyLimit: number | null;
  status: AdminCampaignStatus;
  /** Paused by an operator: the owner cannot activate it until an operator does. */
  pausedByOperator: boolean;
  createdAt: string;
  deletedAt: string | null;
}
export interface AdminCampaignsPage {
  campaigns: AdminCampaign[];
  total: number;
  page: number;
  pageSize: number;
}
/** Pause, activate and remove answer the campaign's new state; remove also the refund. */
export interface AdminCampaignAnswer {
  campaign: AdminCampaign;
  /** Rupees returned to the owner's deposit wallet by a remove; 0 otherwise. */
  refunded: number;
}
