import { z } from 'zod';

/**
 * The operator console's calls (DESIGN.md "API": what the spec does not show and an operator
 * needs lives under /api/admin). Admin session required; 401 with a session flag otherwise, 403
 * for a member who is not an administrator.
 */
export const adminPaths = {
  faqs: '/api/admin/faqs',
  faq: (id: string) => `/api/admin/faqs/${encodeURIComponent(id)}`,
  homepageSections: '/api/admin/homepage-sections',
  homepageSection: (id: string) => `/api/admin/homepage-sections/${encodeURIComponent(id)}`,
  announcements: '/api/admin/announcements',
  announcement: (id: string) => `/api/admin/announcements/${encodeURIComponent(id)}`,
  siteTexts: '/api/admin/site-texts',
  siteText: (key: SiteTextKey) => `/api/admin/site-texts/${key}`,
  contactMessages: '/api/admin/contact-messages',
  contactMessageHandled: (id: string) =>
    `/api/admin/contact-messages/${encodeURIComponent(id)}/handled`,
  outbox: '/api/admin/outbox',
  /** ?q= (userName, e-mail, name or mobile; case-insensitive) &page= ; newest first. */
  members: '/api/admin/members',
  memberBan: (id: string) => `/api/admin/members/${encodeURIComponent(id)}/ban`,
  memberUnban: (id: string) => `/api/admin/members/${encodeURIComponent(id)}/unban`,
  /** ?page= ; newest first. */
  auditLog: '/api/admin/audit-log',
} as const;

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

export const adminFaqSchema = z.strictObject({
  question: z.string().trim().min(1, 'The question is required').max(500),
  answerHtml: operatorHtml,
  position,
});
export const adminHomepageSectionSchema = z.strictObject({
  title: z.string().trim().min(1, 'The title is required').max(200),
  messageHtml: operatorHtml,
  position,
});
export const adminAnnouncementSchema = z.strictObject({ messageHtml: operatorHtml });
export const adminSiteTextSchema = z.strictObject({ html: z.string().max(200_000) });

export interface AdminFaq {
  id: string;
  question: string;
  answerHtml: string;
  position: number;
  createdAt: string;
}
export interface AdminHomepageSection {
  id: string;
  title: string;
  messageHtml: string;
  position: number;
  createdAt: string;
}
export interface AdminAnnouncement {
  id: string;
  messageHtml: string;
  createdAt: string;
}
export interface AdminSiteText {
  key: SiteTextKey;
  html: string;
  updatedAt: string | null;
}
export interface AdminContactMessage {
  id: string;
  name: string;
  email: string;
  mobileNumber: string;
  subject: string;
  message: string;
  memberId: string | null;
  handledAt: string | null;
  createdAt: string;
}
export interface AdminMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string | null;
  error: string | null;
  createdAt: string;
}

export const adminMembersQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const adminAuditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export type MemberStatus = 'active' | 'banned';

/** One row of the member list; balances in rupees (wire form, see money.ts). */
export interface AdminMember {
  id: string;
  userName: string;
  name: string;
  email: string;
  mobile: string | null;
  role: 'member' | 'admin';
  status: MemberStatus;
  createdAt: string;
  referrerUserName: string | null;
  withdrawable: number;
  deposit: number;
  /** What the member owes after chargebacks their balance could not cover (0: nothing). */
  debt: number;
}
export interface AdminMembersPage {
  members: AdminMember[];
  total: number;
  page: number;
  pageSize: number;
}
/** Ban and unban answer the member's new state; `changed` is false when it already was so. */
export interface AdminMemberStatusAnswer {
  member: { id: string; userName: string; status: MemberStatus };
  changed: boolean;
}

/** The refusals of a ban (shown as they are). */
export const ADMIN_BAN_ERRORS = {
  self: 'You cannot ban your own account.',
  admin: 'An administrator cannot be banned.',
  notFound: 'No such member',
} as const;

/** What an admin did: one row per successful write call of the console. */
export interface AdminAuditEntry {
  id: string;
  adminId: string;
  adminUserName: string | null;
  /** e.g. 'member.ban', 'faq.update', 'site_text.update'. */
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}
export interface AdminAuditLogPage {
  entries: AdminAuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}
