import { RISK_ERRORS } from '@kamao/contract/admin/risk';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { riskScores, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { referralPaymentsWithin, takeBackReferralPayment } from '../../ledger/referral-takeback.ts';
import { banMember } from '../members/index.ts';
import { holdPendingWithdrawals } from '../wallet/index.ts';

/*
 * What an operator does to a whole risk group at once (docs/product/risk.md#acting-on-a-group):
 * hold its pending withdrawals, ban its members with one reason, take back the referral income
 * its members earned from one another. Each is safe to repeat: a second call changes nothing
 * that the first changed.
 */

/** The hold's reason as the operator reads it in the payout queue. */
export const GROUP_HOLD_REASON = 'risk group held by the operator';

export interface GroupMember {
  id: string;
  userName: string;
  role: 'member' | 'admin';
  deletedAt: Date | null;
}

/** The group's members (a group is known by its id, its smallest member id); 404 when none. */
export async function groupMembers(db: DbOrTx, groupId: string): Promise<GroupMember[]> {
  const members = await db
    .select({
      id: users.id,
      userName: users.userName,
      role: users.role,
      deletedAt: users.deletedAt,
    })
    .from(riskScores)
    .innerJoin(users, eq(users.id, riskScores.userId))
    .where(eq(riskScores.groupId, groupId))
    .orderBy(asc(users.userName));
  if (members.length === 0) throw notFound(RISK_ERRORS.groupNotFound);
  return members;
}

/** Holds the group's pending withdrawals; answers how many became held. */
export async function holdGroupWithdrawals(db: DbOrTx, members: readonly GroupMember[]) {
  return holdPendingWithdrawals(
    db,
    members.map((member) => member.id),
    GROUP_HOLD_REASON,
  );
}

/**
 * Bans the group's members (their sessions and open pages end at once); an administrator or a
 * deleted account in the group is left as it is. Answers how many were banned now (not those banned before).
 */
export async function banGroup(
  db: Db,
  members: readonly GroupMember[],
  operatorId: string,
  reason: string,
): Promise<number> {
  let banned = 0;
  for (const member of members) {
    // A deleted account has no sessions left to end and cannot be banned.
    if (member.role !== 'member' || member.deletedAt || member.id === operatorId) continue;
    const change = await banMember(db, { memberId: member.id, operatorId, reason });
    if (change.changed) banned += 1;
  }
  return banned;
}

/**
 * Takes back, through the ledger, every referral payment one member of the group earned from
 * another; what a referrer already spent becomes their debt. Amounts in milli-rupees: what this
 * call took back, and the part of it now owed.
 */
export async function takeBackGroupReferrals(
  db: DbOrTx,
  members: readonly GroupMember[],
  groupId: string,
): Promise<{ takenBack: bigint; debt: bigint }> {
  const payments = await referralPaymentsWithin(
    db,
    members.map((member) => member.id),
  );
  let takenBack = 0n;
  let debt = 0n;
  for (const payment of payments) {
    const result = await takeBackReferralPayment(db, payment, { riskGroupId: groupId });
    takenBack += result.takenBack;
    debt += result.owed;
  }
  return { takenBack, debt };
}
