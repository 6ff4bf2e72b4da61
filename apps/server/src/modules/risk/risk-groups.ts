import { milliToRupees } from '@kamao/contract/money';
import {
  RISK_EARNING_SOURCES,
  type MemberRisk,
  type RiskGroup,
  type RiskSignalKindName,
} from '@kamao/contract/admin/risk';
import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  riskGroupReviews,
  riskScores,
  riskSignals,
  users,
  type RiskSignalKind,
} from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { incomeLast30DaysAndEver } from '../../ledger/income.ts';
import { pendingWithdrawalTotals } from '../wallet/index.ts';

/** Kinds an operator sees among a group's shared signals (the contract's names). */
const SHOWN_KINDS: readonly RiskSignalKindName[] = [
  'device',
  'payoutAccount',
  'address',
  'network',
  'referrer',
  'email',
];

/**
 * Every group of strongly linked members with what two or more of them share and the money at
 * stake (their withdrawable and deposit balances and their pending withdrawals), the most at
 * stake first.
 */
export async function listRiskGroups(db: DbOrTx): Promise<RiskGroup[]> {
  const rows = await db
    .select({
      groupId: riskScores.groupId,
      userId: riskScores.userId,
      userName: users.userName,
      score: riskScores.score,
    })
    .from(riskScores)
    .innerJoin(users, eq(users.id, riskScores.userId))
    .where(isNotNull(riskScores.groupId));
  const byGroup = new Map<string, { id: string; userName: string; score: number }[]>();
  for (const row of rows) {
    const members = byGroup.get(row.groupId!) ?? [];
    members.push({ id: row.userId, userName: row.userName, score: row.score });
    byGroup.set(row.groupId!, members);
  }
  const groups: { group: RiskGroup; stake: bigint }[] = [];
  for (const [id, members] of byGroup) {
    const memberIds = members.map((member) => member.id);
    const stake = await moneyAtStake(db, memberIds);
    groups.push({
      stake,
      group: {
        id,
        score: Math.max(...members.map((member) => member.score)),
        atStake: milliToRupees(stake),
        members: members.map(({ id: memberId, userName }) => ({ id: memberId, userName })),
        signals: await sharedSignals(db, memberIds),
        reviewedAt: await reviewedAt(db, id, memberIds),
        earningsBySource: await groupEarnings(db, memberIds),
        referrals: await referralsInside(db, members),
      },
    });
  }
  return groups
    .sort((a, b) => (b.stake > a.stake ? 1 : b.stake < a.stake ? -1 : 0))
    .map((g) => g.group);
}

async function moneyAtStake(db: DbOrTx, memberIds: string[]): Promise<bigint> {
  const pending = await pendingWithdrawalTotals(db, memberIds);
  let total = 0n;
  for (const id of memberIds) {
    const balances = await getMemberBalances(db, id);
    total += balances.withdrawable + balances.deposit + (pending.get(id) ?? 0n);
  }
  return total;
}

/** What two or more of the members share, of the kinds an operator sees. */
async function sharedSignals(db: DbOrTx, memberIds: string[]) {
  const rows = await db
    .select({ kind: riskSignals.kind, value: riskSignals.value })
    .from(riskSignals)
    .where(
      and(
        inArray(riskSignals.userId, memberIds),
        inArray(riskSignals.kind, [...SHOWN_KINDS] as RiskSignalKind[]),
      ),
    )
    .groupBy(riskSignals.kind, riskSignals.value)
    .having(sql`count(distinct ${riskSignals.userId}) > 1`);
  return rows.map((row) => ({ kind: row.kind as RiskSignalKindName, value: row.value }));
}

/** What the members earned from each source, all time, together (read through the ledger). */
async function groupEarnings(db: DbOrTx, memberIds: string[]) {
  const totals = new Map<string, bigint>();
  for (const id of memberIds) {
    for (const row of await incomeLast30DaysAndEver(db, id, RISK_EARNING_SOURCES)) {
      totals.set(row.kind, (totals.get(row.kind) ?? 0n) + BigInt(row.all_time));
    }
  }
  return RISK_EARNING_SOURCES.map((source) => ({
    source,
    amount: milliToRupees(totals.get(source) ?? 0n),
  }));
}

/** The referrals made from one member of the group to another. */
async function referralsInside(db: DbOrTx, members: { id: string; userName: string }[]) {
  const ids = members.map((member) => member.id);
  const rows = await db
    .select({ id: users.id, referredBy: users.referredBy })
    .from(users)
    .where(and(inArray(users.id, ids), inArray(users.referredBy, ids)));
  const refOf = (id: string) => {
    const member = members.find((m) => m.id === id);
    return { id, userName: member?.userName ?? '' };
  };
  return rows.map((row) => ({ referrer: refOf(row.referredBy ?? ''), referred: refOf(row.id) }));
}

/** When the group was marked reviewed, unless a signal of its members came after. */
async function reviewedAt(db: DbOrTx, groupId: string, memberIds: string[]) {
  const [review] = await db
    .select()
    .from(riskGroupReviews)
    .where(eq(riskGroupReviews.groupId, groupId));
  if (!review) return null;
  const [newer] = await db
    .select({ one: sql<number>`1` })
    .from(riskSignals)
    .where(
      and(inArray(riskSignals.userId, memberIds), gt(riskSignals.lastSeenAt, review.reviewedAt)),
    )
    .limit(1);
  return newer ? null : review.reviewedAt.toISOString();
}

/** A member's score, reasons and linked members; a member never scored has none. */
export async function memberRisk(db: DbOrTx, memberId: string): Promise<MemberRisk> {
  const [row] = await db.select().from(riskScores).where(eq(riskScores.userId, memberId));
  if (!row) return { score: 0, reasons: [], linked: [] };
  const ids = row.linked.map((link) => link.id);
  const names = ids.length
    ? await db
        .select({ id: users.id, userName: users.userName })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.userName]));
  return {
    score: row.score,
    reasons: row.reasons,
    linked: row.linked.map((link) => ({
      id: link.id,
      userName: nameOf.get(link.id) ?? '',
      via: link.via,
    })),
  };
}

/** Marks the group reviewed now; false when no such group exists. */
export async function markGroupReviewed(
  db: DbOrTx,
  groupId: string,
  adminId: string,
): Promise<boolean> {
  const [member] = await db
    .select({ id: riskScores.userId })
    .from(riskScores)
    .where(eq(riskScores.groupId, groupId))
    .limit(1);
  if (!member) return false;
  await db
    .insert(riskGroupReviews)
    .values({ groupId, reviewedBy: adminId })
    .onConflictDoUpdate({
      target: riskGroupReviews.groupId,
      set: { reviewedAt: sql`now()`, reviewedBy: adminId },
    });
  return true;
}
