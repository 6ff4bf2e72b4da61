// Risk: what links members to one another (signals), each member's score with its reasons, and
// the groups an operator marked reviewed.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './members.ts';

/** What a signal is; the value's form per kind is in modules/risk/signal-values.ts. */
export const RISK_SIGNAL_KINDS = [
  'device',
  'payoutAccount',
  'address',
  'network',
  'referrer',
  'email',
  'mobile',
  'vpn',
] as const;
export type RiskSignalKind = (typeof RISK_SIGNAL_KINDS)[number];

/** The member's action a signal was seen at. */
export const RISK_ACTIONS = ['signup', 'login', 'claim', 'payoutAccount', 'withdrawal'] as const;
export type RiskAction = (typeof RISK_ACTIONS)[number];

/**
 * One row per member, kind, value and action, with when it was first and last seen: written at
 * most once a day for the same four (modules/risk/record-signals.ts), kept for the operator's
 * retention setting.
 */
export const riskSignals = pgTable(
  'risk_signals',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RISK_SIGNAL_KINDS }).notNull(),
    value: text('value').notNull(),
    action: text('action', { enum: RISK_ACTIONS }).notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('risk_signals_key').on(t.userId, t.kind, t.value, t.action),
    // Who else has this value: the links.
    index('risk_signals_value_idx').on(t.kind, t.value),
    index('risk_signals_last_seen_idx').on(t.lastSeenAt),
  ],
);

/** A member's score 0–100, the reasons in words and the members linked to them. */
export const riskScores = pgTable(
  'risk_scores',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull().default(0),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    /** [{ id, via: [kind] }] */
    linked: jsonb('linked').$type<{ id: string; via: RiskSignalKind[] }[]>().notNull().default([]),
    /** The strongly linked group the member is in: its smallest member id; null when alone. */
    groupId: text('group_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('risk_scores_group_idx').on(t.groupId), index('risk_scores_score_idx').on(t.score)],
);

/** When an operator marked a group reviewed: it stays quiet until a signal newer than that. */
export const riskGroupReviews = pgTable('risk_group_reviews', {
  groupId: text('group_id').primaryKey(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedBy: text('reviewed_by').notNull(),
});
