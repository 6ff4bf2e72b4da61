import { SHORTLINK_ERROR_TEXTS } from '@kamao/contract/shortlink-texts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shortLinkAttempts } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { readBuiltinLink } from './builtin-shortener.ts';
import { ATTEMPT_LIFETIME_HOURS, hashShortLinkToken } from './short-link-start.ts';

/**
 * The built-in interstitial page has loaded and reports in (docs/product/short-links.md#shorteners).
 * Only then is its destination, the last page with the claim token, handed out: a script that
 * never loads the page learns no token. The report is bound to the member and the address that
 * started the attempt and to its token (the code's destination carries it). The first report's
 * time is kept in the attempt's row, where every server process sees it, and the claim's minimum
 * seconds count from it; a later report (the page reloaded) is answered again and moves nothing.
 */
export async function reportInterstitialLoaded(
  db: Db,
  request: { memberId: string; ip: string; code: string },
): Promise<{ destination: string }> {
  const { destination } = await readBuiltinLink(db, request.code);
  // The destination is the last page's address ending in the token (startShortLink builds it).
  const tokenHash = hashShortLinkToken(destination.slice(destination.lastIndexOf('/') + 1));
  const [attempt] = await db
    .select({
      id: shortLinkAttempts.id,
      memberId: shortLinkAttempts.memberId,
      ipAddress: shortLinkAttempts.ipAddress,
      claimedAt: shortLinkAttempts.claimedAt,
      expired: sql<boolean>`${shortLinkAttempts.startedAt} <= now() - make_interval(hours => ${ATTEMPT_LIFETIME_HOURS})`,
    })
    .from(shortLinkAttempts)
    .where(eq(shortLinkAttempts.tokenHash, tokenHash));
  // Another member's code is treated as no code at all: it reveals nothing.
  if (!attempt || attempt.memberId !== request.memberId) {
    throw notFound(SHORTLINK_ERROR_TEXTS.tokenUnknown);
  }
  if (attempt.claimedAt) throw conflict(SHORTLINK_ERROR_TEXTS.alreadyClaimed);
  if (attempt.ipAddress !== request.ip) throw forbidden(SHORTLINK_ERROR_TEXTS.otherAddress);
  if (attempt.expired) throw badRequest(SHORTLINK_ERROR_TEXTS.expired);

  // Conditional: of reports at once in several processes the first stands, none resets it.
  await db
    .update(shortLinkAttempts)
    .set({ beaconAt: sql`now()` })
    .where(and(eq(shortLinkAttempts.id, attempt.id), isNull(shortLinkAttempts.beaconAt)));
  return { destination };
}
