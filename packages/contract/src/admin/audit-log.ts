import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';

/*
 * What an operator did: one row per successful write call of the console, newest first, told
 * as a sentence and filterable by kind of write, operator and member.
 */

/** The kinds of console writes the log can be filtered by, in the operator's words. */
export const AUDIT_ACTION_LABELS = {
  'withdrawal.decide': 'Withdrawal approved or rejected',
  'withdrawal.bulk_decide': 'Withdrawals approved at once',
  'member.ban': 'Member banned',
  'member.unban': 'Member unbanned',
  'member.adjust': 'Balance adjusted by hand',
  'campaign.pause': 'Campaign paused',
  'campaign.activate': 'Campaign activated',
  'campaign.remove': 'Campaign removed',
  'campaign.approve': 'Campaign approved after review',
  'campaign.refuse': 'Campaign refused after review',
  'campaign.review_settings': 'Campaign review settings changed',
  'wallet_settings.update': 'Wallet rates changed',
  'withdrawal_method.create': 'Withdrawal method added',
  'withdrawal_method.update': 'Withdrawal method changed',
  'gift_code.create': 'Gift code created',
  'gift_code.update': 'Gift code changed or ended',
  'shortener.create': 'Shortener added',
  'shortener.update': 'Shortener changed',
  'offerwall.create': 'Task wall added',
  'offerwall.update': 'Task wall changed',
  'game_room.create': 'Room added',
  'game_room.update': 'Room changed',
  'game_settings.update': 'Paid rooms switched',
  'ptc_pricing.update': 'PTC pricing changed',
  'ptc_settings.update': 'PTC settings changed',
  'ptc_snippets.update': 'Ad snippets changed',
  'announcement.create': 'Announcement published',
  'announcement.delete': 'Announcement removed',
  'faq.create': 'FAQ added',
  'faq.update': 'FAQ changed',
  'faq.delete': 'FAQ deleted',
  'homepage_section.create': 'Homepage section added',
  'homepage_section.update': 'Homepage section changed',
  'homepage_section.delete': 'Homepage section deleted',
  'footer.update': 'Footer changed',
  'site_text.update': 'Site text changed',
  'contact_message.handled': 'Contact message handled',
  'api_docs.publish': 'API document published or closed',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** An empty filter box is no filter. */
const optionalName = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);

export const adminAuditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** One kind of write (a key of AUDIT_ACTION_LABELS). */
  action: z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]]).optional(),
  /** The operator's userName. */
  operator: optionalName,
  /** The userName of the member a write concerns (banned, paid, whose campaign was removed). */
  member: optionalName,
});

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  adminId: z.string(),
  /** Null when the operator's account is gone. */
  adminUserName: z.string().nullable(),
  /** e.g. 'member.ban', 'faq.update', 'site_text.update'. */
  action: z.string(),
  /** The record's id or the text's key. */
  target: z.string().nullable(),
  /** The request body (long texts cut) or what the route noted. */
  details: z.record(z.string(), z.unknown()).nullable(),
  /** What happened, as a sentence with its outcome and amount ("Approved ₹50.000 to demo"). */
  sentence: z.string(),
  /** The member the write concerns, when it concerns one. */
  memberUserName: z.string().nullable(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditLogPageSchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminAuditLogPage = z.infer<typeof adminAuditLogPageSchema>;

/** The console's Audit log tab. */
export const auditLogAdminRoutes = {
  auditLogList: {
    method: 'GET',
    path: '/api/admin/audit-log',
    auth: 'admin',
    query: adminAuditLogQuerySchema,
    answer: adminAuditLogPageSchema,
  },
} as const satisfies Record<string, ApiRoute>;
