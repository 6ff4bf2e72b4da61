// Gift codes a member redeems for money.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, milli } from './columns.ts';

export const giftCodes = pgTable(
  'gift_codes',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    amount: milli('amount').notNull(),
    wallet: text('wallet', { enum: ['withdrawable', 'deposit'] })
      .notNull()
      .default('withdrawable'),
    maxClaims: integer('max_claims').notNull(),
    claimsCount: integer('claims_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_codes_code_key').on(t.code),
    // Members type codes in any case (gift-codes.ts), so two codes may not differ only by case.
    uniqueIndex('gift_codes_code_lower_key').on(sql`lower(${t.code})`),
    check('gift_codes_amount_positive', sql`${t.amount} > 0`),
    check('gift_codes_claims_within_limit', sql`${t.claimsCount} <= ${t.maxClaims}`),
  ],
);
