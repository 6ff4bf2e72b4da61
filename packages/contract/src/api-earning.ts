import { z } from 'zod';
import { countSchema, htmlSchema, idSchema, msgAnswer } from './api-envelope.ts';
import { CAMPAIGN_TYPES } from './constants.ts';
import { rupeeAmountSchema } from './money.ts';

/**
 * Pay-to-click ads, short links and task walls (docs/product/ptc-ads.md, short-links.md,
 * task-walls.md).
 */

/** A moment a countdown runs to: epoch milliseconds; null when there is none. */
const deadlineSchema = z.number().int().nullable();

// ---- PTC (docs/product/ptc-ads.md#calls-and-fields) ----

export const ptcCampaignViewSchema = z.object({
  _id: z.string(),
  campaignType: z.enum(CAMPAIGN_TYPES),
  step_2_title: z.string(),
  step_2_description: z.string(),
  step_2_url: z.string(),
  /** How long the member must view, in seconds. */
  step_3_duration_for_user: countSchema,
  /** What the member earns for the view. */
  step_3_amount_for_user: rupeeAmountSchema,
});

export const ptcHomeAnswerSchema = msgAnswer(
  z.object({
    PTCAds_campaignsData: z.array(ptcCampaignViewSchema),
    today_PTCAdsIncome: rupeeAmountSchema,
    totalLinks: countSchema,
    completedClick: countSchema,
    userAvailableBalance: rupeeAmountSchema,
    /** When more ads become available. */
    willCome_afterThis_time: deadlineSchema,
    other_data_PTCAds_instructions: htmlSchema,
  }),
);

/**
 * Ours (a view starts on the server, docs/product/ptc-ads.md#the-ad-flow): sent when View Ad opens
 * the tab, so the claim can check that the campaign's duration has really passed.
 */
export const ptcViewStartPayloadSchema = z.strictObject({
  /** The campaign id. */
  btnName: idSchema,
});

/**
 * The started view: its token goes back with the claim, and the claim succeeds only once the
 * duration (seconds, counted on the server's clock from the start) has passed.
 */
export const ptcViewStartAnswerSchema = msgAnswer(
  z.object({ viewToken: z.string(), duration: countSchema }),
);

/** A view token as the view start answered it. */
export const PTC_VIEW_TOKEN_MAX_LENGTH = 200;

/**
 * The claim ({obj: btnName, btnClickEarn}). btnClickEarn carries the view token of
 * the started view (ours); the server pays the campaign's own reward, never an amount it is sent.
 */
export const ptcIncomePayloadSchema = z.strictObject({
  btnName: idSchema,
  btnClickEarn: z.string().trim().min(1).max(PTC_VIEW_TOKEN_MAX_LENGTH),
});

/**
 * Ours: whether the member's network address is a known proxy (docs/product/ptc-ads.md#blocking;
 * the spec's "proxy-check request"). message is the block text to show when proxy is true, empty
 * otherwise.
 */
export const proxyCheckAnswerSchema = msgAnswer(
  z.object({ proxy: z.boolean(), message: z.string() }),
);

/**
 * Ours: the operator's ad-network snippets (HTML with scripts) for the ad pages
 * (docs/product/ptc-ads.md#operator: "ad-network scripts injected on the waiting ... and the
 * verification pages"). Empty when the operator set none. The client renders them; the server never
 * runs them.
 */
export const ptcAdSnippetsAnswerSchema = msgAnswer(
  z.object({ waitingPage: htmlSchema, verificationPage: htmlSchema }),
);

export const ptcIncomeAnswerSchema = msgAnswer(
  z.object({ userAvailableBalance: rupeeAmountSchema }),
);

// ---- Short links (docs/product/short-links.md#calls-and-fields) ----

export const shortLinkSchema = z.object({
  shortnerName: z.string(),
  shortnerDomain: z.string(),
  /** Text such as '5 m' or '30 s'. */
  time: z.string(),
  amount: rupeeAmountSchema,
  /** A link to how-to-complete help. */
  how_to_complete: z.string(),
  isDisable: z.boolean(),
  /** The card is disabled until this moment. */
  expireTimer: deadlineSchema,
  completedClicks: countSchema,
  how_much_click_allow: countSchema,
});

export const shortLinkDataAnswerSchema = msgAnswer(
  z.object({
    today_shortLinkIncome: rupeeAmountSchema,
    totalLinks: countSchema,
    completedClick: countSchema,
    pendingClick: countSchema,
    pendingEarnings: rupeeAmountSchema,
    userAvailableBalance: rupeeAmountSchema,
    shortedLinksData: z.array(shortLinkSchema),
    other_data_shortLink_instructions: htmlSchema,
  }),
);

/**
 * Start & Earn ({obj_already: shortnerDomain, endPageRoute, clientOrigin}). The
 * server builds the destination from its own origin; the last two are accepted, not trusted.
 */
export const shortLinkFirstPagePayloadSchema = z.strictObject({
  shortnerDomain: z.string().trim().min(1).max(253),
  endPageRoute: z.string().max(200).optional(),
  clientOrigin: z.string().max(200).optional(),
});

/** The short URL to send the browser to: new, or the member's pending one. */
export const shortLinkFirstPageAnswerSchema = z.object({
  shortUrl: z.string().optional(),
  existingRecord: z.object({ shortUrl: z.string() }).optional(),
});

/** Claim on the last page; not wrapped in obj. */
export const shortLinkLastPagePayloadSchema = z.strictObject({
  uniqueToken: z.string().trim().min(1).max(128),
});

export const shortLinkLastPageAnswerSchema = z.object({
  message: z.string(),
  amount: rupeeAmountSchema,
});

/**
 * Ours: the built-in shortener's interstitial page (docs/product/short-links.md#shorteners: a
 * built-in local shortener makes the flow work with no third party). The page shows the
 * operator's ad snippet and reports in (shortLinkInterstitialBeaconAnswerSchema), waits
 * waitSeconds, then sends the browser on to the destination the report answered.
 */
export const shortLinkInterstitialAnswerSchema = msgAnswer(
  z.object({
    waitSeconds: countSchema,
    adSnippet: htmlSchema,
  }),
);
/**
 * Ours: the interstitial page has loaded and reports in; only then is the destination (the last
 * page with its claim token) handed out, and the claim's minimum seconds count from this report.
 */
export const shortLinkInterstitialBeaconAnswerSchema = msgAnswer(
  z.object({ destination: z.string() }),
);
export const shortLinkInterstitialParamsSchema = z.object({
  code: z.string().trim().min(1).max(64),
});

// ---- Task walls (docs/product/task-walls.md#calls-and-fields) ----

export const offerWallSchema = z.object({
  offerWallName: z.string(),
  /** The wall's address with the member's id filled in. */
  offerWallApiLink: z.string(),
});

export const offerWallAnswerSchema = msgAnswer(
  z.object({
    today_offerWallIncome: rupeeAmountSchema,
    total_offerWall: countSchema,
    today_completed: countSchema,
    offerWallData_after_replace: z.array(offerWallSchema),
    other_data_offerWalls_instructions: htmlSchema,
    available_balance: rupeeAmountSchema,
    /** Ours: rewards held until their hold days pass (shown as pending). */
    pending_offerWallEarnings: rupeeAmountSchema,
  }),
);
