// What the server processes share: state without Redis, and the jobs table.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * State several server processes share when no Redis is configured (shared-state/): windowed
 * counters (rate limits) and single-use keys (captcha solutions). Rows past expires_at mean
 * nothing and are swept by a job.
 */
export const sharedState = pgTable(
  'shared_state',
  {
    key: text('key').primaryKey(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('shared_state_expires_idx').on(t.expiresAt)],
);

/**
 * Deadlines and periodic work (jobs/): a row per job with its due time, picked with FOR UPDATE
 * SKIP LOCKED so each due run happens in exactly one process; the handler runs in the same
 * transaction that marks the run done. A recurring job (every_seconds) keeps one row whose
 * run_at moves on; unique_key names a job that must exist once (a recurring job, a game's turn
 * timer) so scheduling it again moves it instead of adding another.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    name: text('name').notNull(),
    uniqueKey: text('unique_key'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    everySeconds: integer('every_seconds'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runCount: integer('run_count').notNull().default(0),
    lastError: text('last_error'),
    lastRunBy: text('last_run_by'),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_unique_key').on(t.uniqueKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.completedAt} IS NULL AND ${t.failedAt} IS NULL`),
    check('jobs_every_seconds_positive', sql`${t.everySeconds} IS NULL OR ${t.everySeconds} > 0`),
  ],
);
