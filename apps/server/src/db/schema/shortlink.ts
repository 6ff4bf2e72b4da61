// Short links: the operator's shorteners, members' attempts and the built-in shortener's links.
import { SHORTENER_PROVIDERS } from '@kamao/contract/admin/shorteners';
import { sql } from 'drizzle-orm';
import {
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
import { users } from './members.ts';

/**
 * The operator's shorteners (modules/shortlink): each is one short link on the members' list.
 * The domain is the member's Start key (the app's shortnerDomain), so it is unique.
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
    // When the shortener's API last refused to shorten, and what it said; cleared by its next
    // short link (modules/shortlink/shortener-health.ts). Null: working.
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failure: text('failure'),
    // Refusals since its last short link. At three a member's Start (or at once, the operator's
    // test) takes it off the members' list until a probe every 10 minutes finds it answering.
    failuresInARow: integer('failures_in_a_row').notNull().default(0),
    offListSince: timestamp('off_list_since', { withTimezone: true }),
    nextProbeAt: timestamp('next_probe_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shorteners_domain_key').on(t.domain),
    index('shorteners_next_probe')
      .on(t.nextProbeAt)
      .where(sql`${t.offListSince} IS NOT NULL`),
    check('shorteners_provider_known', sql`${t.provider} IN ('adlinkfly', 'builtin')`),
    check('shorteners_reward_positive', sql`${t.reward} > 0`),
    check('shorteners_clicks_per_day_positive', sql`${t.clicksPerDay} > 0`),
    check('shorteners_times_not_negative', sql`${t.cooldownMinutes} >= 0 AND ${t.minSeconds} >= 0`),
  ],
);

/**
 * One Start of a short link by a member : the single-use token of its last
 * page (only its hash is kept) is bound to the member, the shortener and the address that
 * started it. claimed_at is set once, by the claim that pays. beacon_at is set once, when the
 * built-in shortener's interstitial page has loaded and reported in: its last page's token is
 * released only then, and the minimum seconds of such a claim count from it.
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
    beaconAt: timestamp('beacon_at', { withTimezone: true }),
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
