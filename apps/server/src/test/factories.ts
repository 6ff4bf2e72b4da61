import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { openMemberAccounts } from '../ledger/accounts.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { memberWallet, systemAccount } from '../ledger/kinds.ts';

export interface MemberOverrides {
  name?: string;
  email?: string;
  userName?: string;
  referredBy?: string | null;
  status?: 'active' | 'banned';
  role?: 'member' | 'admin';
  passwordHash?: string | null;
  /** Starting balances in milli-rupees, granted through the ledger. */
  withdrawable?: bigint;
  deposit?: bigint;
}

let sequence = 0;

/** A member with both wallets (STYLE.md: factories create what a test does not care about). */
export async function buildMember(db: DbOrTx, overrides: MemberOverrides = {}) {
  sequence += 1;
  const id = newId();
  const userName = overrides.userName ?? `member${sequence}x${id.slice(-6)}`;
  const email = overrides.email ?? `${userName}@example.com`;
  const [member] = await db
    .insert(users)
    .values({
      id,
      name: overrides.name ?? `Member ${sequence}`,
      email,
      canonicalEmail: email.toLowerCase(),
      userName,
      role: overrides.role ?? 'member',
      status: overrides.status ?? 'active',
      referredBy: overrides.referredBy ?? null,
      passwordHash: overrides.passwordHash ?? null,
    })
    .returning();
  await openMemberAccounts(db, id);
  for (const wallet of ['withdrawable', 'deposit'] as const) {
    const amount = overrides[wallet];
    if (amount && amount > 0n) {
      await postMovement(db, [
        {
          kind: 'grant',
          from: systemAccount('grants'),
          to: memberWallet(id, wallet),
          amount,
          key: `test-grant:${id}:${wallet}`,
        },
      ]);
    }
  }
  return member!;
}
