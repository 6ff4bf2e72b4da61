import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';

/* What an operator did: one row per successful write call of the console, newest first. */

export const adminAuditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
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
