import { ADMIN_BAN_ERRORS, type AdminMemberDetail } from '@kamao/contract/admin/members';
import { EARNING_SOURCES } from '@kamao/contract/api-dashboard';
import { milliToRupees } from '@kamao/contract/money';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { incomeLast30DaysAndEver } from '../../ledger/income.ts';
import { memberDevices, memberRisk } from '../risk/index.ts';
import { latestWithdrawals } from '../wallet/index.ts';
import { findMember, type MemberListing } from './member-directory.ts';

/** The member page shows this many of the newest withdrawals. */
const LATEST_WITHDRAWALS = 50;

/** A member as the console shows them: rupees (money.ts) and an ISO join time. */
export const presentMember = (m: MemberListing): AdminMemberDetail['member'] => ({
  ...m,
  createdAt: m.createdAt.toISOString(),
  withdrawable: milliToRupees(m.withdrawable),
  deposit: milliToRupees(m.deposit),
  debt: milliToRupees(m.debt),
});

/**
 * The operator's page of one member: the list's row with balances, what they earned from each
 * source in all time (from the ledger), their newest withdrawals with the held ones marked, the
 * browsers they used and how many accounts shared each, and their risk. 404 for no such member.
 */
export async function memberDetail(db: DbOrTx, memberId: string): Promise<AdminMemberDetail> {
  const member = await findMember(db, memberId);
  if (!member) throw notFound(ADMIN_BAN_ERRORS.notFound);
  const [income, withdrawals, devices, risk, [ban]] = await Promise.all([
    incomeLast30DaysAndEver(db, memberId, EARNING_SOURCES),
    latestWithdrawals(db, memberId, LATEST_WITHDRAWALS),
    memberDevices(db, memberId),
    memberRisk(db, memberId),
    db.select({ reason: users.banReason }).from(users).where(eq(users.id, memberId)),
  ]);
  const earned = new Map(income.map((row) => [row.kind, BigInt(row.all_time)]));
  return {
    member: presentMember(member),
    banReason: member.status === 'banned' ? (ban?.reason ?? null) : null,
    earningsBySource: EARNING_SOURCES.map((source) => ({
      source,
      amount: milliToRupees(earned.get(source) ?? 0n),
    })),
    withdrawals: withdrawals.map((w) => ({
      _id: w.id,
      balance: milliToRupees(w.amount),
      method: w.method,
      status: w.status,
      held: w.held,
      time: w.createdAt.toISOString(),
    })),
    devices: devices.map((d) => ({
      device: d.device,
      firstSeenAt: d.firstSeenAt.toISOString(),
      lastSeenAt: d.lastSeenAt.toISOString(),
      accounts: d.accounts,
    })),
    risk,
  };
}
