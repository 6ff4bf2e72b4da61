import {
  ADMIN_OFFERWALL_ERRORS,
  type adminOfferWallCreateSchema,
  type adminOfferWallUpdateSchema,
} from '@kamao/contract/admin/offer-walls';
import { rupeesToMilli } from '@kamao/contract/money';
import { and, asc, count, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { kolkataDayStartSql } from '../../db/kolkata-day.ts';
import { offerWallTransactions, offerWalls } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { inTransaction } from '../../ledger/transaction.ts';
import { invalidateCache } from '../../shared-state/invalidated-cache.ts';
import { multiplierToPpm } from './reward-amount.ts';
import { signatureGap } from './signature-coverage.ts';
import { originOfTemplate } from './wall-address.ts';

export type OfferWall = typeof offerWalls.$inferSelect;

export const WALL_FRAME_ORIGINS_CACHE = 'offerwall-frame-origins';

export async function wallById(db: DbOrTx, id: string): Promise<OfferWall> {
  const [row] = await db.select().from(offerWalls).where(eq(offerWalls.id, id));
  if (!row) throw notFound(ADMIN_OFFERWALL_ERRORS.notFound);
  return row;
}

export async function wallBySlug(db: DbOrTx, slug: string): Promise<OfferWall | undefined> {
  const [row] = await db.select().from(offerWalls).where(eq(offerWalls.slug, slug.toLowerCase()));
  return row;
}

export async function enabledWalls(db: DbOrTx): Promise<OfferWall[]> {
  return db
    .select()
    .from(offerWalls)
    .where(eq(offerWalls.enabled, true))
    .orderBy(asc(offerWalls.createdAt));
}

/**
 * The origins the wall page may frame (content security policy frame-src): those of the enabled
 * walls, as a space-separated list for InvalidatedCache.
 */
export async function loadWallFrameOrigins(db: DbOrTx): Promise<string> {
  const origins = new Set<string>();
  for (const wall of await enabledWalls(db)) {
    const origin = originOfTemplate(wall.urlTemplate);
    if (origin) origins.add(origin);
  }
  return [...origins].join(' ');
}

export interface WallWithFigures extends OfferWall {
  creditedToday: bigint;
  completedToday: number;
}

export async function listWallsWithFigures(db: DbOrTx): Promise<WallWithFigures[]> {
  const walls = await db.select().from(offerWalls).orderBy(asc(offerWalls.createdAt));
  if (walls.length === 0) return [];
  const today = await db
    .select({
      wallId: offerWallTransactions.wallId,
      credited: sum(offerWallTransactions.amount),
      n: count(),
    })
    .from(offerWallTransactions)
    .where(
      and(
        inArray(offerWallTransactions.status, ['credited', 'held']),
        gte(offerWallTransactions.createdAt, kolkataDayStartSql),
      ),
    )
    .groupBy(offerWallTransactions.wallId);
  const of = new Map(today.map((t) => [t.wallId, t]));
  return walls.map((wall) => ({
    ...wall,
    creditedToday: BigInt(of.get(wall.id)?.credited ?? 0),
    completedToday: of.get(wall.id)?.n ?? 0,
  }));
}

type CreateInput = z.output<typeof adminOfferWallCreateSchema>;
type UpdateInput = z.output<typeof adminOfferWallUpdateSchema>;

const maxRewardToMilli = (rupees: number | null) =>
  rupees === null ? null : rupeesToMilli(rupees);

/**
 * A wall whose signature alone proves nothing (signature-coverage.ts) is enabled only with the
 * network's addresses, which networks publish for exactly this.
 */
function requireSenderListWhenNeeded(
  wall: Pick<OfferWall, 'scheme' | 'template' | 'enabled' | 'allowedIps'>,
) {
  if (!wall.enabled || wall.allowedIps.length > 0) return;
  const gap = signatureGap(wall);
  if (gap) {
    throw badRequest(
      `${gap} Add the network’s postback addresses (it publishes them) to Allowed IPs to enable this wall.`,
    );
  }
}

function columnsOf(input: UpdateInput) {
  const { rewardMultiplier, holdAbove, secret, maxRewardPerTransaction, ...rest } = input;
  return {
    ...rest,
    ...(maxRewardPerTransaction === undefined
      ? {}
      : { maxRewardPerTransaction: maxRewardToMilli(maxRewardPerTransaction) }),
    ...(rewardMultiplier === undefined
      ? {}
      : { rewardMultiplierPpm: multiplierToPpm(rewardMultiplier) }),
    ...(holdAbove === undefined ? {} : { holdAbove: rupeesToMilli(holdAbove) }),
    ...(secret ? { secret } : {}),
  };
}

async function saved<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ADMIN_OFFERWALL_ERRORS.duplicateSlug);
    throw error;
  }
}

/** Adds a wall; the wall page's frame policy follows in every process after the commit. */
export async function createWall(db: DbOrTx, input: CreateInput): Promise<string> {
  const id = newId();
  const { rewardMultiplier, holdAbove, maxRewardPerTransaction, ...columns } = input;
  requireSenderListWhenNeeded(columns);
  await saved(() =>
    inTransaction(db, async (tx) => {
      await tx.insert(offerWalls).values({
        id,
        ...columns,
        rewardMultiplierPpm: multiplierToPpm(rewardMultiplier),
        holdAbove: rupeesToMilli(holdAbove),
        maxRewardPerTransaction: maxRewardToMilli(maxRewardPerTransaction),
      });
      await invalidateCache(tx, WALL_FRAME_ORIGINS_CACHE);
    }),
  );
  return id;
}

/** Changes some fields; an absent or empty secret keeps the saved one. */
export async function updateWall(db: DbOrTx, id: string, patch: UpdateInput): Promise<void> {
  const current = await wallById(db, id);
  const scheme = patch.scheme ?? current.scheme;
  const template = patch.template === undefined ? current.template : patch.template;
  if (scheme === 'template' && !template) {
    throw badRequest('The template scheme needs its parameters and hash recipe');
  }
  requireSenderListWhenNeeded({
    scheme,
    template,
    enabled: patch.enabled ?? current.enabled,
    allowedIps: patch.allowedIps ?? current.allowedIps,
  });
  await saved(() =>
    inTransaction(db, async (tx) => {
      await tx
        .update(offerWalls)
        .set({ ...columnsOf(patch), updatedAt: sql`now()` })
        .where(eq(offerWalls.id, id));
      await invalidateCache(tx, WALL_FRAME_ORIGINS_CACHE);
    }),
  );
}
