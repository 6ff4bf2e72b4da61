// Members and how they sign in: accounts of people, sessions, single-use account tokens, known login devices and the per-address sign-up counts.
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
    // Why the operator banned the member, shown on their page; null when not banned by hand.
    banReason: text('ban_reason'),
    referredBy: text('referred_by'),
    // The member and their referrer are linked (one device, payout account or mailbox:
    // modules/risk): the referral income between them follows the operator's rule.
    referrerLinked: boolean('referrer_linked').notNull().default(false),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    withdrawalMethod: text('withdrawal_method'),
    withdrawalAccountInformation: text('withdrawal_account_information'),
    // The account lockout's count and end, which nothing reads any more: guesses are slowed down
    // in the shared state instead (modules/auth/login-guard.ts). Kept while an older server
    // process may still run.
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    loginLockedUntil: timestamp('login_locked_until', { withTimezone: true }),
    // The site language the member last logged in with, for mail sent while they are away
    // (modules/auth/guessing-mail.ts); null until a login says.
    language: text('language', { enum: ['en', 'hi'] }),
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
 * The browsers that logged in to an account before (OWASP "device cookies"): a row is a pair of
 * an account and the browser's device id, the one signed device cookie every browser gets
 * (plugins/device-id.ts). A correct password from such a browser passes the account's slowdown,
 * and each pair has its own failure count and lock, so guessing from a known device locks only
 * that device. Rows made before device ids were per browser keep their old id as the device id,
 * which is the id their browser's cookie names.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    deviceId: text('device_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
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
