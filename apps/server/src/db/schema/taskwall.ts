// Task walls: the operator's walls, their networks' transactions and the postback log.
import {
  OFFERWALL_SCHEMES,
  POSTBACK_OUTCOMES,
  type OfferWallTemplate,
} from '@kamao/contract/admin/offer-walls';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, milli } from './columns.ts';
import { users } from './members.ts';

/**
 * The operator's task walls (modules/taskwall): the wall's address for the frame, and how its
 * network signs postbacks to /postback/{slug}. The reward multiplier is kept in millionths.
 */
export const offerWalls = pgTable(
  'offer_walls',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    urlTemplate: text('url_template').notNull(),
    scheme: text('scheme', { enum: OFFERWALL_SCHEMES }).notNull(),
    secret: text('secret').notNull(),
    allowedIps: jsonb('allowed_ips').$type<string[]>().notNull().default([]),
    rewardMultiplierPpm: bigint('reward_multiplier_ppm', { mode: 'bigint' }).notNull(),
    holdAbove: milli('hold_above')
      .notNull()
      .default(sql`0`),
    holdDays: integer('hold_days').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    successText: text('success_text').notNull().default(''),
    template: jsonb('template').$type<OfferWallTemplate>(),
    // A credit above this waits for the operator's approval; null: no maximum.
    maxRewardPerTransaction: milli('max_reward_per_transaction'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_walls_slug_key').on(t.slug),
    check(
      'offer_walls_scheme_known',
      sql`${t.scheme} IN ('md5', 'lootably', 'bitlabs', 'template')`,
    ),
    check('offer_walls_multiplier_positive', sql`${t.rewardMultiplierPpm} > 0`),
    check('offer_walls_hold_not_negative', sql`${t.holdAbove} >= 0 AND ${t.holdDays} >= 0`),
    check(
      'offer_walls_max_reward_positive',
      sql`${t.maxRewardPerTransaction} IS NULL OR ${t.maxRewardPerTransaction} > 0`,
    ),
  ],
);

/**
 * review: above the wall's maximum per transaction, paid only when the operator approves it;
 * refused: the operator refused it, never paid.
 */
export const OFFERWALL_TRANSACTION_STATUSES = [
  'credited',
  'held',
  'charged_back',
  'review',
  'refused',
] as const;

/**
 * One transaction of a wall's network: credited once per (wall, transaction id), held until
 * release_at when above the wall's threshold, and reversed at most once. A chargeback of a
 * transaction never seen is kept too (amount 0, charged_back), so a late credit of it pays
 * nothing.
 */
export const offerWallTransactions = pgTable(
  'offerwall_transactions',
  {
    id: text('id').primaryKey(),
    wallId: text('wall_id')
      .notNull()
      .references(() => offerWalls.id),
    transactionId: text('transaction_id').notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id),
    amount: milli('amount').notNull(),
    status: text('status', { enum: OFFERWALL_TRANSACTION_STATUSES }).notNull(),
    releaseAt: timestamp('release_at', { withTimezone: true }),
    createdAt: createdAt(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offerwall_transactions_wall_transaction_key').on(t.wallId, t.transactionId),
    check(
      'offerwall_transactions_status_known',
      sql`${t.status} IN ('credited', 'held', 'charged_back', 'review', 'refused')`,
    ),
    check('offerwall_transactions_amount_not_negative', sql`${t.amount} >= 0`),
    // Today's completions and the held rewards of one member.
    index('offerwall_transactions_member_created_idx').on(t.memberId, t.createdAt),
    index('offerwall_transactions_held_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'held'`),
  ],
);

/** Every postback received, valid or not, with what it did: the operator's delivery log. */
export const offerWallPostbacks = pgTable(
  'offerwall_postbacks',
  {
    id: text('id').primaryKey(),
    // Null when the slug names no wall.
    wallId: text('wall_id'),
    slug: text('slug').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address').notNull(),
    method: text('method').notNull(),
    parameters: jsonb('parameters').$type<Record<string, string>>().notNull(),
    outcome: text('outcome', { enum: POSTBACK_OUTCOMES }).notNull(),
    reason: text('reason').notNull().default(''),
    memberId: text('member_id'),
    transactionId: text('transaction_id'),
    amount: milli('amount'),
  },
  (t) => [
    index('offerwall_postbacks_wall_received_idx').on(t.wallId, t.receivedAt),
    index('offerwall_postbacks_received_idx').on(t.receivedAt),
  ],
);
