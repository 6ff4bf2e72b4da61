import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';
import { UnknownAccountError } from './errors.ts';
import { MEMBER_WALLETS, type AccountRef, type MemberAccountKind } from './kinds.ts';

/** Opens a member's two wallets; called in the same transaction that creates the member. */
export async function openMemberAccounts(tx: DbOrTx, memberId: string): Promise<void> {
  await tx
    .insert(accounts)
    .values(MEMBER_WALLETS.map((kind) => ({ ownerId: memberId, kind })))
    .onConflictDoNothing();
}

export interface LockedMemberAccount {
  id: bigint;
  ownerId: string;
  kind: MemberAccountKind;
  balance: bigint;
}

/** Opens a member's debt account if they have none yet (before a chargeback locks it). */
export async function openDebtAccount(tx: DbOrTx, memberId: string): Promise<void> {
  await tx.insert(accounts).values({ ownerId: memberId, kind: 'debt' }).onConflictDoNothing();
}

/**
 * Locks every account of the members a movement touches (wallets and debt), in ascending id
 * order (one global order, so two movements can never wait on each other in a cycle), and
 * returns them.
 */
export async function lockMemberAccounts(
  tx: Tx,
  refs: readonly Extract<AccountRef, { member: string }>[],
): Promise<LockedMemberAccount[]> {
  if (refs.length === 0) return [];
  const owners = [...new Set(refs.map((r) => r.member))];
  const rows = await tx
    .select({
      id: accounts.id,
      ownerId: accounts.ownerId,
      kind: accounts.kind,
      balance: accounts.balance,
    })
    .from(accounts)
    .where(inArray(accounts.ownerId, owners))
    .orderBy(asc(accounts.id))
    .for('update');
  const locked = rows as LockedMemberAccount[];
  for (const ref of refs) {
    if (!locked.some((a) => a.ownerId === ref.member && a.kind === ref.wallet)) {
      throw new UnknownAccountError(`member ${ref.member} ${ref.wallet} wallet`);
    }
  }
  return locked;
}
