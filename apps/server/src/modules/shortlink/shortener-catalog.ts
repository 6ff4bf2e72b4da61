import type {
  AdminShortenerInput,
  adminShortenerCreateSchema,
  adminShortenerUpdateSchema,
} from '@kamao/contract/admin/shorteners';
import { ADMIN_SHORTENER_ERRORS } from '@kamao/contract/admin/shorteners';
import { rupeesToMilli } from '@kamao/contract/money';
import { and, asc, count, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { kolkataDayStartSql } from '../../db/kolkata-day.ts';
import { shortLinkAttempts, shorteners } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';

export type Shortener = typeof shorteners.$inferSelect;

/** The address the AdLinkFly call goes to: the row's, or the convention's default. */
export const effectiveApiUrl = (row: Pick<Shortener, 'apiUrl' | 'domain'>) =>
  row.apiUrl || `https://${row.domain}/api`;

/** An enabled shortener on the members' list, by the domain a member's Start names. */
export async function enabledShortenerByDomain(
  db: DbOrTx,
  domain: string,
): Promise<Shortener | undefined> {
  const [row] = await db
    .select()
    .from(shorteners)
    .where(
      and(
        eq(shorteners.domain, domain.trim().toLowerCase()),
        eq(shorteners.enabled, true),
        isNull(shorteners.offListSince),
      ),
    );
  return row;
}

export async function shortenerById(db: DbOrTx, id: string): Promise<Shortener> {
  const [row] = await db.select().from(shorteners).where(eq(shorteners.id, id));
  if (!row) throw notFound(ADMIN_SHORTENER_ERRORS.notFound);
  return row;
}

export interface ShortenerWithClaims extends Shortener {
  claimsToday: number;
  claimsTotal: number;
}

/** Every shortener with its paid claims today (Indian day) and ever, for the console. */
export async function listShortenersWithClaims(db: DbOrTx): Promise<ShortenerWithClaims[]> {
  const [rows, today, total] = await Promise.all([
    db.select().from(shorteners).orderBy(asc(shorteners.createdAt)),
    db
      .select({ id: shortLinkAttempts.shortenerId, n: count() })
      .from(shortLinkAttempts)
      .where(gte(shortLinkAttempts.claimedAt, kolkataDayStartSql))
      .groupBy(shortLinkAttempts.shortenerId),
    db
      .select({ id: shortLinkAttempts.shortenerId, n: count() })
      .from(shortLinkAttempts)
      .where(isNotNull(shortLinkAttempts.claimedAt))
      .groupBy(shortLinkAttempts.shortenerId),
  ]);
  const todayOf = new Map(today.map((r) => [r.id, r.n]));
  const totalOf = new Map(total.map((r) => [r.id, r.n]));
  return rows.map((row) => ({
    ...row,
    claimsToday: todayOf.get(row.id) ?? 0,
    claimsTotal: totalOf.get(row.id) ?? 0,
  }));
}

type CreateInput = z.output<typeof adminShortenerCreateSchema>;
type UpdateInput = z.output<typeof adminShortenerUpdateSchema>;

function columnsOf(input: UpdateInput) {
  const { reward, ...rest } = input;
  return { ...rest, ...(reward === undefined ? {} : { reward: rupeesToMilli(reward) }) };
}

function assertKeyFor(provider: Shortener['provider'], apiKey: string) {
  if (provider === 'adlinkfly' && !apiKey) throw badRequest(ADMIN_SHORTENER_ERRORS.keyRequired);
}

/** Adds a shortener; 409 when its domain is taken (the domain is the members' Start key). */
export async function createShortener(db: DbOrTx, input: CreateInput): Promise<string> {
  assertKeyFor(input.provider, input.apiKey);
  const id = newId();
  try {
    await db.insert(shorteners).values({ id, ...input, reward: rupeesToMilli(input.reward) });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ADMIN_SHORTENER_ERRORS.duplicateDomain);
    throw error;
  }
  return id;
}

/** Changes some fields; an absent or empty apiKey keeps the saved key. */
export async function updateShortener(db: DbOrTx, id: string, patch: UpdateInput): Promise<void> {
  const current = await shortenerById(db, id);
  const { apiKey, ...rest } = patch;
  const changes = { ...columnsOf(rest), ...(apiKey ? { apiKey } : {}) };
  assertKeyFor(changes.provider ?? current.provider, changes.apiKey ?? current.apiKey);
  try {
    await db
      .update(shorteners)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(shorteners.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ADMIN_SHORTENER_ERRORS.duplicateDomain);
    throw error;
  }
}

export type { AdminShortenerInput };
