import { randomBytes } from 'node:crypto';
import type { AdminShortenerTest } from '@kamao/contract/admin/shorteners';
import { SHORTLINK_END_PAGE_ROUTE } from '@kamao/contract/shortlink-texts';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shorteners } from '../../db/schema/index.ts';
import { createBuiltinLink } from './builtin-shortener.ts';
import { effectiveApiUrl, type Shortener } from './shortener-catalog.ts';
import type { AskShortener } from './short-link-start.ts';
import {
  PROBE_EVERY_MINUTES,
  noteShortenerFailed,
  noteShortenerWorked,
} from './shortener-health.ts';

export interface ProbeDeps {
  db: DbOrTx;
  publicOrigin: string;
  askShortener: AskShortener;
}

/**
 * Asks a shortener for a short link to a sample destination like a member's (a last-page token no
 * attempt holds), and notes the answer: a short link clears its failing mark and puts it back on
 * the members' list, a refusal takes it off at once. The operator's Test and the probe of
 * off-list shorteners both come here.
 */
export async function probeShortener(
  deps: ProbeDeps,
  shortener: Shortener,
): Promise<AdminShortenerTest> {
  const { db, publicOrigin, askShortener } = deps;
  const destination = `${publicOrigin}${SHORTLINK_END_PAGE_ROUTE}/test-${randomBytes(8).toString('hex')}`;
  if (shortener.provider === 'builtin') {
    const shortUrl = await createBuiltinLink(db, {
      destination,
      origin: publicOrigin,
      minSeconds: shortener.minSeconds,
    });
    return {
      ok: true,
      shortUrl,
      message: 'The built-in shortener works.',
      rawAnswer: '',
      elapsedMs: 0,
    };
  }
  const answer = await askShortener({
    apiUrl: effectiveApiUrl(shortener),
    apiKey: shortener.apiKey,
    destination,
  });
  if (!answer.ok) {
    await noteShortenerFailed(db, shortener.id, answer.message, { atOnce: true });
    return {
      ok: false,
      shortUrl: null,
      message: answer.message,
      rawAnswer: answer.rawAnswer,
      elapsedMs: answer.elapsedMs,
    };
  }
  await noteShortenerWorked(db, shortener);
  return {
    ok: true,
    shortUrl: answer.shortUrl,
    message: 'The shortener answered a short URL.',
    rawAnswer: answer.rawAnswer,
    elapsedMs: answer.elapsedMs,
  };
}

/** At most this many probes a round: a long list of dead shorteners waits for the next rounds. */
const PROBES_PER_ROUND = 10;

/**
 * One round of probes: the enabled off-list shorteners whose probe is due, each claimed by moving
 * its next probe 10 minutes on in one statement (so of several processes only one asks), then
 * asked outside any transaction. Returns how many were asked.
 */
export async function probeDueShorteners(deps: ProbeDeps): Promise<number> {
  const due = await deps.db
    .update(shorteners)
    .set({ nextProbeAt: sql`now() + make_interval(mins => ${PROBE_EVERY_MINUTES})` })
    .where(
      sql`${shorteners.id} in (${deps.db
        .select({ id: shorteners.id })
        .from(shorteners)
        .where(
          and(
            eq(shorteners.enabled, true),
            isNotNull(shorteners.offListSince),
            lte(shorteners.nextProbeAt, sql`now()`),
          ),
        )
        .orderBy(asc(shorteners.nextProbeAt))
        .limit(PROBES_PER_ROUND)
        .for('update', { skipLocked: true })})`,
    )
    .returning();
  for (const shortener of due) await probeShortener(deps, shortener);
  return due.length;
}
