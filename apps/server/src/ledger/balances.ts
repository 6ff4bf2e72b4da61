import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { accounts, transfers } from '../db/schema.ts';
import type { MemberWallet, TransferKind } from './kinds.ts';

export type MemberBalances = Record<MemberWallet, bigint>;

export async function getMemberBalances(db: DbOrTx, memberId: string): Promise<MemberBalances> {
  const rows = await db
    .select({ kind: accounts.kind, balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.ownerId, memberId));
  const balances: MemberBalances = { withdrawable: 0n, deposit: 0n };
  for (const row of rows) balances[row.kind as MemberWallet] = row.balance;
  return balances;
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
