import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import { FOOTER_SOCIAL_NETWORKS, type FooterSocialNetwork } from '../api-site.ts';
import { RATING_OUT_OF, RATING_SCORE } from '../constants.ts';

/*
 * The operator's side of the public content (docs/product/operator-console.md#tabs): the FAQ and
 * the homepage sections (ordered by position), the announcements on the member dashboard, the site
 * texts (legal pages and each member page's instructions) and the footer's rating and outside links
 * (docs/product/site-and-pages.md#footer). Operator HTML is stored as written and sanitised by the
 * client before every render (docs/design.md#the-stack-and-why). Times are ISO date-times.
 * Each prose field has an optional Hindi version (`…Hi`) that members who chose Hindi read
 * instead; empty or null means none, and they read the English
 * (docs/decisions/0016-texts-as-typed-objects.md). Names stay as written, in one language.
 */

/** Operator HTML blocks: the legal pages and each member page's instructions. */
export const SITE_TEXT_KEYS = [
  'privacy_policy',
  'terms_of_use',
  'dmca',
  'withdrawal_instructions',
  'convert_balance_instructions',
  'referral_page_text',
  'gift_code_page_message',
  'ptc_instructions',
  'shortlink_instructions',
  'offerwall_instructions',
] as const;
export type SiteTextKey = (typeof SITE_TEXT_KEYS)[number];

/** What each block is, for the console. */
export const SITE_TEXT_LABELS: Record<SiteTextKey, string> = {
  privacy_policy: 'Privacy Policy page',
  terms_of_use: 'Terms of Use page',
  dmca: 'DMCA page',
  withdrawal_instructions: 'Withdraw page instructions',
  convert_balance_instructions: 'Balance converter instructions',
  referral_page_text: 'Refer & Earn page text',
  gift_code_page_message: 'Gift code page message',
  ptc_instructions: 'PTC Ads instructions',
  shortlink_instructions: 'Short links instructions',
  offerwall_instructions: 'Task walls instructions',
};

const operatorHtml = z.string().trim().min(1, 'The text is required').max(100_000);
const position = z.coerce.number().int().min(0).max(10_000).default(0);

/**
 * A Hindi version beside an English field: optional (left out on a write keeps the stored one),
 * and '' or null saves none, so the English shows.
 */
const hindiVersion = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'The Hindi text is too long')
    .nullable()
    .optional()
    .transform((text) => (text === '' ? null : text));

export const adminFaqBodySchema = z.strictObject({
  question: z.string().trim().min(1, 'The question is required').max(500),
  questionHi: hindiVersion(500),
  answerHtml: operatorHtml,
  answerHtmlHi: hindiVersion(100_000),
  position,
});
export const adminHomepageSectionBodySchema = z.strictObject({
  title: z.string().trim().min(1, 'The title is required').max(200),
  titleHi: hindiVersion(200),
  messageHtml: operatorHtml,
  messageHtmlHi: hindiVersion(100_000),
  position,
});
export const adminAnnouncementBodySchema = z.strictObject({
  messageHtml: operatorHtml,
  messageHtmlHi: hindiVersion(100_000),
});
export const adminSiteTextBodySchema = z.strictObject({
  html: z.string().max(200_000),
  htmlHi: hindiVersion(200_000),
});

/** The same value (a schema, a default) for each social network of the footer. */
function perNetwork<T>(value: T) {
  return Object.fromEntries(FOOTER_SOCIAL_NETWORKS.map((network) => [network, value])) as Record<
    FooterSocialNetwork,
    T
  >;
}

/** A footer link: a full http(s) address, or '' for none (the footer then hides it). */
const footerLinkSchema = z
  .string()
  .trim()
  .max(500, 'The address is too long')
  .pipe(
    z.union([
      z.literal(''),
      z.url({
        protocol: /^https?$/,
        error: 'Enter a full address starting with https://, or leave it empty',
      }),
    ]),
  );

/** The footer as the operator saves it; the rating keeps one decimal (4.3). */
export const adminFooterSettingsBodySchema = z.strictObject({
  rating: z.coerce
    .number({ error: 'Enter the rating as a number' })
    .min(1, `The rating is between 1 and ${RATING_OUT_OF}`)
    .max(RATING_OUT_OF, `The rating is between 1 and ${RATING_OUT_OF}`)
    .transform((rating) => Math.round(rating * 10) / 10),
  reviewUrl: footerLinkSchema,
  socialLinks: z.strictObject(perNetwork(footerLinkSchema)),
});
export type AdminFooterSettingsBody = z.input<typeof adminFooterSettingsBodySchema>;

/** The footer as saved ('' for a link not set). Also the stored setting's shape. */
export const adminFooterSettingsSchema = z.object({
  rating: z.number().min(1).max(RATING_OUT_OF),
  reviewUrl: z.string(),
  // A network added later reads as not set in a value saved before it.
  socialLinks: z.object(perNetwork(z.string().default(''))),
});
export type AdminFooterSettings = z.infer<typeof adminFooterSettingsSchema>;

/**
 * Until the operator saves the footer: a 4.3 of 5 rating (docs/product/site-and-pages.md#footer)
 * and no links.
 */
export const DEFAULT_FOOTER_SETTINGS: AdminFooterSettings = {
  rating: RATING_SCORE,
  reviewUrl: '',
  socialLinks: perNetwork(''),
};

