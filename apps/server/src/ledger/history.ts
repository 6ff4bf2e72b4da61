import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { transfers } from '../db/schema/index.ts';
import type { TransferKind } from './kinds.ts';

/*
 * The ledger's history reads: single movements and a member's list of one kind. Modules read
 * transfers only through these (and balances.ts, income.ts), never the tables themselves.
 */

/** Whether a movement with this idempotency key was posted. */
export async function transferPosted(db: DbOrTx, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(eq(transfers.idempotencyKey, idempotencyKey));
  return rows.length > 0;
}

/**
 * The metadata of the leg posted with this idempotency key: undefined when none was posted,
 * null when it carries none.
 */
export async function transferMetadataByKey(
  db: DbOrTx,
  idempotencyKey: string,
): Promise<Record<string, unknown> | null | undefined> {
  const [row] = await db
    .select({ metadata: transfers.metadata })
    .from(transfers)
    .where(eq(transfers.idempotencyKey, idempotencyKey));
  return row ? row.metadata : undefined;
}

/** The amount of the leg posted with this idempotency key (milli-rupees); undefined when none was. */
export async function transferAmountByKey(
  db: DbOrTx,
  idempotencyKey: string,
): Promise<bigint | undefined> {
  const [row] = await db
    .select({ amount: transfers.amount })
    .from(transfers)
    .where(eq(transfers.idempotencyKey, idempotencyKey));
  return row?.amount;
}

export interface HistoryEntry {
  metadata: Record<string, unknown> | null;
  /** Milli-rupees. */
  amount: bigint;
  createdAt: Date;
}

/** A member's movements of one kind, newest first (a history page's rows). */
export function memberHistory(
  db: DbOrTx,
  memberId: string,
  kind: TransferKind,
  limit: number,
): Promise<HistoryEntry[]> {
  return db
    .select({
      metadata: transfers.metadata,
      amount: transfers.amount,
      createdAt: transfers.createdAt,
    })
    .from(transfers)
    .where(and(eq(transfers.memberId, memberId), eq(transfers.kind, kind)))
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(limit);
}

/**
 * What one member's movements of a kind came to per related member (the referred member whose
 * earning paid a referral), as a subquery to join on relatedMemberId.
 */
export function totalsByRelatedMember(db: DbOrTx, memberId: string, kind: TransferKind) {
  return db
    .select({
      relatedMemberId: transfers.relatedMemberId,
      total: sql<string>`sum(${transfers.amount})::text`.as('total'),
    })
    .from(transfers)
    .where(and(eq(transfers.memberId, memberId), eq(transfers.kind, kind)))
    .groupBy(transfers.relatedMemberId)
    .as('income');
}
