import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Marks members as linked to their referrer (users.referrer_linked): the ledger then pays the
 * referral share of their earnings only when the operator's rule allows it. The referral itself
 * stays recorded.
 */
export async function markReferrerLinked(db: DbOrTx, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length === 0) return;
  await db
    .update(users)
    .set({ referrerLinked: true })
    .where(and(inArray(users.id, [...memberIds]), eq(users.referrerLinked, false)));
}

/** The members of a group whose referrer is in the group too. */
export async function referredWithin(db: DbOrTx, group: readonly string[]): Promise<string[]> {
  if (group.length < 2) return [];
  const rows = await db
    .select({ id: users.id, referredBy: users.referredBy })
    .from(users)
    .where(inArray(users.id, [...group]));
  const members = new Set(group);
  return rows.filter((row) => row.referredBy && members.has(row.referredBy)).map((row) => row.id);
}
