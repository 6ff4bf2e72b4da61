import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';

/*
 * What reaches the operator: the messages of the contact form and member Support, and the mail
 * the site sent (or kept, when no SMTP server is configured, so reset links still reach the member
 * through the console). Newest first, 25 a page. Times are ISO date-times.
 */

const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const adminContactMessagesQuerySchema = z.object({
  page,
  /** 'true': only the messages not yet handled. */
  open: z.enum(['true', 'false']).optional(),
});
export const adminOutboxQuerySchema = z.object({ page });

export const adminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  subject: z.string(),
  /** Plain text as the visitor wrote it: never rendered as HTML. */
  message: z.string(),
  /** The member who wrote it through Support; null for a visitor. */
  memberId: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The HTML alternative, when the mail has one. */
  html: z.string().nullable(),
  /** Null while kept or failed. */
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

/** The console's Messages and Outbox tabs. */
export const inboxAdminRoutes = {
  contactMessageList: {
    method: 'GET',
    path: '/api/admin/contact-messages',
    auth: 'admin',
    query: adminContactMessagesQuerySchema,
    answer: z.object({
      messages: z.array(adminContactMessageSchema),
      total: z.number(),
      pageSize: z.number(),
    }),
  },
  /** Idempotent: a message handled before keeps its first handledAt. */
  contactMessageHandled: {
    method: 'POST',
    path: '/api/admin/contact-messages/:id/handled',
    auth: 'admin',
    params: z.object({ id: z.string().min(1).max(64) }),
    answer: z.object({ message: adminContactMessageSchema }),
  },
  outboxList: {
    method: 'GET',
    path: '/api/admin/outbox',
    auth: 'admin',
    query: adminOutboxQuerySchema,
    answer: z.object({ mails: z.array(adminMailSchema), pageSize: z.number() }),
  },
} as const satisfies Record<string, ApiRoute>;
