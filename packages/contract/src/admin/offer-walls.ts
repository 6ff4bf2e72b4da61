import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';

/*
 * The operator's task walls (docs/product/task-walls.md#operator, #postbacks): each wall is a
 * network's offer wall shown in a frame, and the postback address the network calls when a member
 * completes an offer (/postback/{slug}). Amounts are rupees on the wire. The secret is write-only:
 * answers carry its last characters only.
 */

/**
 * How a postback is signed:
 * - md5: subId, transId, reward, status (1 credit, 2 chargeback),
 *   signature = md5(subId + transId + reward + secret) (Revlum, CPX and their family);
 * - lootably: userID, transactionID, ip, revenue, currencyReward, status (1 credit, 0 reversal),
 *   hash = sha256(userID + ip + revenue + currencyReward + secret);
 * - bitlabs: uid, tx, val, type (RECONCILIATION or a negative val reverses), hash =
 *   HMAC-SHA1 of the full URL without its hash parameter, keyed by the secret;
 * - template: the operator names the parameters and the hash recipe.
 */
export const OFFERWALL_SCHEMES = ['md5', 'lootably', 'bitlabs', 'template'] as const;
export type OfferWallScheme = (typeof OFFERWALL_SCHEMES)[number];

/** What each preset answers a good postback with, unless the operator sets another. */
export const DEFAULT_SUCCESS_TEXT: Record<OfferWallScheme, string> = {
  md5: 'ok',
  lootably: '1',
  bitlabs: 'OK',
  template: '1',
};

export const TEMPLATE_HASH_ALGORITHMS = [
  'md5',
  'sha1',
  'sha256',
  'sha512',
  'hmac-sha1',
  'hmac-sha256',
] as const;
export type TemplateHashAlgorithm = (typeof TEMPLATE_HASH_ALGORITHMS)[number];

const paramName = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_.[\]-]+$/, 'Use letters, digits, _, -, . and [] only');

/** The template scheme: which parameter carries what, and how the signature is made. */
export const offerWallTemplateSchema = z.strictObject({
  userParam: paramName,
  transParam: paramName,
  rewardParam: paramName,
  /** Empty: every postback is a credit. */
  statusParam: z.union([z.literal(''), paramName]).default(''),
  creditValue: z.string().trim().max(40).default('1'),
  chargebackValue: z.string().trim().max(40).default('2'),
  signatureParam: paramName,
  algorithm: z.enum(TEMPLATE_HASH_ALGORITHMS),
  /**
   * The text hashed, with {parameter} for a postback parameter and {secret} for the wall's
   * secret, e.g. {user_id}{trans_id}{amount}{secret}. An hmac algorithm is keyed by the secret.
   */
  hashInput: z
    .string()
    .trim()
    .min(3)
    .max(300)
    .refine((v) => /\{[A-Za-z0-9_.[\]-]+\}/.test(v), 'Name at least one {parameter}'),
});
export type OfferWallTemplate = z.infer<typeof offerWallTemplateSchema>;

const ipSchema = z.union([z.ipv4(), z.ipv6()]);

const urlTemplateSchema = z
  .string()
  .trim()
  .max(1000)
  .refine(
    (value) =>
      URL.canParse(value.replaceAll(/\{\w+\}/g, 'x')) &&
      /^https?:$/.test(new URL(value.replaceAll(/\{\w+\}/g, 'x')).protocol),
    { message: 'Enter the wall address starting with https://' },
  )
  .refine((value) => value.includes('{userId}'), {
    message: 'The address must contain {userId}, where the member id goes',
  });

/**
 * A secret this short can be recovered from a member's {secureHash} by trying every value; walls
 * saved before the rule keep theirs (flagged weak in the console) until it is changed.
 */
export const OFFERWALL_SECRET_MIN_LENGTH = 16;
export const OFFERWALL_SECRET_MESSAGE = `Use a secret of at least ${OFFERWALL_SECRET_MIN_LENGTH} characters`;

const secretSchema = z
  .string()
  .trim()
  .min(1, 'The secret is required')
  .min(OFFERWALL_SECRET_MIN_LENGTH, OFFERWALL_SECRET_MESSAGE)
  .max(200);

/** Rupees; null: no maximum. */
const maxRewardSchema = z.union([
  z.null(),
  z.coerce
    .number()
    .positive('Enter an amount above 0, or leave it empty for no maximum')
    .max(10_000_000)
    .refine((n) => Math.round(n * 1000) === n * 1000, 'Use at most 3 decimals'),
]);

