// Withdrawals: the operator's payout methods and the members' requests.
import { WITHDRAWAL_STATUSES } from '@kamao/contract/constants';
import { PAYOUT_METHOD_KINDS } from '@kamao/contract/payout-account';
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

export const withdrawalMethods = pgTable(
  'withdrawal_methods',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    details: text('details').notNull().default(''),
    // Which shape a member's account must have (upi, paytm, bank); "other" takes any text.
    kind: text('kind', { enum: PAYOUT_METHOD_KINDS }).notNull().default('other'),
    minimumAmount: milli('minimum_amount').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawal_methods_name_key').on(t.name),
    check('withdrawal_methods_minimum_positive', sql`${t.minimumAmount} > 0`),
    check('withdrawal_methods_kind_known', sql`${t.kind} IN ('upi', 'paytm', 'bank', 'other')`),
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
    // The UPI UTR or bank reference of the payout, recorded with the approval.
    paymentReference: text('payment_reference'),
    // The client's Idempotency-Key: a retried request finds this row instead of making another.
    idempotencyKey: text('idempotency_key'),
    // A held withdrawal is not paid until the operator releases it; the member still reads it
    // as Pending (docs/product/withdraw.md#held-withdrawals). Null: not held.
    heldAt: timestamp('held_at', { withTimezone: true }),
    heldReason: text('held_reason'),
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
