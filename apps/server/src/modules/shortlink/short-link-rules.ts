import { SHORTLINK_ERROR_TEXTS } from '@kamao/contract/shortlink-texts';
import { and, count, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { kolkataDayStartSql } from '../../db/kolkata-day.ts';
import { shortLinkAttempts } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';

/**
 * The limits of one shortener for one member (docs/product/short-links.md#claim-rules): clicks
 * allowed per Indian day and the cooldown after a claim. Checked at Start (so no click is wasted)
 * and again inside the claim's transaction, where they decide.
 */
export interface ShortenerLimits {
  id: string;
  clicksPerDay: number;
  cooldownMinutes: number;
}

/** Throws the member's refusal when the shortener's limits do not allow one more claim now. */
export async function assertWithinLimits(
  db: DbOrTx,
  memberId: string,
  shortener: ShortenerLimits,
  exceptAttemptId = '',
): Promise<void> {
  const mine = and(
    eq(shortLinkAttempts.memberId, memberId),
    eq(shortLinkAttempts.shortenerId, shortener.id),
    isNotNull(shortLinkAttempts.claimedAt),
    ne(shortLinkAttempts.id, exceptAttemptId),
  );
  const [[today], [cooling]] = await Promise.all([
    db
      .select({ n: count() })
      .from(shortLinkAttempts)
      .where(and(mine, gte(shortLinkAttempts.claimedAt, kolkataDayStartSql))),
    db
      .select({ n: count() })
      .from(shortLinkAttempts)
      .where(
        and(
          mine,
          sql`${shortLinkAttempts.claimedAt} + make_interval(mins => ${shortener.cooldownMinutes}) > now()`,
        ),
      ),
  ]);
  if ((today?.n ?? 0) >= shortener.clicksPerDay) throw badRequest(SHORTLINK_ERROR_TEXTS.dailyLimit);
  if (shortener.cooldownMinutes > 0 && (cooling?.n ?? 0) > 0) {
    throw badRequest(SHORTLINK_ERROR_TEXTS.coolingDown);
  }
}
