import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';
import { UnknownAccountError } from './errors.ts';
import {
  MEMBER_WALLETS,
  type AccountRef,
  type MemberAccountKind,
  type SystemAccount,
} from './kinds.ts';

/** Opens a member's two wallets; called in the same transaction that creates the member. */
export async function openMemberAccounts(tx: DbOrTx, memberId: string): Promise<void> {
  await tx
    .insert(accounts)
    .values(MEMBER_WALLETS.map((kind) => ({ ownerId: memberId, kind })))
    .onConflictDoNothing();
}

/**
 * Ids of system accounts, each created on first use, in one query when they all exist. System
 * rows are never updated afterwards (their balance is derived), so concurrent movements do not
 * contend on them.
 */
export async function systemAccountIds(
  tx: DbOrTx,
  kinds: readonly SystemAccount[],
): Promise<Map<SystemAccount, bigint>> {
  const wanted = [...new Set(kinds)];
  const ids = new Map<SystemAccount, bigint>();
  if (wanted.length === 0) return ids;
  for (const row of await selectSystemAccounts(tx, wanted)) ids.set(row.kind, row.id);
  const missing = wanted.filter((kind) => !ids.has(kind));
  if (missing.length > 0) {
    await tx
      .insert(accounts)
      .values(missing.map((kind) => ({ ownerId: null, kind })))
      .onConflictDoNothing();
    for (const row of await selectSystemAccounts(tx, missing)) ids.set(row.kind, row.id);
  }
  for (const kind of wanted) {
    if (!ids.has(kind)) throw new UnknownAccountError(`system account ${kind}`);
  }
  return ids;
}

const selectSystemAccounts = async (tx: DbOrTx, kinds: readonly SystemAccount[]) =>
  (await tx
    .select({ id: accounts.id, kind: accounts.kind })
    .from(accounts)
    .where(and(isNull(accounts.ownerId), inArray(accounts.kind, [...kinds])))) as {
    id: bigint;
    kind: SystemAccount;
  }[];

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
