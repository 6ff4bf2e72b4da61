import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_METHOD_ERRORS,
  type adminWithdrawalMethodSchema,
} from '@kamao/contract/admin/wallet';
import { rupeesToMilli } from '@kamao/contract/money';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users, withdrawalMethods } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { cleanOperatorHtml } from '../../lib/operator-html.ts';

/** A method as the operator saves it (the console's form, validated). */
export type WithdrawalMethodInput = z.output<typeof adminWithdrawalMethodSchema>;

/**
 * The withdrawal methods members bind in their profile, with each one's minimum in milli-rupees
 * (docs/product/withdraw.md#minimums), as the operator keeps them: every method, offered or not,
 * with how many members bound it.
 */
export async function listWithdrawalMethods(db: DbOrTx) {
  const [methods, bound] = await Promise.all([
    db
      .select()
      .from(withdrawalMethods)
      .orderBy(asc(withdrawalMethods.position), asc(withdrawalMethods.name)),
    db
      .select({ name: users.withdrawalMethod, n: count() })
      .from(users)
      .groupBy(users.withdrawalMethod),
  ]);
  const boundBy = new Map(bound.map((b) => [b.name, b.n]));
  return methods.map((m) => ({
    id: m.id,
    name: m.name,
    details: m.details,
    kind: m.kind,
    minimumAmount: m.minimumAmount,
    enabled: m.enabled,
    position: m.position,
    boundMembers: boundBy.get(m.name) ?? 0,
  }));
}
export type WithdrawalMethodEntry = Awaited<ReturnType<typeof listWithdrawalMethods>>[number];

export async function withdrawalMethodById(db: DbOrTx, id: string): Promise<WithdrawalMethodEntry> {
  const method = (await listWithdrawalMethods(db)).find((m) => m.id === id);
  if (!method) throw notFound(ADMIN_METHOD_ERRORS.notFound);
  return method;
}

/** Adds a method; 409 when one has the name already. Returns its id. */
export async function addWithdrawalMethod(db: Db, input: WithdrawalMethodInput): Promise<string> {
  const id = newId();
  await refuseDuplicate(() => db.insert(withdrawalMethods).values({ id, ...stored(input) }));
  return id;
}

/**
 * Replaces a method's terms. Members bind a method by its name, so a rename carries the members
 * who bound it along, in the same transaction.
 */
export async function updateWithdrawalMethod(
  db: Db,
  id: string,
  input: WithdrawalMethodInput,
): Promise<void> {
  await refuseDuplicate(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: withdrawalMethods.name })
        .from(withdrawalMethods)
        .where(eq(withdrawalMethods.id, id))
        .for('update');
      if (!before) throw notFound(ADMIN_METHOD_ERRORS.notFound);
      await tx.update(withdrawalMethods).set(stored(input)).where(eq(withdrawalMethods.id, id));
      if (before.name !== input.name) {
        await tx
          .update(users)
          .set({ withdrawalMethod: input.name })
          .where(eq(users.withdrawalMethod, before.name));
      }
    }),
  );
}

/** A method as stored: its minimum in milli-rupees, its details (HTML on the member's screen) cleaned. */
const stored = (input: WithdrawalMethodInput) => ({
  ...input,
  details: cleanOperatorHtml(input.details),
  minimumAmount: rupeesToMilli(input.minimumAmount),
});

async function refuseDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ADMIN_METHOD_ERRORS.duplicate);
    throw error;
  }
}
