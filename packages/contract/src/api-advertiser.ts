import { z } from 'zod';
import {
  countInputSchema,
  countSchema,
  idSchema,
  msgAnswer,
  rupeeInputSchema,
  timeSchema,
} from './api-envelope.ts';
import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_INTERVAL_MAX_HOURS,
  CAMPAIGN_INTERVAL_MIN_HOURS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TITLE_MAX_LENGTH,
  CAMPAIGN_TYPES,
} from './constants.ts';
import { rupeeAmountSchema } from './money.ts';
import { isPrivateHost, PRIVATE_URL_MESSAGE } from './private-network.ts';
import { isHttpUrl, youTubeVideoId } from './validation.ts';

/**
 * The advertiser area: campaigns, their status, the creation wizard (docs/product/advertiser.md).
 */

// ---- Your Campaigns (docs/product/advertiser.md#calls-and-fields) ----

export const advertiserCampaignSchema = z.object({
  _id: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  campaignType: z.enum(CAMPAIGN_TYPES),
  step_2_title: z.string(),
  step_2_description: z.string(),
  step_2_url: z.string(),
  step_3_duration_for_user: countSchema,
  step_3_total_views: countSchema,
  completed_total_views: countSchema,
  step_3_interval_in_hours: countSchema,
  step_3_enableLimit: z.boolean(),
  step_3_limitViewsPerDay: countSchema.nullable(),
  /** The total cost paid from the deposit balance. */
  step_4_subTotal: rupeeAmountSchema,
  spend: rupeeAmountSchema,
  time: timeSchema,
  /**
   * Ours: a new campaign paused until the operator reviews it ('Waiting for review'); it cannot
   * be activated until then. Absent from an older server: not waiting.
   */
  waiting_for_review: z.boolean().default(false),
});

export const advertiserDataAnswerSchema = msgAnswer(
  z.object({
    total_campaigns: countSchema,
    active_campaigns: countSchema,
    paused_campaigns: countSchema,
    remaining_views: countSchema,
    userDepositBalance: rupeeAmountSchema,
    userAvailableBalance: rupeeAmountSchema,
    advertiserData: z.array(advertiserCampaignSchema),
  }),
);

// ---- Pause, activate, delete ({encryptedObj: {clientMsg, _id}}; docs/product/advertiser.md) ----

export const campaignStatusPayloadSchema = z.strictObject({
  clientMsg: z.enum(['paused', 'active', 'delete']),
  _id: idSchema,
});
export type CampaignStatusAction = z.infer<typeof campaignStatusPayloadSchema>['clientMsg'];

/** success; after a delete, msg.userDepositBalance with the refund applied. */
export const campaignStatusAnswerSchema = z.object({
  success: z.boolean(),
  msg: z.union([z.string(), z.object({ userDepositBalance: rupeeAmountSchema })]).optional(),
});

// ---- Creation wizard (docs/product/advertiser.md#the-campaign-wizard, #calls-and-fields) ----

export const pricingEntrySchema = z.object({
  /** View duration in seconds. */
  time: countSchema,
  /** Price per view. */
  price: rupeeAmountSchema,
});

export const advertiserCreateDataAnswerSchema = msgAnswer(
  z.object({
    PTCAds_pricing: z.object({
      window: z.array(pricingEntrySchema),
      iframe: z.array(pricingEntrySchema),
      youtube: z.array(pricingEntrySchema),
    }),
    PTCAds_total_minimum_Views: countSchema,
    userDepositBalance: rupeeAmountSchema,
    userAvailableBalance: rupeeAmountSchema,
  }),
);

/** The duration option's value, 'seconds-price' ('10-0.5'); 'Choose Any One' is not one. */
const DURATION_OPTION = /^(\d{1,5})-(\d{1,9}(?:\.\d{1,3})?)$/;

/** Seconds and price per view of a duration option, or null for anything else. */
export function parseDurationOption(value: string): { seconds: number; price: number } | null {
  const match = DURATION_OPTION.exec(value.trim());
  if (!match) return null;
  return { seconds: Number(match[1]), price: Number(match[2]) };
}

// Texts verbatim from the spec (docs/product/advertiser.md#step-checks).
const required = (field: string) => `${field} is a required field`;

