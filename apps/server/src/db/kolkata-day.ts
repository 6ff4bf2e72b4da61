import { sql } from 'drizzle-orm';

/**
 * "Today" is a day in India (docs/design.md#money-and-the-ledger), on the database clock: the clock
 * every claim and limit is checked against. Fragments for where-clauses, as timestamptz values.
 */
export const kolkataDayStartSql = sql`(date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;
export const kolkataNextDayStartSql = sql`((date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '1 day') at time zone 'Asia/Kolkata')`;