/** The record a FAQ, homepage or announcement route names. */
export const adminContentParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const adminSiteTextParamsSchema = z.object({ key: z.enum(SITE_TEXT_KEYS) });

export const adminFaqSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** Null while no Hindi version is written (also for the other `…Hi` fields). */
  questionHi: z.string().nullable(),
  answerHtml: z.string(),
  answerHtmlHi: z.string().nullable(),
  position: z.number(),
  createdAt: z.string(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

export const adminHomepageSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleHi: z.string().nullable(),
  messageHtml: z.string(),
  messageHtmlHi: z.string().nullable(),
  position: z.number(),
  createdAt: z.string(),
});
export type AdminHomepageSection = z.infer<typeof adminHomepageSectionSchema>;

export const adminAnnouncementSchema = z.object({
  id: z.string(),
  messageHtml: z.string(),
  messageHtmlHi: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

export const adminSiteTextSchema = z.object({
  key: z.enum(SITE_TEXT_KEYS),
  html: z.string(),
  htmlHi: z.string().nullable(),
  /** Null for a text never written (its html is then ''). */
  updatedAt: z.string().nullable(),
});
export type AdminSiteText = z.infer<typeof adminSiteTextSchema>;

/** What a removal answers once the record is gone (404 when there was none). */
export const adminRemovedAnswerSchema = z.object({ ok: z.literal(true) });

/** The console's FAQ, Homepage, Announcements, "Pages & instructions" and Footer tabs. */
export const contentAdminRoutes = {
  /** Ordered by position, then age. */
  faqList: {
    method: 'GET',
    path: '/api/admin/faqs',
    auth: 'admin',
    answer: z.object({ faqs: z.array(adminFaqSchema) }),
  },
  faqCreate: {
    method: 'POST',
    path: '/api/admin/faqs',
    auth: 'admin',
    body: adminFaqBodySchema,
    answer: z.object({ faq: adminFaqSchema }),
  },
  faqUpdate: {
    method: 'PATCH',
    path: '/api/admin/faqs/:id',
    auth: 'admin',
    params: adminContentParamsSchema,
    body: adminFaqBodySchema,
    answer: z.object({ faq: adminFaqSchema }),
  },
  faqRemove: {
    method: 'DELETE',
    path: '/api/admin/faqs/:id',
    auth: 'admin',
    params: adminContentParamsSchema,
    answer: adminRemovedAnswerSchema,
  },

  /** Ordered by position, then age. */
  homepageSectionList: {
    method: 'GET',
    path: '/api/admin/homepage-sections',
    auth: 'admin',
    answer: z.object({ sections: z.array(adminHomepageSectionSchema) }),
  },
  homepageSectionCreate: {
    method: 'POST',
    path: '/api/admin/homepage-sections',
    auth: 'admin',
    body: adminHomepageSectionBodySchema,
    answer: z.object({ section: adminHomepageSectionSchema }),
  },
  homepageSectionUpdate: {
    method: 'PATCH',
    path: '/api/admin/homepage-sections/:id',
    auth: 'admin',
    params: adminContentParamsSchema,
    body: adminHomepageSectionBodySchema,
    answer: z.object({ section: adminHomepageSectionSchema }),
  },
  homepageSectionRemove: {
    method: 'DELETE',
    path: '/api/admin/homepage-sections/:id',
    auth: 'admin',
    params: adminContentParamsSchema,
    answer: adminRemovedAnswerSchema,
  },

  /** Newest first. */
  announcementList: {
    method: 'GET',
    path: '/api/admin/announcements',
    auth: 'admin',
    answer: z.object({ announcements: z.array(adminAnnouncementSchema) }),
  },
  announcementCreate: {
    method: 'POST',
    path: '/api/admin/announcements',
    auth: 'admin',
    body: adminAnnouncementBodySchema,
    answer: z.object({ announcement: adminAnnouncementSchema }),
  },
  announcementRemove: {
    method: 'DELETE',
    path: '/api/admin/announcements/:id',
    auth: 'admin',
    params: adminContentParamsSchema,
    answer: adminRemovedAnswerSchema,
  },

  /** Every key of SITE_TEXT_KEYS, in that order, written or not. */
  siteTextList: {
    method: 'GET',
    path: '/api/admin/site-texts',
    auth: 'admin',
    answer: z.object({ texts: z.array(adminSiteTextSchema) }),
  },
  siteTextSave: {
    method: 'PUT',
    path: '/api/admin/site-texts/:key',
    auth: 'admin',
    params: adminSiteTextParamsSchema,
    body: adminSiteTextBodySchema,
    answer: z.object({
      key: z.enum(SITE_TEXT_KEYS),
      html: z.string(),
      htmlHi: z.string().nullable(),
    }),
  },

  /** The footer's rating, review link and social links (public in the navigation check). */
  footerSettings: {
    method: 'GET',
    path: '/api/admin/footer',
    auth: 'admin',
    answer: adminFooterSettingsSchema,
  },
  footerSettingsSave: {
    method: 'PUT',
    path: '/api/admin/footer',
    auth: 'admin',
    body: adminFooterSettingsBodySchema,
    answer: adminFooterSettingsSchema,
  },
} as const satisfies Record<string, ApiRoute>;
