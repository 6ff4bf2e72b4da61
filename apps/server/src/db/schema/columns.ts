import { bigint, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column shapes every domain's tables share. Money is bigint milli-rupees (integers, never
 * floats). Public record ids are text (24 hex characters, see lib/ids.ts) because members see
 * them as order numbers; ledger rows use bigserial.
 */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const milli = (name: string) => bigint(name, { mode: 'bigint' });
