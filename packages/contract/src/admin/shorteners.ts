import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import { operatorRupeesSchema } from './wallet.ts';

/*
 * The operator's shorteners (docs/product/short-links.md#shorteners): each row is one short link on
 * the member's list. `adlinkfly` rows call the network's AdLinkFly-compatible API (GET
 * {apiUrl}?api={key}&url={destination}); the `builtin` row is this site's own interstitial page,
 * which needs no third party. Rewards are rupees on the wire. The API key is write-only: answers
 * carry its last characters only.
 */

export const SHORTENER_PROVIDERS = ['adlinkfly', 'builtin'] as const;
export type ShortenerProvider = (typeof SHORTENER_PROVIDERS)[number];

/** A host name, optionally with a port (a local network in tests): the member's Start key. */
const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(253)
  .regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/, 'Enter a domain such as short.example');

const httpUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'Enter an http(s) address',
  });

/**
 * Where 'How to complete' points: an http(s) address, or a page of this site (a path such as
 * '/#FAQs'; '//' would leave the site).
 */
const howToCompleteUrlSchema = z.union([
  z.literal(''),
  httpUrlSchema,
  z
    .string()
    .trim()
    .max(500)
    .regex(/^\/(?!\/)\S*$/, 'Enter an http(s) address or a page of this site such as /#FAQs'),
]);

const shortenerFields = {
  name: z.string().trim().min(1, 'The name is required').max(60),
  domain: domainSchema,
  provider: z.enum(SHORTENER_PROVIDERS),
  /** Empty: https://{domain}/api, the AdLinkFly default. */
  apiUrl: z.union([z.literal(''), httpUrlSchema]),
  apiKey: z.string().trim().max(200),
  /** Rupees per completed click. */
  reward: operatorRupeesSchema.refine((n) => n <= 1000, 'At most ₹1000 per click'),
  clicksPerDay: z.coerce.number().int().min(1).max(1000),
  /** Minutes after a claim before the member may start this link again. */
  cooldownMinutes: z.coerce.number().int().min(0).max(10_080),
  /** The fewest seconds between Start and the claim (also the list's time text). */
  minSeconds: z.coerce.number().int().min(0).max(86_400),
  howToCompleteUrl: howToCompleteUrlSchema,
  enabled: z.boolean(),
};

export const adminShortenerCreateSchema = z.strictObject({
  ...shortenerFields,
  provider: shortenerFields.provider.default('adlinkfly'),
  apiUrl: shortenerFields.apiUrl.default(''),
  apiKey: shortenerFields.apiKey.default(''),
  cooldownMinutes: shortenerFields.cooldownMinutes.default(0),
  minSeconds: shortenerFields.minSeconds.default(10),
  howToCompleteUrl: shortenerFields.howToCompleteUrl.default(''),
  enabled: shortenerFields.enabled.default(true),
});
export type AdminShortenerInput = z.input<typeof adminShortenerCreateSchema>;

/** Any subset of the fields; an absent apiKey keeps the saved one. */
export const adminShortenerUpdateSchema = z.strictObject(shortenerFields).partial();

export const shortenerParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const adminShortenerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  domain: z.string(),
  provider: z.enum(SHORTENER_PROVIDERS),
  apiUrl: z.string(),
  /** The address actually called (apiUrl, or its default). */
  effectiveApiUrl: z.string(),
  /** The key's last 4 characters ('' when none is set). */
  apiKeyHint: z.string(),
  reward: z.number(),
  clicksPerDay: z.number(),
  cooldownMinutes: z.number(),
  minSeconds: z.number(),
  howToCompleteUrl: z.string(),
  enabled: z.boolean(),
  /** Claims paid today (Indian day) and ever. */
  claimsToday: z.number(),
  claimsTotal: z.number(),
  createdAt: z.string(),
});
export type AdminShortener = z.infer<typeof adminShortenerSchema>;

/** One call of the shortener's API with a sample destination, as the operator's check. */
export const adminShortenerTestAnswerSchema = z.object({
  ok: z.boolean(),
  /** The short URL it answered, when it did. */
  shortUrl: z.string().nullable(),
  /** What went wrong, or the network's message, in words. */
  message: z.string(),
  /** The first characters of the raw answer, for the operator's eyes. */
  rawAnswer: z.string(),
  elapsedMs: z.number(),
});
export type AdminShortenerTest = z.infer<typeof adminShortenerTestAnswerSchema>;

export const ADMIN_SHORTENER_ERRORS = {
  duplicateDomain: 'A shortener with this domain already exists.',
  notFound: 'No such shortener',
  keyRequired: 'An AdLinkFly shortener needs its API key.',
} as const;

const shortenerAnswer = z.object({ shortener: adminShortenerSchema });

/** The console's Short links tab; every write is in the audit log. */
export const shortenerAdminRoutes = {
  shortenerList: {
    method: 'GET',
    path: '/api/admin/shorteners',
    auth: 'admin',
    answer: z.object({ shorteners: z.array(adminShortenerSchema) }),
  },
  shortenerCreate: {
    method: 'POST',
    path: '/api/admin/shorteners',
    auth: 'admin',
    body: adminShortenerCreateSchema,
    answer: shortenerAnswer,
  },
  shortenerUpdate: {
    method: 'PATCH',
    path: '/api/admin/shorteners/:id',
    auth: 'admin',
    params: shortenerParamsSchema,
    body: adminShortenerUpdateSchema,
    answer: shortenerAnswer,
  },
  /** Calls the shortener's API once with a sample destination and shows the answer. */
  shortenerTest: {
    method: 'POST',
    path: '/api/admin/shorteners/:id/test',
    auth: 'admin',
    params: shortenerParamsSchema,
    answer: adminShortenerTestAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
