// Pay-to-click: advertisers' campaigns, members' views and the operator's price list.
import { ADMIN_CAMPAIGN_STATUSES } from '@kamao/contract/admin/campaigns';
import { CAMPAIGN_TYPES } from '@kamao/contract/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, milli } from './columns.ts';
import { users } from './members.ts';

/**
 * Advertisers' pay-to-click campaigns. The budget lives in the ledger
 * (campaign_budgets); these columns fix what one view costs and pays at creation. A deleted
 * campaign keeps its row for history. The CHECKs make over-delivery impossible whatever the
 * code does: completed_views never passes total_views.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: CAMPAIGN_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    // What the advertiser pays per view, and the viewer's share of it (fixed at creation).
    pricePerView: milli('price_per_view').notNull(),
    rewardPerView: milli('reward_per_view').notNull(),
    totalViews: integer('total_views').notNull(),
    completedViews: integer('completed_views').notNull().default(0),
    intervalHours: integer('interval_hours').notNull(),
    dailyLimitEnabled: boolean('daily_limit_enabled').notNull().default(false),
    dailyLimit: integer('daily_limit'),
    subtotal: milli('subtotal').notNull(),
    status: text('status', { enum: ADMIN_CAMPAIGN_STATUSES }).notNull().default('active'),
    // An operator's pause, which the owner cannot undo (campaign-lifecycle.ts).
    pausedByOperator: boolean('paused_by_operator').notNull().default(false),
    // A new campaign held for the operator's review: paused, and held, until approved or refused.
    awaitingReview: boolean('awaiting_review').notNull().default(false),
    // The client's Idempotency-Key: a retried create finds this campaign instead of buying twice.
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('campaigns_type_known', sql`${t.type} IN ('window', 'iframe', 'youtube')`),
    check(
      'campaigns_status_known',
      sql`${t.status} IN ('active', 'paused', 'completed', 'deleted')`,
    ),
    check('campaigns_duration_positive', sql`${t.durationSeconds} > 0`),
    check(
      'campaigns_reward_within_price',
      sql`${t.rewardPerView} > 0 AND ${t.rewardPerView} <= ${t.pricePerView}`,
    ),
    check('campaigns_total_views_positive', sql`${t.totalViews} > 0`),
    check(
      'campaigns_completed_within_total',
      sql`${t.completedViews} >= 0 AND ${t.completedViews} <= ${t.totalViews}`,
    ),
    check('campaigns_interval_hours_range', sql`${t.intervalHours} BETWEEN 1 AND 24`),
    check(
      'campaigns_daily_limit_set',
      sql`NOT ${t.dailyLimitEnabled} OR (${t.dailyLimit} IS NOT NULL AND ${t.dailyLimit} > 0)`,
    ),
    check(
      'campaigns_subtotal_is_price_times_views',
      sql`${t.subtotal} = ${t.pricePerView} * ${t.totalViews}`,
    ),
    index('campaigns_owner_status_idx').on(t.ownerId, t.status),
    uniqueIndex('campaigns_owner_idempotency_key')
      .on(t.ownerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('campaigns_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * One started view of a campaign by a member (a view starts on the
 * server, never in the browser). Only the hash of the view token is kept. paid_at is set once, by the claim that pays.
 */
export const ptcViews = pgTable(
  'ptc_views',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reward: milli('reward'),
  },
  (t) => [
    uniqueIndex('ptc_views_token_hash_key').on(t.tokenHash),
    check('ptc_views_duration_positive', sql`${t.durationSeconds} > 0`),
    // The member's last paid view of a campaign (interval rule) and today's paid views.
    index('ptc_views_member_campaign_paid_idx').on(t.memberId, t.campaignId, t.paidAt),
    // A campaign's paid views today (daily limit).
    index('ptc_views_campaign_paid_idx').on(t.campaignId, t.paidAt),
    // The View Ads page's "completed today" and income of one member: a range on paid_at.
    index('ptc_views_member_paid_idx')
      .on(t.memberId, t.paidAt)
      .where(sql`${t.paidAt} IS NOT NULL`),
    // Expired unpaid views are purged per member at each view start (view-start.ts).
    index('ptc_views_member_unpaid_idx')
      .on(t.memberId, t.startedAt)
      .where(sql`${t.paidAt} IS NULL`),
  ],
);

/** The operator's price list: price per view of a campaign type and view duration. */
export const ptcPricing = pgTable(
  'ptc_pricing',
  {
    campaignType: text('campaign_type', { enum: CAMPAIGN_TYPES }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    pricePerView: milli('price_per_view').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignType, t.durationSeconds] }),
    check('ptc_pricing_type_known', sql`${t.campaignType} IN ('window', 'iframe', 'youtube')`),
    check('ptc_pricing_duration_positive', sql`${t.durationSeconds} > 0`),
    check('ptc_pricing_price_positive', sql`${t.pricePerView} > 0`),
  ],
);
