import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMIN_WITHDRAWAL_ERRORS,
  WITHDRAWALS_PAGE_SIZE,
  type AdminWithdrawal,
} from '@kamao/contract/admin/payouts';
import { EARNING_SOURCES } from '@kamao/contract/api-dashboard';
import type { ProviderPayoutState } from '@kamao/contract/admin/withdrawal-payout';
import type { WithdrawalStatus } from '@kamao/contract/constants';
import type { DbOrTx } from '../../db/client.ts';
import { payoutAttempts, riskScores, users, withdrawals } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { kolkataDayStart } from '../../lib/kolkata-time.ts';
import { getMemberBalances, getMemberDebt } from '../../ledger/balances.ts';
import { incomeLast30DaysAndEver } from '../../ledger/income.ts';
export interface WithdrawalFilters {
  status: WithdrawalStatus | 'all';
  method: string;
  member: string;
  from?: string | undefined;
  to?: string | undefined;
}
const DAY_MS = 24 * 60 * 60 * 1000;
const decider = alias(users, 'decider');

/** The filters as SQL; dates are Indian days, `to` inclusive. */
function whereOf(
  filters: WithdrawalFilters,
  timeColumn: typeof withdrawals.createdAt | typeof withdrawals.decidedAt = withdrawals.createdAt,
) {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status !== 'all') conditions.push(eq(withdrawals.status, filters.status));
  if (filters.method) conditions.push(eq(withdrawals.method, filters.method));
  if (filters.member) {
    const pattern = likePattern(filters.member);
    conditions.push(
      or(ilike(users.userName, pattern), ilike(users.email, pattern), ilike(users.name, pattern)),
    );
  }
  if (filters.from) conditions.push(gte(timeColumn, kolkataDayStart(filters.from)));
  if (filters.to) {
    conditions.push(lt(timeColumn, new Date(kolkataDayStart(filters.to).getTime() + DAY_MS)));
  }
  return and(...conditions);
}

const withdrawalColumns = {
  id: withdrawals.id,
  memberId: withdrawals.memberId,
  userName: users.userName,
  amount: withdrawals.amount,
  method: withdrawals.method,
  accountInformation: withdrawals.accountInformation,
  status: withdrawals.status,
  remark: withdrawals.remark,
  paymentReference: withdrawals.paymentReference,
  createdAt: withdrawals.createdAt,
  decidedAt: withdrawals.decidedAt,
  decidedByUserName: decider.userName,
  heldAt: withdrawals.heldAt,
  heldReason: withdrawals.heldReason,
  // The member's risk as the risk module last scored it (modules/risk): read in the same query,
  // so the queue costs no extra round trip per row. Never scored: 0 and no linked accounts.
  riskScore: sql<number>`coalesce(${riskScores.score}, 0)`,
  riskLinked: sql<number>`coalesce(jsonb_array_length(${riskScores.linked}), 0)`,
  // Its newest attempt at a payout provider (modules/payouts) and how many it has had, in the
  // same query; null when it was never sent to one.
  payout: sql<NewestPayout | null>`(
    select json_build_object(
      'provider', pa.provider, 'state', pa.state, 'providerStatus', pa.provider_status,
      'providerPayoutId', pa.provider_payout_id, 'utr', pa.utr, 'reason', pa.reason,
      'attempts', pa.attempt, 'updatedAt', pa.updated_at)
    from payout_attempts pa where pa.withdrawal_id = ${withdrawals.id}
    order by pa.attempt desc limit 1)`,
};
/** A withdrawal's newest provider payout as the queue's query reads it. */
export interface NewestPayout {
  provider: 'demo' | 'razorpayx' | 'cashfree';
  state: ProviderPayoutState;
  providerStatus: string | null;
  providerPayoutId: string | null;
  utr: string | null;
  reason: string | null;
  attempts: number;
  /** As the database writes a timestamp in JSON. */
  updatedAt: string;
}
/** One withdrawal as the console reads it, the amount in milli-rupees. */
export type QueuedWithdrawal = {
  id: string;
  memberId: string;
  userName: string | null;
  amount: bigint;
  method: string;
  accountInformation: string;
  status: AdminWithdrawal['status'];
  remark: string | null;
  paymentReference: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  decidedByUserName: string | null;
  heldAt: Date | null;
  heldReason: string | null;
  riskScore: number;
  riskLinked: number;
  payout: NewestPayout | null;
};

function selectWithdrawals(db: DbOrTx) {
  return db
    .select(withdrawalColumns)
    .from(withdrawals)
    .leftJoin(users, eq(users.id, withdrawals.memberId))
    .leftJoin(decider, eq(decider.id, withdrawals.decidedBy))
    .leftJoin(riskScores, eq(riskScores.userId, withdrawals.memberId));
}

