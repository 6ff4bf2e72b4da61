// Payouts through a provider's API: each attempt at paying a withdrawal, the provider's webhook
// deliveries as received, and the one provider connection (secrets sealed).
import { PROVIDER_PAYOUT_STATES } from '@kamao/contract/admin/payout-provider';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, milli } from './columns.ts';
import { withdrawals } from './wallet.ts';

/**
 * One attempt at paying a withdrawal through a provider, under one idempotency key sent on every
 * retry of the attempt. A new attempt (a new key) is made only after the provider said the
 * previous one failed, so a withdrawal has at most one open attempt (waiting, sending, pending).
 * A process sending it holds a lease (lease_until) taken by a conditional update, so two
 * processes never call the provider for the same attempt at once.
 */
export const payoutAttempts = pgTable(
  'payout_attempts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    withdrawalId: text('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    provider: text('provider', { enum: ['demo', 'razorpayx', 'cashfree'] }).notNull(),
    attempt: integer('attempt').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    // Providers pay whole paise; the withdrawal's fraction of a paisa goes back to the member.
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    state: text('state', { enum: PROVIDER_PAYOUT_STATES }).notNull(),
    providerStatus: text('provider_status'),
    providerPayoutId: text('provider_payout_id'),
    utr: text('utr'),
    reason: text('reason'),
    // Create calls made under this key (the first and its retries).
    tries: integer('tries').notNull().default(0),
    // sending: when the create call is retried; pending: when the provider is asked next.
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    // waiting: the Indian day whose cap leaves room for it starts here.
    sendAfter: timestamp('send_after', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseBy: text('lease_by'),
    // The operator who sent it; null when auto pay did.
    sentBy: text('sent_by'),
    // When it left for the provider (not while it waited for the cap): the day it counts in.
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastNewsAt: timestamp('last_news_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payout_attempts_key_shape', sql`${t.idempotencyKey} ~ '^[A-Za-z0-9_-]{4,36}$'`),
    check(
      'payout_attempts_state_known',
      sql`${t.state} IN ('waiting', 'sending', 'pending', 'processed', 'failed', 'reversed')`,
    ),
    check(
      'payout_attempts_provider_known',
      sql`${t.provider} IN ('demo', 'razorpayx', 'cashfree')`,
    ),
    check('payout_attempts_amount_positive', sql`${t.amountPaise} > 0`),
    uniqueIndex('payout_attempts_key').on(t.idempotencyKey),
    uniqueIndex('payout_attempts_withdrawal_attempt').on(t.withdrawalId, t.attempt),
    uniqueIndex('payout_attempts_one_open')
      .on(t.withdrawalId)
      .where(sql`${t.state} IN ('waiting', 'sending', 'pending')`),
    index('payout_attempts_due_idx')
      .on(t.nextTryAt)
      .where(sql`${t.state} IN ('waiting', 'sending', 'pending')`),
    index('payout_attempts_sent_at_idx').on(t.sentAt),
    index('payout_attempts_provider_id_idx').on(t.provider, t.providerPayoutId),
  ],
);

/**
 * Every webhook delivery as received, kept before it is answered: a verified one once per event
 * (a repeat finds its row), a forged or malformed one with its error for the operator to see.
 */
export const payoutWebhookDeliveries = pgTable(
  'payout_webhook_deliveries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id'),
    eventType: text('event_type'),
    withdrawalId: text('withdrawal_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    rawBody: text('raw_body').notNull(),
    verified: boolean('verified').notNull(),
    error: text('error'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payout_webhook_deliveries_event')
      .on(t.provider, t.eventId)
      .where(sql`${t.verified} AND ${t.eventId} IS NOT NULL`),
    index('payout_webhook_deliveries_time_idx').on(t.receivedAt),
  ],
);

/** The operator's provider connection: one row; the secrets sealed with a server-derived key. */
export const payoutProviderConnection = pgTable(
  'payout_provider_connection',
  {
    id: integer('id').primaryKey().default(1),
    provider: text('provider', { enum: ['manual', 'demo', 'razorpayx', 'cashfree'] })
      .notNull()
      .default('manual'),
    baseUrl: text('base_url').notNull().default(''),
    keyId: text('key_id').notNull().default(''),
    keySecretSealed: text('key_secret_sealed'),
    accountNumber: text('account_number').notNull().default(''),
    webhookSecretSealed: text('webhook_secret_sealed'),
    publicKeySealed: text('public_key_sealed'),
    dailyCap: milli('daily_cap'),
    autoPay: boolean('auto_pay').notNull().default(false),
    autoPayBelow: milli('auto_pay_below'),
    // Auto pay sends withdrawals requested from this moment on, not the queue it found.
    autoPaySince: timestamp('auto_pay_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payout_provider_connection_one_row', sql`${t.id} = 1`),
    check(
      'payout_provider_connection_provider_known',
      sql`${t.provider} IN ('manual', 'demo', 'razorpayx', 'cashfree')`,
    ),
  ],
);
