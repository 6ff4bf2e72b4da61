import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shorteners } from '../../db/schema/index.ts';
import type { Shortener } from './shortener-catalog.ts';

/*
 * Whether a shortener's API works, as its latest answer showed: a refusal (at a member's Start or
 * the operator's test) marks it failing with what it said, the next short link it gives clears
 * the mark. The operator's overview lists the enabled ones that are failing.
 */

/** The longest failure text kept: a shortener's message, not a whole error page. */
const FAILURE_TEXT_LIMIT = 300;

export async function noteShortenerFailed(db: DbOrTx, id: string, message: string): Promise<void> {
  await db
    .update(shorteners)
    .set({ failedAt: sql`now()`, failure: message.slice(0, FAILURE_TEXT_LIMIT) })
    .where(eq(shorteners.id, id));
}

/** Clears the mark; writes only when the row read at Start carried one, so a Start costs nothing. */
export async function noteShortenerWorked(
  db: DbOrTx,
  shortener: Pick<Shortener, 'id' | 'failedAt'>,
): Promise<void> {
  if (shortener.failedAt === null) return;
  await db
    .update(shorteners)
    .set({ failedAt: null, failure: null })
    .where(and(eq(shorteners.id, shortener.id), isNotNull(shorteners.failedAt)));
}

export interface FailingShortener {
  id: string;
  name: string;
  domain: string;
  failedAt: Date;
  failure: string;
}

/** Enabled shorteners whose latest answer was a refusal, the longest failing first. */
export async function failingShorteners(db: DbOrTx): Promise<FailingShortener[]> {
  const rows = await db
    .select({
      id: shorteners.id,
      name: shorteners.name,
      domain: shorteners.domain,
      failedAt: shorteners.failedAt,
      failure: shorteners.failure,
    })
    .from(shorteners)
    .where(and(eq(shorteners.enabled, true), isNotNull(shorteners.failedAt)))
    .orderBy(asc(shorteners.failedAt));
  return rows.map((row) => ({ ...row, failedAt: row.failedAt!, failure: row.failure ?? '' }));
}
