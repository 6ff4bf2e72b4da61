import { ADMIN_CAMPAIGN_STATUSES } from '@kamao/contract/admin/campaigns';
import {
  OFFERWALL_SCHEMES,
  POSTBACK_OUTCOMES,
  type OfferWallTemplate,
} from '@kamao/contract/admin/offer-walls';
import { SHORTENER_PROVIDERS } from '@kamao/contract/admin/shorteners';
import { CAMPAIGN_TYPES, WITHDRAWAL_STATUSES } from '@kamao/contract/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The schema for both engines (PGlite and PostgreSQL). Money is bigint milli-rupees
 * (docs/design.md#money-and-the-ledger). Public record ids are text (24 hex characters, see
 * lib/ids.ts) because the spec shows them to members as order numbers; ledger rows use bigserial.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const milli = (name: string) => bigint(name, { mode: 'bigint' });

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // Lower case, dots removed from the local part: the identity that must be unique.
    canonicalEmail: text('canonical_email').notNull(),
    userName: text('user_name').notNull(),
    mobileNumber: text('mobile_number'),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    role: text('role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    status: text('status', { enum: ['active', 'banned'] })
      .notNull()
      .default('active'),
    referredBy: text('referred_by'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    withdrawalMethod: text('withdrawal_method'),
    withdrawalAccountInformation: text('withdrawal_account_information'),
    // Password attempts since the last success, and the end of a lockout (modules/auth/login.ts).
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    loginLockedUntil: timestamp('login_locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_canonical_email_key').on(t.canonicalEmail),
    uniqueIndex('users_user_name_key').on(t.userName),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    index('users_referred_by_idx').on(t.referredBy),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    // SHA-256 of the cookie token: a database leak does not hand out live sessions.
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

/**
 * Member wallets and system accounts. Only the ledger writes here. A member account can never
 * go below zero (the CHECK); system accounts keep balance 0 in this column and derive their
 * balance from transfers (view ledger_balances) so no single row is locked by every earning.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    ownerId: text('owner_id').references(() => users.id),
    kind: text('kind').notNull(),
    balance: milli('balance')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    check('accounts_member_balance_non_negative', sql`${t.ownerId} IS NULL OR ${t.balance} >= 0`),
    // Members own two wallets and, once a chargeback exceeded their balance, a debt account
    // (ledger/debt.ts): what they owe, also never below zero.
    check(
      'accounts_member_kinds',
      sql`(${t.ownerId} IS NULL) = (${t.kind} NOT IN ('withdrawable', 'deposit', 'debt'))`,
    ),
    check('accounts_system_balance_derived', sql`${t.ownerId} IS NOT NULL OR ${t.balance} = 0`),
    uniqueIndex('accounts_member_kind_key')
      .on(t.ownerId, t.kind)
      .where(sql`${t.ownerId} IS NOT NULL`),
    uniqueIndex('accounts_system_kind_key')
      .on(t.kind)
      .where(sql`${t.ownerId} IS NULL`),
  ],
);

/** One row per money movement (a leg); never updated or deleted. */
export const transfers = pgTable(
  'transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    amount: milli('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    // The member the movement is about (for history and dashboard queries).
    memberId: text('member_id'),
    // The other member involved, e.g. the referred member whose earning paid a referral.
    relatedMemberId: text('related_member_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('transfers_amount_positive', sql`${t.amount} > 0`),
    check('transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    uniqueIndex('transfers_idempotency_key_key').on(t.idempotencyKey),
    index('transfers_debit_account_idx').on(t.debitAccountId),
    index('transfers_credit_account_idx').on(t.creditAccountId),
    index('transfers_member_kind_time_idx').on(t.memberId, t.kind, t.createdAt),
    index('transfers_related_member_idx').on(t.relatedMemberId),
  ],
);

/** Operator settings: referral rate, conversion charge… (typed in modules/settings). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operator HTML blocks addressed by key: legal pages and per-page instructions. */
export const siteTexts = pgTable('site_texts', {
  key: text('key').primaryKey(),
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const faqs = pgTable('faqs', {
  id: text('id').primaryKey(),
  question: text('question').notNull(),
  answerHtml: text('answer_html').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const homepageSections = pgTable('homepage_sections', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  messageHtml: text('message_html').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const announcements = pgTable('announcements', {
  id: text('id').primaryKey(),
  messageHtml: text('message_html').notNull(),
  createdAt: createdAt(),
});

export const withdrawalMethods = pgTable(
  'withdrawal_methods',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    details: text('details').notNull().default(''),
    minimumAmount: milli('minimum_amount').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawal_methods_name_key').on(t.name),
    check('withdrawal_methods_minimum_positive', sql`${t.minimumAmount} > 0`),
  ],
);

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

/** A member's withdrawal request; its money lives in the ledger (withdrawal_hold and after). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id),
    method: text('method').notNull(),
    accountInformation: text('account_information').notNull(),
    amount: milli('amount').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('Pending'),
    remark: text('remark'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    // The UPI UTR or bank reference of the payout, recorded with the approval
    // (docs/product/withdraw.md#operator-the-payout-queue).
    paymentReference: text('payment_reference'),
    // The client's Idempotency-Key: a retried request finds this row instead of making another.
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check(
      'withdrawals_payment_reference_shape',
      sql`${t.paymentReference} ~ '^[A-Za-z0-9-]{1,64}$'`,
    ),
    uniqueIndex('withdrawals_member_idempotency_key')
      .on(t.memberId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('withdrawals_member_time_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_time_idx').on(t.status, t.decidedAt),
  ],
);

/** Single-use, expiring tokens for password resets and e-mail changes (only hashes stored). */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    purpose: text('purpose', { enum: ['password_reset', 'email_change'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    // The address an e-mail change moves to.
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_key').on(t.tokenHash),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);

/**
 * Mail to send; kept as the outbox when no SMTP server is configured, so reset links still work.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    memberId: text('member_id'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * Distinct visitors per Indian day, counted by a keyed hash of the address and day: the raw IP
 * address is never stored, and one day's hash cannot be linked to another day's.
 */
export const visitorDays = pgTable(
  'visitor_days',
  {
    day: text('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [uniqueIndex('visitor_days_key').on(t.day, t.visitorHash)],
);

/** Signups per keyed address hash per day, for the optional per-address daily cap. */
export const signupCounts = pgTable(
  'signup_counts',
  {
    day: text('day').notNull(),
    addressHash: text('address_hash').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('signup_counts_key').on(t.day, t.addressHash)],
);

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

/**
 * Advertisers' pay-to-click campaigns (docs/product/advertiser.md). The budget lives in the ledger
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
 * One started view of a campaign by a member (docs/product/ptc-ads.md#the-ad-flow: a view starts on
 * the server). Only the hash of the view token is kept. paid_at is set once, by the claim that
 * pays.
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

/**
 * Devices that logged in to an account before (OWASP "device cookies"): the signed cookie names
 * a row, and a correct password from such a device passes the account's lockout. Each device has
 * its own failure count and lock, so guessing from a known device locks only that device.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('login_devices_user_idx').on(t.userId)],
);

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

/**
 * The operator's shorteners (modules/shortlink): each is one short link on the members' list.
 * The domain is the member's Start key (shortnerDomain), so it is unique.
 */
export const shorteners = pgTable(
  'shorteners',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    provider: text('provider', { enum: SHORTENER_PROVIDERS }).notNull(),
    // Empty: https://{domain}/api (the AdLinkFly default).
    apiUrl: text('api_url').notNull().default(''),
    apiKey: text('api_key').notNull().default(''),
    reward: milli('reward').notNull(),
    clicksPerDay: integer('clicks_per_day').notNull(),
    cooldownMinutes: integer('cooldown_minutes').notNull().default(0),
    minSeconds: integer('min_seconds').notNull().default(0),
    howToCompleteUrl: text('how_to_complete_url').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shorteners_domain_key').on(t.domain),
    check('shorteners_provider_known', sql`${t.provider} IN ('adlinkfly', 'builtin')`),
    check('shorteners_reward_positive', sql`${t.reward} > 0`),
    check('shorteners_clicks_per_day_positive', sql`${t.clicksPerDay} > 0`),
    check('shorteners_times_not_negative', sql`${t.cooldownMinutes} >= 0 AND ${t.minSeconds} >= 0`),
  ],
);

/**
 * One Start of a short link by a member (docs/product/short-links.md#starting-a-short-link): the
 * single-use token of its last page (only its hash is kept) is bound to the member, the shortener
 * and the address that started it. claimed_at is set once, by the claim that pays.
 */
export const shortLinkAttempts = pgTable(
  'short_link_attempts',
  {
    id: text('id').primaryKey(),
    shortenerId: text('shortener_id')
      .notNull()
      .references(() => shorteners.id),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    ipAddress: text('ip_address').notNull(),
    shortUrl: text('short_url').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    reward: milli('reward'),
  },
  (t) => [
    uniqueIndex('short_link_attempts_token_hash_key').on(t.tokenHash),
    // The member's claims of a shortener today and the last one (daily clicks, cooldown).
    index('short_link_attempts_member_claimed_idx')
      .on(t.memberId, t.shortenerId, t.claimedAt)
      .where(sql`${t.claimedAt} IS NOT NULL`),
    // The member's open attempt of a shortener (answered again instead of a new short URL).
    index('short_link_attempts_member_open_idx')
      .on(t.memberId, t.shortenerId, t.startedAt)
      .where(sql`${t.claimedAt} IS NULL`),
    index('short_link_attempts_shortener_claimed_idx').on(t.shortenerId, t.claimedAt),
  ],
);

/** The built-in shortener's links: a code, and where its interstitial page sends the member. */
export const builtinShortLinks = pgTable(
  'builtin_short_links',
  {
    code: text('code').primaryKey(),
    destination: text('destination').notNull(),
    // The interstitial's wait, so the last page is reached after the shortener's minimum time.
    waitSeconds: integer('wait_seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('builtin_short_links_created_idx').on(t.createdAt)],
);

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
  ],
);

export const OFFERWALL_TRANSACTION_STATUSES = ['credited', 'held', 'charged_back'] as const;

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
      sql`${t.status} IN ('credited', 'held', 'charged_back')`,
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

/**
 * Tic Tac Toe rooms (docs/product/tic-tac-toe.md#operator): the operator's room types. A room's
 * entry fee is its join type (docs/product/tic-tac-toe.md#socket-events), so it is unique; the free
 * one is the practice room. The prize never exceeds both fees, so a match can never pay out more
 * than its escrow holds.
 */
export const gameRooms = pgTable(
  'game_rooms',
  {
    id: text('id').primaryKey(),
    roomName: text('room_name').notNull(),
    entryFee: milli('entry_fee').notNull(),
    prize: milli('prize').notNull(),
    turnSeconds: integer('turn_seconds').notNull().default(30),
    searchSeconds: integer('search_seconds').notNull().default(120),
    graceSeconds: integer('grace_seconds').notNull().default(20),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_rooms_entry_fee_key').on(t.entryFee),
    check(
      'game_rooms_amounts_valid',
      sql`${t.entryFee} >= 0 AND ${t.prize} >= 0 AND ${t.prize} <= 2 * ${t.entryFee}`,
    ),
    check(
      'game_rooms_timers_positive',
      sql`${t.turnSeconds} > 0 AND ${t.searchSeconds} > 0 AND ${t.graceSeconds} > 0`,
    ),
  ],
);

/**
 * One match of a room (docs/design.md#games): the server's record of the board, players, turn,
 * deadlines and result, changed only under a lock of the row (modules/games/match-lock.ts).
 * The room's fee, prize and timers are copied at creation, so an operator's edit never changes
 * a match under way. The settlement columns say what the result moved in the ledger, written
 * in the transaction that posted it.
 */
export const gameMatches = pgTable(
  'game_matches',
  {
    id: text('id').primaryKey(),
    roomId: text('room_id')
      .notNull()
      .references(() => gameRooms.id),
    status: text('status', {
      enum: ['waiting', 'playing', 'finished', 'cancelled', 'expired'],
    }).notNull(),
    entryFee: milli('entry_fee').notNull(),
    prize: milli('prize').notNull(),
    turnSeconds: integer('turn_seconds').notNull(),
    searchSeconds: integer('search_seconds').notNull(),
    graceSeconds: integer('grace_seconds').notNull(),
    // X is the member who opened the match, O the one who joined it.
    playerX: text('player_x')
      .notNull()
      .references(() => users.id),
    playerO: text('player_o').references(() => users.id),
    // Nine cells, row by row: '.', 'X' or 'O'.
    board: text('board').notNull().default('.........'),
    currentTurn: text('current_turn'),
    winner: text('winner'),
    endReason: text('end_reason'),
    version: integer('version').notNull().default(0),
    searchDeadline: timestamp('search_deadline', { withTimezone: true }),
    turnDeadline: timestamp('turn_deadline', { withTimezone: true }),
    // Set while that player has no socket in the match: when their grace runs out.
    xGraceUntil: timestamp('x_grace_until', { withTimezone: true }),
    oGraceUntil: timestamp('o_grace_until', { withTimezone: true }),
    prizePaid: milli('prize_paid')
      .notNull()
      .default(sql`0`),
    houseShare: milli('house_share')
      .notNull()
      .default(sql`0`),
    refunded: milli('refunded')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'game_matches_status_known',
      sql`${t.status} IN ('waiting', 'playing', 'finished', 'cancelled', 'expired')`,
    ),
    check('game_matches_board_shape', sql`${t.board} ~ '^[.XO]{9}$'`),
    check(
      'game_matches_distinct_players',
      sql`${t.playerO} IS NULL OR ${t.playerO} <> ${t.playerX}`,
    ),
    // Matchmaking: the oldest waiting match of a room.
    index('game_matches_waiting_idx')
      .on(t.roomId, t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    // A member's live matches, and the lobby's counts.
    index('game_matches_live_x_idx')
      .on(t.playerX)
      .where(sql`${t.status} IN ('waiting', 'playing')`),
    index('game_matches_live_o_idx')
      .on(t.playerO)
      .where(sql`${t.status} IN ('waiting', 'playing')`),
    index('game_matches_live_room_idx')
      .on(t.roomId, t.status)
      .where(sql`${t.status} IN ('waiting', 'playing')`),
    index('game_matches_ended_idx').on(t.endedAt),
  ],
);