/** The payout queue: pending first by default, oldest pending first so nobody waits longest. */
export async function listWithdrawals(db: DbOrTx, filters: WithdrawalFilters, page: number) {
  const where = whereOf(filters);
  // Pending work is served first come, first served; decided history reads newest first.
  const order =
    filters.status === 'Pending'
      ? [withdrawals.createdAt, withdrawals.id]
      : [desc(withdrawals.createdAt), desc(withdrawals.id)];
  const [rows, [totals]] = await Promise.all([
    selectWithdrawals(db)
      .where(where)
      .orderBy(...order)
      .limit(WITHDRAWALS_PAGE_SIZE)
      .offset((page - 1) * WITHDRAWALS_PAGE_SIZE),
    db
      .select({
        n: count(),
        amount: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text`,
      })
      .from(withdrawals)
      .leftJoin(users, eq(users.id, withdrawals.memberId))
      .where(where),
  ]);
  return {
    withdrawals: rows,
    total: totals?.n ?? 0,
    totalAmount: BigInt(totals?.amount ?? '0'),
    page,
    pageSize: WITHDRAWALS_PAGE_SIZE,
  };
}

export type WithdrawalsPage = Awaited<ReturnType<typeof listWithdrawals>>;

export async function findWithdrawal(db: DbOrTx, id: string): Promise<QueuedWithdrawal> {
  const [row] = await selectWithdrawals(db).where(eq(withdrawals.id, id));
  if (!row) throw notFound(ADMIN_WITHDRAWAL_ERRORS.notFound);
  return row;
}

/** Income kinds shown to judge a withdrawal: the dashboard's sources and gift codes. */
const INCOME_KINDS = [...EARNING_SOURCES, 'gift_code'] as const;

/**
 * Everything the operator weighs before paying: the member, their balances, what they earned
 * from each source lately and ever (a member whose income is all referrals from fresh accounts,
 * or who withdraws more than they ever earned, stands out), and their other withdrawals.
 */
export async function withdrawalDetails(db: DbOrTx, id: string) {
  const withdrawal = await findWithdrawal(db, id);
  const referrer = alias(users, 'referrer');
  const [[member], [referrals], balances, debt, earningRows, previous] = await Promise.all([
    db
      .select({
        id: users.id,
        userName: users.userName,
        name: users.name,
        email: users.email,
        mobile: users.mobileNumber,
        status: users.status,
        createdAt: users.createdAt,
        referrerUserName: referrer.userName,
      })
      .from(users)
      .leftJoin(referrer, eq(referrer.id, users.referredBy))
      .where(eq(users.id, withdrawal.memberId)),
    db.select({ n: count() }).from(users).where(eq(users.referredBy, withdrawal.memberId)),
    getMemberBalances(db, withdrawal.memberId),
    getMemberDebt(db, withdrawal.memberId),
    incomeLast30DaysAndEver(db, withdrawal.memberId, INCOME_KINDS),
    selectWithdrawals(db)
      .where(
        and(
          eq(withdrawals.memberId, withdrawal.memberId),
          sql`${withdrawals.id} <> ${withdrawal.id}`,
        ),
      )
      .orderBy(desc(withdrawals.createdAt))
      .limit(10),
  ]);
  if (!member) throw notFound(ADMIN_WITHDRAWAL_ERRORS.notFound);
  const sums = new Map(earningRows.map((r) => [r.kind, r]));
  return {
    withdrawal,
    member: {
      id: member.id,
      userName: member.userName,
      name: member.name,
      email: member.email,
      mobile: member.mobile,
      status: member.status,
      joinedAt: member.createdAt.toISOString(),
      referrerUserName: member.referrerUserName,
      referrals: referrals?.n ?? 0,
      withdrawable: balances.withdrawable,
      deposit: balances.deposit,
      debt,
    },
    earnings: INCOME_KINDS.map((source) => ({
      source,
      last30Days: BigInt(sums.get(source)?.last30 ?? '0'),
      allTime: BigInt(sums.get(source)?.all_time ?? '0'),
    })),
    previousWithdrawals: previous,
  };
}
export type WithdrawalDetails = Awaited<ReturnType<typeof withdrawalDetails>>;

/** Withdrawals by id with their current state, for the answers of bulk decisions. */
export async function withdrawalsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return selectWithdrawals(db).where(inArray(withdrawals.id, ids));
}

/** Approved payouts matching the filters, oldest decision first, for the CSV export. */
export async function approvedPayouts(db: DbOrTx, filters: Omit<WithdrawalFilters, 'status'>) {
  return db
    .select({
      id: withdrawals.id,
      decidedAt: withdrawals.decidedAt,
      userName: users.userName,
      name: users.name,
      mobile: users.mobileNumber,
      method: withdrawals.method,
      accountInformation: withdrawals.accountInformation,
      amount: withdrawals.amount,
      paymentReference: withdrawals.paymentReference,
    })
    .from(withdrawals)
    .leftJoin(users, eq(users.id, withdrawals.memberId))
    .where(whereOf({ ...filters, status: 'Success' }, withdrawals.decidedAt))
    .orderBy(withdrawals.decidedAt, withdrawals.id)
    .limit(50_000);
}

/**
 * Pending withdrawals matching the filters, oldest first, for paying them by hand from a CSV. A
 * held one is left out: it may not be approved until released, so it must not be paid either;
 * and so is one a payout provider has (waiting, sending or pending there), which would be paid
 * twice.
 */
export async function pendingPayouts(db: DbOrTx, filters: Omit<WithdrawalFilters, 'status'>) {
  return db
    .select({
      id: withdrawals.id,
      createdAt: withdrawals.createdAt,
      userName: users.userName,
      name: users.name,
      email: users.email,
      mobile: users.mobileNumber,
      method: withdrawals.method,
      accountInformation: withdrawals.accountInformation,
      amount: withdrawals.amount,
    })
    .from(withdrawals)
    .leftJoin(users, eq(users.id, withdrawals.memberId))
    .where(
      and(
        whereOf({ ...filters, status: 'Pending' }),
        isNull(withdrawals.heldAt),
        sql`not exists (select 1 from ${payoutAttempts} where ${payoutAttempts.withdrawalId} = ${withdrawals.id} and ${payoutAttempts.state} in ('waiting', 'sending', 'pending'))`,
      ),
    )
    .orderBy(withdrawals.createdAt, withdrawals.id)
    .limit(50_000);
}
