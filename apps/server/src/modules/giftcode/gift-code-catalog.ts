import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_GIFT_CODE_ERRORS,
  type adminGiftCodeSchema,
  type adminGiftCodeUpdateSchema,
} from '@kamao/contract/admin/gift-codes';
import { rupeesToMilli } from '@kamao/contract/money';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isCheckViolation } from '../../db/errors.ts';
import { rowsOf } from '../../db/rows.ts';
import { giftCodes } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';

export type GiftCodeInput = z.output<typeof adminGiftCodeSchema>;
export type GiftCodeChanges = z.output<typeof adminGiftCodeUpdateSchema>;

/** A code as it is stored: the amount in milli-rupees. */
export type GiftCode = typeof giftCodes.$inferSelect;

/** The 500 newest codes. */
export async function listGiftCodes(db: DbOrTx): Promise<GiftCode[]> {
  return db.select().from(giftCodes).orderBy(desc(giftCodes.createdAt)).limit(500);
}

export async function giftCodeById(db: DbOrTx, id: string): Promise<GiftCode> {
  const [row] = await db.select().from(giftCodes).where(eq(giftCodes.id, id));
  if (!row) throw notFound(ADMIN_GIFT_CODE_ERRORS.notFound);
  return row;
}

/** Creates a code; 409 when one differs from it only in case. Returns its id. */
export async function createGiftCode(db: Db, input: GiftCodeInput): Promise<string> {
  const { code, amount, maxClaims, expiresAt, wallet } = input;
  const id = newId();
  // Claims match codes without regard to case (gift-codes.ts), so neither may creation.
  const inserted = await db.execute(sql`
    insert into gift_codes (id, code, amount, wallet, max_claims, expires_at)
    select ${id}, ${code}, ${rupeesToMilli(amount)}, ${wallet}, ${maxClaims},
      ${expiresAt ? new Date(expiresAt) : null}
    where not exists (select 1 from gift_codes where lower(code) = lower(${code}))
    on conflict do nothing
    returning id`);
  if (rowsOf(inserted).length === 0) throw conflict(ADMIN_GIFT_CODE_ERRORS.duplicate);
  return id;
}

/**
 * Changes the claim limit or the expiry of a code members may have claimed already (ending a
 * code is an expiry of now). A limit below the claims made is refused with 400.
 */
export async function updateGiftCode(db: Db, id: string, input: GiftCodeChanges): Promise<void> {
  const { maxClaims, expiresAt } = input;
  const changes: Partial<typeof giftCodes.$inferInsert> = {};
  if (maxClaims !== undefined) changes.maxClaims = maxClaims;
  if (expiresAt !== undefined) changes.expiresAt = expiresAt ? new Date(expiresAt) : null;
  const [current] = await db
    .select({ id: giftCodes.id })
    .from(giftCodes)
    .where(eq(giftCodes.id, id));
  if (!current) throw notFound(ADMIN_GIFT_CODE_ERRORS.notFound);
  if (Object.keys(changes).length === 0) return;
  // The CHECK (claims_count <= max_claims) refuses a limit below the claims made, even when a
  // claim lands between this read and the update.
  try {
    await db.update(giftCodes).set(changes).where(eq(giftCodes.id, current.id));
  } catch (error) {
    if (isCheckViolation(error)) throw badRequest(ADMIN_GIFT_CODE_ERRORS.belowClaims);
    throw error;
  }
}
