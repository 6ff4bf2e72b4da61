import type { MemberStatus } from '@kamao/contract/admin/members';
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { getMemberBalances, getMemberDebt } from '../../ledger/balances.ts';
import { likePattern } from '../../lib/like-pattern.ts';

export const MEMBERS_PAGE_SIZE = 25;

/** A member as the operator looks them up (the console's Members tab); amounts in milli. */
export interface MemberListing {
  id: string;
  userName: string;
  name: string;
  email: string;
  mobile: string | null;
  role: 'member' | 'admin';
  status: MemberStatus;
  createdAt: Date;
  referrerUserName: string | null;
  withdrawable: bigint;
  deposit: bigint;
  /** What the member owes after chargebacks their balance could not cover. */
  debt: bigint;
}

/**
 * Members found by userName, e-mail, name or mobile (case-insensitive, LIKE wildcards taken
 * literally), newest first, MEMBERS_PAGE_SIZE a page, each with their balances and debt.
 */
export async function findMembers(
  db: DbOrTx,
  { q, page }: { q: string; page: number },
): Promise<{ members: MemberListing[]; total: number }> {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (q) {
    const pattern = likePattern(q);
    conditions.push(
      or(
        ilike(users.userName, pattern),
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(users.mobileNumber, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const referrer = alias(users, 'referrer');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        userName: users.userName,
        name: users.name,
        email: users.email,
        mobile: users.mobileNumber,
        role: users.role,
        status: users.status,
        createdAt: users.createdAt,
        referrerUserName: referrer.userName,
      })
      .from(users)
      .leftJoin(referrer, eq(referrer.id, users.referredBy))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(MEMBERS_PAGE_SIZE)
      .offset((page - 1) * MEMBERS_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const members: MemberListing[] = [];
  for (const row of rows) {
    const [balances, debt] = await Promise.all([
      getMemberBalances(db, row.id),
      getMemberDebt(db, row.id),
    ]);
    members.push({
      ...row,
      withdrawable: balances.withdrawable,
      deposit: balances.deposit,
      debt,
    });
  }
  return { members, total: total?.n ?? 0 };
}