const offerWallFields = {
  name: z.string().trim().min(1, 'The name is required').max(60),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'Use 2 to 40 lower-case letters, digits and -'),
  /**
   * The wall's address; {userId} becomes the member's id, {userName} their user name and
   * {secureHash} md5(userId-secret) (the hash CPX Research asks for).
   */
  urlTemplate: urlTemplateSchema,
  scheme: z.enum(OFFERWALL_SCHEMES),
  secret: secretSchema,
  /** Postbacks only from these addresses; empty: from anywhere (the signature still holds). */
  allowedIps: z.array(ipSchema).max(50),
  /** Rupees per unit of the network's reward (the wall's currency rate). */
  rewardMultiplier: z.coerce
    .number()
    .positive()
    .max(1_000_000)
    .refine((n) => Math.round(n * 1e6) === n * 1e6, 'Use at most 6 decimals'),
  /** Rewards above this many rupees wait holdDays before they can be withdrawn. */
  holdAbove: z.coerce
    .number()
    .min(0)
    .max(10_000_000)
    .refine((n) => Math.round(n * 1000) === n * 1000, 'Use at most 3 decimals'),
  holdDays: z.coerce.number().int().min(0).max(90),
  /**
   * A credit above this many rupees is recorded for the operator's review, answered to the
   * network as received, and paid only when approved.
   */
  maxRewardPerTransaction: maxRewardSchema,
  enabled: z.boolean(),
  /** The answer to a good postback; empty: the scheme's default. */
  successText: z.string().trim().max(40),
  /** Required for the template scheme, ignored by the others. */
  template: offerWallTemplateSchema.nullable(),
};

const requireTemplate = (value: { scheme?: OfferWallScheme; template?: unknown }) =>
  value.scheme !== 'template' || Boolean(value.template);
const templateMessage = {
  message: 'The template scheme needs its parameters and hash recipe',
  path: ['template'],
};

export const adminOfferWallCreateSchema = z
  .strictObject({
    ...offerWallFields,
    allowedIps: offerWallFields.allowedIps.default([]),
    rewardMultiplier: offerWallFields.rewardMultiplier.default(1),
    holdAbove: offerWallFields.holdAbove.default(0),
    holdDays: offerWallFields.holdDays.default(0),
    maxRewardPerTransaction: offerWallFields.maxRewardPerTransaction.default(null),
    enabled: offerWallFields.enabled.default(true),
    successText: offerWallFields.successText.default(''),
    template: offerWallFields.template.default(null),
  })
  .refine(requireTemplate, templateMessage);
export type AdminOfferWallInput = z.input<typeof adminOfferWallCreateSchema>;

/** Any subset of the fields; an absent or empty secret keeps the saved one. */
export const adminOfferWallUpdateSchema = z
  .strictObject({ ...offerWallFields, secret: z.union([z.literal(''), secretSchema]) })
  .partial();

export const offerWallParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const adminOfferWallSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  urlTemplate: z.string(),
  scheme: z.enum(OFFERWALL_SCHEMES),
  /** The secret's last 4 characters. */
  secretHint: z.string(),
  /** Saved before secrets needed OFFERWALL_SECRET_MIN_LENGTH characters: change it. */
  secretWeak: z.boolean(),
  /**
   * Why the wall's signature alone cannot be trusted (it leaves out the member, the transaction
   * or the status, or a member can compute it), so postbacks need the network's addresses in
   * allowedIps; null when the signature covers them.
   */
  signatureGap: z.string().nullable(),
  allowedIps: z.array(z.string()),
  rewardMultiplier: z.number(),
  holdAbove: z.number(),
  holdDays: z.number(),
  maxRewardPerTransaction: z.number().nullable(),
  enabled: z.boolean(),
  successText: z.string(),
  template: offerWallTemplateSchema.nullable(),
  /**
   * The address to give the network as its postback URL, whole: the scheme's parameters with
   * {placeholders} where the network puts its values.
   */
  postbackUrl: z.string(),
  /** Rupees credited today (Indian day) and completions today. */
  creditedToday: z.number(),
  completedToday: z.number(),
  createdAt: z.string(),
});
export type AdminOfferWall = z.infer<typeof adminOfferWallSchema>;

export const POSTBACK_OUTCOMES = [
  'credited',
  'held',
  'charged_back',
  'duplicate',
  'refused',
  'review',
] as const;
export type PostbackOutcome = (typeof POSTBACK_OUTCOMES)[number];