export const campaignCreatePayloadSchema = z
  .strictObject({
    selectedOption_state: z.enum(CAMPAIGN_TYPES),
    step_2_title: z
      .string({ error: required('Title') })
      .trim()
      .min(1, required('Title'))
      // Truncated, not refused: the wizard cuts it as it is typed.
      .transform((title) => title.slice(0, CAMPAIGN_TITLE_MAX_LENGTH)),
    step_2_url: z
      .string({ error: required('URL') })
      .trim()
      .min(1, required('URL'))
      .max(2048),
    step_2_description: z
      .string({ error: required('Description') })
      .trim()
      .min(1, required('Description'))
      .transform((text) => text.slice(0, CAMPAIGN_DESCRIPTION_MAX_LENGTH)),
    step_3_duration: z
      .string({ error: required('Duration') })
      .refine((value) => parseDurationOption(value) !== null, required('Duration')),
    step_3_total_views: countInputSchema.refine((views) => views > 0, required('Total Views')),
    step_3_interval_in_hours: countInputSchema.refine(
      (hours) => hours >= CAMPAIGN_INTERVAL_MIN_HOURS && hours <= CAMPAIGN_INTERVAL_MAX_HOURS,
      required('Interval'),
    ),
    step_3_enableLimit: z.boolean().default(false),
    step_3_limitViewsPerDay: countInputSchema.nullish(),
    /** Price per view times total views, 3 decimals; the server recomputes it. */
    step_4_subTotal: rupeeInputSchema,
  })
  .superRefine((form, ctx) => {
    // The link must suit the campaign type (docs/product/advertiser.md#step-checks); an empty one
    // has already been reported as required.
    const isYouTube = form.selectedOption_state === 'youtube';
    const url = form.step_2_url;
    if (url !== '' && !(isYouTube ? youTubeVideoId(url) !== null : isHttpUrl(url))) {
      ctx.addIssue({
        code: 'custom',
        path: ['step_2_url'],
        message: isYouTube ? 'Please enter a valid YouTube video URL' : 'Please enter a valid URL',
      });
    } else if (!isYouTube && url !== '' && isPrivateHost(new URL(url).hostname)) {
      // Ours: not a link into the viewer's own machine or network (private-network.ts); the
      // server also asks DNS where a name points (campaign-url-policy.ts).
      ctx.addIssue({ code: 'custom', path: ['step_2_url'], message: PRIVATE_URL_MESSAGE });
    }
    // The daily limit, when enabled (docs/product/advertiser.md#step-checks).
    if (form.step_3_enableLimit) {
      const limit = form.step_3_limitViewsPerDay;
      if (limit === null || limit === undefined || limit < 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['step_3_limitViewsPerDay'],
          message: required('Per Day Limit'),
        });
      } else if (limit > form.step_3_total_views) {
        ctx.addIssue({
          code: 'custom',
          path: ['step_3_limitViewsPerDay'],
          message: 'Per Day Limit must not be greater than total views',
        });
      }
    }
  });
export type CampaignCreatePayload = z.input<typeof campaignCreatePayloadSchema>;

export const advertiserCreateAnswerSchema = msgAnswer(
  z.object({ userAvailableBalance: rupeeAmountSchema }),
);

/**
 * The advertiser area's texts (the spec's verbatim, 'equel' included; the rest ours:
 * docs/product/advertiser.md).
 */
export const ADVERTISER_TEXTS = {
  paused: 'Campaign paused successfully!',
  activated: 'Campaign activated successfully!',
  deleted: 'Campaign deleted successfully!',
  created: 'Your campaign has been successfully submitted.',
  insufficientBalance: 'Insufficient Balance',
  minimumViews: (minimum: number) => `Total Views must be greater or equel to ${minimum}`,
  /** The wizard's step 3 check (docs/product/advertiser.md#step-checks). */
  minimumViewsAllowed: (minimum: number) => `Minimum ${minimum} Total View Allowed`,
  // Ours.
  maximumViews: (maximum: number) => `Total Views must not be greater than ${maximum}`,
  campaignNotFound: 'Campaign not found.',
  campaignCompleted: 'This campaign has already received all its views.',
  durationNotOffered:
    'This duration is not available for this campaign type. Please choose another.',
  priceChanged:
    'The price of this duration has changed. Please review your campaign and try again.',
  heldByOperator:
    'This campaign was paused by our team and cannot be activated. Please contact support.',
  /** Ours: a new campaign the operator has not reviewed yet; it cannot be activated until then. */
  waitingForReview: 'Waiting for review',
} as const;

/** Ours: the most views one campaign may buy (keeps every total a safe integer). */
export const CAMPAIGN_MAX_TOTAL_VIEWS = 100_000_000;
