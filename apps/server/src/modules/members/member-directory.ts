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
  const [rows, [total]] = await Promise.all([
    selectMembers(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(MEMBERS_PAGE_SIZE)
      .offset((page - 1) * MEMBERS_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const members: MemberListing[] = [];
  for (const row of rows) members.push(await withBalances(db, row));
  return { members, total: total?.n ?? 0 };
}

/** One member as the list shows them; undefined when none (or deleted, as the list leaves out). */
export async function findMember(db: DbOrTx, id: string): Promise<MemberListing | undefined> {
  const [row] = await selectMembers(db).where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ? withBalances(db, row) : undefined;
}

const referrer = alias(users, 'referrer');

function selectMembers(db: DbOrTx) {
  return db
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
    .leftJoin(referrer, eq(referrer.id, users.referredBy));
}

type MemberRow = Omit<MemberListing, 'withdrawable' | 'deposit' | 'debt'>;

async function withBalances(db: DbOrTx, row: MemberRow): Promise<MemberListing> {
  const [balances, debt] = await Promise.all([
    getMemberBalances(db, row.id),
    getMemberDebt(db, row.id),
  ]);
  return { ...row, withdrawable: balances.withdrawable, deposit: balances.deposit, debt };
}
