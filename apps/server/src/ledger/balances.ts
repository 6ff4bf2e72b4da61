import { and, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { publishEvent } from '../db/domain-events.ts';
import { balanceChangedEvent } from './balance-event.ts';
import { kolkataDayStartSql } from '../db/kolkata-day.ts';
import { accounts, transfers } from '../db/schema/index.ts';
import type { MemberWallet, TransferKind } from './kinds.ts';

export type MemberBalances = Record<MemberWallet, bigint>;

export async function getMemberBalances(db: DbOrTx, memberId: string): Promise<MemberBalances> {
  const rows = await db
    .select({ kind: accounts.kind, balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.ownerId, memberId));
  const balances: MemberBalances = { withdrawable: 0n, deposit: 0n };
  for (const row of rows) {
    if (row.kind === 'withdrawable' || row.kind === 'deposit') balances[row.kind] = row.balance;
  }
  return balances;
}

/** What a member owes after chargebacks their balance could not cover (ledger/debt.ts). */
export async function getMemberDebt(db: DbOrTx, memberId: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.ownerId, memberId), eq(accounts.kind, 'debt')));
  return row?.balance ?? 0n;
}

/** A member's income of one kind since the start of today (the Indian day), in milli-rupees. */
export async function earnedToday(
  db: DbOrTx,
  memberId: string,
  kind: TransferKind,
): Promise<bigint> {
  const [row] = await db
    .select({ total: sum(transfers.amount) })
    .from(transfers)
    .where(
      and(
        eq(transfers.memberId, memberId),
        eq(transfers.kind, kind),
        gte(transfers.createdAt, kolkataDayStartSql),
      ),
    );
  return BigInt(row?.total ?? 0);
}

/** Sum of a member's transfers of the given kinds (as the member of the movement). */
export async function sumMemberTransfers(
  db: DbOrTx,
  memberId: string,
  kinds: readonly TransferKind[],
): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${transfers.amount}), 0)` })
    .from(transfers)
    .where(and(eq(transfers.memberId, memberId), inArray(transfers.kind, [...kinds])));
  return BigInt(row?.total ?? 0);
}

/**
 * Tells the member's open pages their wallets as they stand, after the caller's transaction
 * commits (user_balance_updated): for a change of their money's state that moves no member
 * balance, such as a payout the operator marked paid. Movements send it by themselves.
 */
export async function announceMemberBalances(tx: DbOrTx, memberId: string): Promise<void> {
  // One after the other: a transaction has one connection, which runs one query at a time
  // anyway, and pg deprecates sending the next before the last answered.
  const balances = await getMemberBalances(tx, memberId);
  const debt = await getMemberDebt(tx, memberId);
  await publishEvent(tx, balanceChangedEvent(memberId, { ...balances, debt }));
}
