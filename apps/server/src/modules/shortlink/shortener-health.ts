import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { publishEvent } from '../../db/domain-events.ts';
import { shorteners } from '../../db/schema/index.ts';
import type { Shortener } from './shortener-catalog.ts';

/*
 * Whether a shortener's API works, as its latest answer showed (docs/product/short-links.md#a-failing-shortener):
 * a refusal (at a member's Start or the operator's test) marks it failing with what it said, the
 * next short link it gives clears the mark. Three refusals in a row at members' Starts, or one at
 * the operator's test, take it off the members' list: members stop spending clicks on it, and a
 * probe every 10 minutes (shortener-probe.ts) puts it back once it answers. The operator's overview
 * lists the enabled ones that are failing, saying which are off the list.
 */

/** The longest failure text kept: a shortener's message, not a whole error page. */
const FAILURE_TEXT_LIMIT = 300;
/** Refusals in a row at members' Starts that take a shortener off the members' list. */
export const FAILURES_BEFORE_OFF_LIST = 3;
/** How long an off-list shortener waits between probes. */
export const PROBE_EVERY_MINUTES = 10;

/**
 * Marks a refusal, in one statement so that concurrent Starts count each one. `atOnce`: the
 * operator's test failed, which takes it off the list without waiting for members to find out.
 */
export async function noteShortenerFailed(
  db: DbOrTx,
  id: string,
  message: string,
  options: { atOnce?: boolean } = {},
): Promise<void> {
  const goesOff = sql`(${options.atOnce ?? false} or ${shorteners.failuresInARow} + 1 >= ${FAILURES_BEFORE_OFF_LIST})`;
  const [row] = await db
    .update(shorteners)
    .set({
      failedAt: sql`now()`,
      failure: message.slice(0, FAILURE_TEXT_LIMIT),
      failuresInARow: sql`${shorteners.failuresInARow} + 1`,
      offListSince: sql`coalesce(${shorteners.offListSince}, case when ${goesOff} then now() end)`,
      nextProbeAt: sql`case when ${shorteners.offListSince} is not null or ${goesOff}
        then now() + make_interval(mins => ${PROBE_EVERY_MINUTES}) end`,
    })
    .where(eq(shorteners.id, id))
    // Set by this statement (now() is its transaction's start): it has just left the list.
    .returning({ wentOff: sql<boolean>`${shorteners.offListSince} = now()` });
  if (row?.wentOff) await listChanged(db);
}

/** The members' short-link lists changed: every member's copy of theirs is stale. */
const listChanged = (db: DbOrTx) =>
  publishEvent(db, { type: 'member.answers_stale', memberId: null });

/**
 * Clears the mark and puts it back on the members' list; writes only when the row read at Start
 * carried a mark, so a Start costs nothing.
 */
export async function noteShortenerWorked(
  db: DbOrTx,
  shortener: Pick<Shortener, 'id' | 'failedAt'>,
): Promise<void> {
  if (shortener.failedAt === null) return;
  const cleared = await db
    .update(shorteners)
    .set({
      failedAt: null,
      failure: null,
      failuresInARow: 0,
      offListSince: null,
      nextProbeAt: null,
    })
    .where(and(eq(shorteners.id, shortener.id), isNotNull(shorteners.failedAt)))
    .returning({ id: shorteners.id });
  // It may have been off the list; rare enough to tell every member's copies either way.
  if (cleared.length > 0) await listChanged(db);
}

export interface FailingShortener {
  id: string;
  name: string;
  domain: string;
  failedAt: Date;
  failure: string;
  /** Taken off the members' list until a probe finds it answering. */
  offList: boolean;
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
      offListSince: shorteners.offListSince,
    })
    .from(shorteners)
    .where(and(eq(shorteners.enabled, true), isNotNull(shorteners.failedAt)))
    .orderBy(asc(shorteners.failedAt));
  return rows.map(({ offListSince, ...row }) => ({
    ...row,
    failedAt: row.failedAt!,
    failure: row.failure ?? '',
    offList: offListSince !== null,
  }));
}
