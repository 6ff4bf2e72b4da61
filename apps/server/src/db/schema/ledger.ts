// The ledger's tables: wallets and system accounts, and the money movements between them. Only apps/server/src/ledger writes here.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, milli } from './columns.ts';
import { users } from './members.ts';

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
    // All members' movements of some kinds over a period (the operator's money view).
    index('transfers_kind_time_idx').on(t.kind, t.createdAt),
  ],
);
