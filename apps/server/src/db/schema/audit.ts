// The console's audit log.
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './members.ts';

/** What operators did through the console: one row per successful admin write call. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);