/** One postback as received, with what it did (or why it was refused). */
export const adminPostbackSchema = z.object({
  _id: z.string(),
  /** The slug it was sent to (the wall's, or one naming no wall). */
  slug: z.string(),
  receivedAt: z.string(),
  ip: z.string(),
  method: z.string(),
  /** The parameters as received (query and form), signature included. */
  parameters: z.record(z.string(), z.string()),
  outcome: z.enum(POSTBACK_OUTCOMES),
  /** Why it was refused or not paid; '' for a credit. */
  reason: z.string(),
  memberId: z.string().nullable(),
  transactionId: z.string().nullable(),
  /** Rupees credited or reversed; null when none. */
  amount: z.number().nullable(),
});
export type AdminPostback = z.infer<typeof adminPostbackSchema>;

export const ADMIN_POSTBACK_PAGE_SIZE = 50;

/** A credit above the wall's maximum, waiting for the operator's Approve or Refuse. */
export const adminReviewedRewardSchema = z.object({
  _id: z.string(),
  memberId: z.string(),
  transactionId: z.string(),
  /** Rupees. */
  amount: z.number(),
  receivedAt: z.string(),
});
export type AdminReviewedReward = z.infer<typeof adminReviewedRewardSchema>;

export const reviewedRewardParamsSchema = z.object({
  id: z.string().trim().min(1).max(64),
  rewardId: z.string().trim().min(1).max(64),
});

export const ADMIN_OFFERWALL_ERRORS = {
  duplicateSlug: 'A task wall with this slug already exists.',
  rewardNotInReview: 'This reward is no longer waiting for review.',
  notFound: 'No such task wall',
} as const;

const offerWallAnswer = z.object({ offerWall: adminOfferWallSchema });

/** The console's Task walls tab; every write is in the audit log. */
export const offerWallAdminRoutes = {
  offerWallList: {
    method: 'GET',
    path: '/api/admin/offerwalls',
    auth: 'admin',
    answer: z.object({ offerWalls: z.array(adminOfferWallSchema) }),
  },
  offerWallCreate: {
    method: 'POST',
    path: '/api/admin/offerwalls',
    auth: 'admin',
    body: adminOfferWallCreateSchema,
    answer: offerWallAnswer,
  },
  offerWallUpdate: {
    method: 'PATCH',
    path: '/api/admin/offerwalls/:id',
    auth: 'admin',
    params: offerWallParamsSchema,
    body: adminOfferWallUpdateSchema,
    answer: offerWallAnswer,
  },
  /** The wall's postback log, newest first, ADMIN_POSTBACK_PAGE_SIZE a page. */
  offerWallPostbacks: {
    method: 'GET',
    path: '/api/admin/offerwalls/:id/postbacks',
    auth: 'admin',
    params: offerWallParamsSchema,
    query: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
    answer: z.object({ postbacks: z.array(adminPostbackSchema), total: z.number() }),
  },
  /** Postbacks to slugs that name no wall (a mistyped URL, or someone probing), newest first. */
  offerWallUnknownPostbacks: {
    method: 'GET',
    path: '/api/admin/offerwalls-unknown/postbacks',
    auth: 'admin',
    query: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
    answer: z.object({ postbacks: z.array(adminPostbackSchema), total: z.number() }),
  },
  /** The wall's credits above its maximum, waiting for review, oldest first. */
  offerWallReviewList: {
    method: 'GET',
    path: '/api/admin/offerwalls/:id/review',
    auth: 'admin',
    params: offerWallParamsSchema,
    answer: z.object({ rewards: z.array(adminReviewedRewardSchema) }),
  },
  /** Pays a reward waiting for review (or holds it, as the wall's hold rules say). */
  offerWallReviewApprove: {
    method: 'POST',
    path: '/api/admin/offerwalls/:id/review/:rewardId/approve',
    auth: 'admin',
    params: reviewedRewardParamsSchema,
    answer: z.object({ ok: z.literal(true) }),
  },
  /** Refuses a reward waiting for review: it is never paid. */
  offerWallReviewRefuse: {
    method: 'POST',
    path: '/api/admin/offerwalls/:id/review/:rewardId/refuse',
    auth: 'admin',
    params: reviewedRewardParamsSchema,
    answer: z.object({ ok: z.literal(true) }),
  },
} as const satisfies Record<string, ApiRoute>;
