import { z } from 'zod';
import { htmlSchema, msgAnswer, timeSchema } from './api-envelope.ts';
import { rupeeAmountSchema } from './money.ts';
import { captchaTokenSchema } from './api-auth.ts';
import { emailSchema, mobileNumberSchema } from './validation.ts';
import { FIELD_TEXTS } from './validation-texts.ts';

/**
 * Public pages: the navigation check with page data, statistics, contact
 * (docs/product/site-and-pages.md).
 */

// ---- Navigation check (docs/product/site-and-pages.md#navigation-check) ----

const pageFlag = z.enum(['true', 'false']).optional();

/** Each public page asks for its own data alongside the login check. */
export const navCheckQuerySchema = z.object({
  faq: pageFlag,
  paymentProof: pageFlag,
  privacy_policy: pageFlag,
  dmca: pageFlag,
  terms_of_use: pageFlag,
  /** Ours: the footer's rating and outside links, asked by the shell's own check. */
  footer: pageFlag,
});

/** FAQ entry; 'faqQuestioin' is the spec's spelling. */
export const faqEntrySchema = z.object({ faqQuestioin: z.string(), faqAnswer: htmlSchema });

export const homepageSectionSchema = z.object({
  homepageSection_title: z.string(),
  homepageSection_message: htmlSchema,
});

export const paymentProofRowSchema = z.object({
  time: timeSchema,
  /** Masked (maskUserName: 'de**o'): the public page never shows a member's userName. */
  userName: z.string(),
  withdrawal_method: z.string(),
  balance: rupeeAmountSchema,
  /** Ours: the payout's reference, masked (maskPaymentReference), when recorded. */
  payment_reference: z.string().nullish(),
});

// ---- Footer: the operator's rating and outside links (docs/product/site-and-pages.md#footer) ----

/** The social networks the footer may link to, in the footer's order. */
export const FOOTER_SOCIAL_NETWORKS = [
  'facebook',
  'x',
  'instagram',
  'linkedin',
  'telegram',
  'youtube',
] as const;
export type FooterSocialNetwork = (typeof FOOTER_SOCIAL_NETWORKS)[number];

/** Each network's name as the footer and the console show it. */
export const FOOTER_SOCIAL_NAMES: Record<FooterSocialNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  telegram: 'Telegram',
  youtube: 'YouTube',
};

/**
 * What the footer shows. Only the links the operator set are here: an unset link is left out
 * and the footer shows nothing in its place (no link to a network's home page).
 */
export const footerDataSchema = z.object({
  /** Out of RATING_OUT_OF; the spec's 4.3 until the operator sets another. */
  rating: z.number(),
  reviewUrl: z.string().optional(),
  socialLinks: z.array(z.object({ network: z.enum(FOOTER_SOCIAL_NETWORKS), url: z.string() })),
});
export type FooterData = z.infer<typeof footerDataSchema>;

export const navCheckAnswerSchema = msgAnswer(
  z.object({
    isLogin: z.boolean(),
    /** Ours: true for an operator, whose member menu then links to the console (/admin). */
    isAdmin: z.boolean().optional(),
    // With faq=true (the home page):
    other_data_faqArray: z.array(faqEntrySchema).optional(),
    other_data_homepage_Array: z.array(homepageSectionSchema).optional(),
    paymentProof_data: z.array(paymentProofRowSchema).optional(),
    // Legal pages: operator HTML.
    privacy_policy_data: htmlSchema.optional(),
    dmca_data: htmlSchema.optional(),
    terms_of_use_data: htmlSchema.optional(),
    // With footer=true (every page's shell):
    footer_data: footerDataSchema.optional(),
  }),
);
export type NavCheckAnswer = z.infer<typeof navCheckAnswerSchema>;

// ---- Public statistics (docs/product/site-and-pages.md#home-page) ----

/** A number, or text already abbreviated with K/M/B. */
const statisticSchema = z.union([z.number(), z.string()]);

export const webStatisticsAnswerSchema = msgAnswer(
  z.object({
    users: statisticSchema,
    userCompletedTask: statisticSchema,
    visitorsLast30Days: statisticSchema,
    totalWithdrawalAmount: statisticSchema,
  }),
);

// ---- Contact form and member Support (docs/product/site-and-pages.md#contact-and-support) ----

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

export const contactPayloadSchema = z.strictObject({
  name: requiredText(FIELD_TEXTS.nameRequired, 100),
  email_address: emailSchema,
  mobile_number: mobileNumberSchema,
  subject: requiredText(FIELD_TEXTS.subjectRequired, 200),
  message: requiredText(FIELD_TEXTS.messageRequired, 5000),
  consent: z.literal(true, { error: FIELD_TEXTS.consentRequired }),
  captcha_token: captchaTokenSchema,
});
export type ContactPayload = z.input<typeof contactPayloadSchema>;
