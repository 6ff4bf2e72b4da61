import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import { CAMPAIGN_TYPES } from '../constants.ts';
import { positiveRupeeAmountSchema } from '../money.ts';

/*
 * The operator's terms of the pay-to-click market (docs/product/ptc-ads.md#operator): the price
 * list per campaign type, the viewer's share of a price, the minimum views of a campaign, and the
 * ad-network snippets of the ad pages. Amounts are rupees on the wire (money.ts), milli-rupees
 * inside the server. Every campaign itself is in campaigns.ts.
 */

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

/** The new price list of one type (PUT …/pricing/:type). */
export const adminPricingPayloadSchema = z
  .strictObject({
    entries: z.array(adminPricingEntrySchema).max(PTC_PRICING_MAX_ENTRIES),
  })
  .refine((value) => new Set(value.entries.map((e) => e.seconds)).size === value.entries.length, {
    message: 'Each duration may appear once',
    path: ['entries'],
  });

export const adminPricingParamsSchema = z.object({ type: z.enum(CAMPAIGN_TYPES) });

export const adminPtcSettingsSchema = z.strictObject({
  /** The viewer's share of the price per view, in basis points (5000 = 50 %). */
  memberShareBp: z.coerce.number().int().min(1).max(10_000),
  /** The fewest views a campaign may buy (answered to members as PTCAds_total_minimum_Views). */
  minimumTotalViews: z.coerce.number().int().min(1).max(1_000_000_000),
});

/** HTML with <script> tags; members' browsers run it on the ad pages, never the server. */
export const adminAdSnippetsSchema = z.strictObject({
  waitingPage: z.string().max(20_000),
  verificationPage: z.string().max(20_000),
});

/** The snippets as saved (empty when the operator set none). */
export const adminAdSnippetsAnswerSchema = z.object({
  waitingPage: z.string(),
  verificationPage: z.string(),
});
export type AdminAdSnippets = z.infer<typeof adminAdSnippetsAnswerSchema>;

/** One duration on offer as the server keeps it, shortest first. */
export const adminPriceSchema = z.object({
  seconds: z.number(),
  /** Rupees per view. */
  price: z.number(),
});
export type AdminPrice = z.infer<typeof adminPriceSchema>;

/** The price list of every type with the share and the minimum views. */
export const adminPricingAnswerSchema = z.object({
  pricing: z.record(z.enum(CAMPAIGN_TYPES), z.array(adminPriceSchema)),
  memberShareBp: z.number(),
  minimumTotalViews: z.number(),
});
export type AdminPricing = z.infer<typeof adminPricingAnswerSchema>;

/** The console's PTC tab; every write is in the audit log. */
export const ptcAdminRoutes = {
  ptcPricing: {
    method: 'GET',
    path: '/api/admin/ptc/pricing',
    auth: 'admin',
    answer: adminPricingAnswerSchema,
  },
  /** Replaces the price list of one type; campaigns already bought keep their price. */
  ptcPricingUpdate: {
    method: 'PUT',
    path: '/api/admin/ptc/pricing/:type',
    auth: 'admin',
    params: adminPricingParamsSchema,
    body: adminPricingPayloadSchema,
    answer: adminPricingAnswerSchema,
  },
  /** The viewer's share and the minimum total views. */
  ptcSettingsUpdate: {
    method: 'PUT',
    path: '/api/admin/ptc/settings',
    auth: 'admin',
    body: adminPtcSettingsSchema,
    answer: adminPricingAnswerSchema,
  },
  ptcSnippets: {
    method: 'GET',
    path: '/api/admin/ptc/snippets',
    auth: 'admin',
    answer: adminAdSnippetsAnswerSchema,
  },
  ptcSnippetsUpdate: {
    method: 'PUT',
    path: '/api/admin/ptc/snippets',
    auth: 'admin',
    body: adminAdSnippetsSchema,
    answer: adminAdSnippetsAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
