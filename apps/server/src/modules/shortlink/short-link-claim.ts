import { SHORTLINK_ERROR_TEXTS } from '@kamao/contract/shortlink-texts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shortLinkAttempts, shorteners } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { earn } from '../../ledger/earn.ts';
import { readEarningPolicy } from '../settings/index.ts';
import { ATTEMPT_LIFETIME_HOURS, hashShortLinkToken } from './short-link-start.ts';
import { assertWithinLimits } from './short-link-rules.ts';

/**
 * When the minimum seconds start: for the built-in shortener, when its interstitial page reported
 * in (interstitial-beacon.ts; none yet is never late enough); for a network, at Start (its pages
 * are not ours, so they cannot report in).
 */
const minimumFrom = sql`case when ${shorteners.provider} = 'builtin' then ${shortLinkAttempts.beaconAt} else ${shortLinkAttempts.startedAt} end`;

/**
 * Claims a short link on its last page (user_shortlink_lastPage_data_patch,
 * docs/product/short-links.md#claim-rules), in one transaction:
 * 1. the attempt is found by its token: only the member who started it, from the same address,
 *    not before the shortener's minimum seconds on the database clock (minimumFrom), within its
 *    lifetime;
 * 2. the member's claims of this shortener are serialised (an advisory lock), the attempt is
 *    marked claimed by a conditional update (a replay or a parallel twin finds it claimed and
 *    stops), and the day's clicks and the cooldown are checked against the other claims;
 * 3. the reward is paid through the ledger's earn() as click_short_link, with the referrer's
 *    share. Any refusal rolls all of it back. Answers the amount paid, in milli-rupees.
 */
export async function claimShortLink(
  db: Db,
  request: { memberId: string; ip: string; token: string },
): Promise<bigint> {
  const tokenHash = hashShortLinkToken(request.token);
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select({
        id: shortLinkAttempts.id,
        memberId: shortLinkAttempts.memberId,
        ipAddress: shortLinkAttempts.ipAddress,
        claimedAt: shortLinkAttempts.claimedAt,
        early: sql<boolean>`coalesce(${minimumFrom}, 'infinity'::timestamptz) + make_interval(secs => ${shorteners.minSeconds}) > now()`,
        expired: sql<boolean>`${shortLinkAttempts.startedAt} <= now() - make_interval(hours => ${ATTEMPT_LIFETIME_HOURS})`,
        shortener: {
          id: shorteners.id,
          enabled: shorteners.enabled,
          reward: shorteners.reward,
          clicksPerDay: shorteners.clicksPerDay,
          cooldownMinutes: shorteners.cooldownMinutes,
        },
      })
      .from(shortLinkAttempts)
      .innerJoin(shorteners, eq(shorteners.id, shortLinkAttempts.shortenerId))
      .where(eq(shortLinkAttempts.tokenHash, tokenHash));
    // Another member's token is treated as no token at all: it reveals nothing.
    if (!attempt || attempt.memberId !== request.memberId) {
      throw notFound(SHORTLINK_ERROR_TEXTS.tokenUnknown);
    }
    const refusal = refusalOf(attempt, request.ip);
    if (refusal) throw refusal;

    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`short_link:${request.memberId}:${attempt.shortener.id}`}))`,
    );
    const [claimed] = await tx
      .update(shortLinkAttempts)
      .set({ claimedAt: sql`now()`, reward: attempt.shortener.reward })
      .where(and(eq(shortLinkAttempts.id, attempt.id), isNull(shortLinkAttempts.claimedAt)))
      .returning({ id: shortLinkAttempts.id });
    if (!claimed) throw conflict(SHORTLINK_ERROR_TEXTS.alreadyClaimed);
    await assertWithinLimits(tx, request.memberId, attempt.shortener, attempt.id);

    await earn(
      tx,
      request.memberId,
      'click_short_link',
      attempt.shortener.reward,
      `short_link:${attempt.id}`,
      {
        policy: await readEarningPolicy(tx),
        metadata: { shortenerId: attempt.shortener.id, attemptId: attempt.id },
      },
    );
    return attempt.shortener.reward;
  });
}

function refusalOf(
  attempt: {
    ipAddress: string;
    claimedAt: Date | null;
    early: boolean;
    expired: boolean;
    shortener: { enabled: boolean };
  },
  ip: string,
): AppError | undefined {
  if (attempt.claimedAt) return conflict(SHORTLINK_ERROR_TEXTS.alreadyClaimed);
  if (attempt.ipAddress !== ip) return forbidden(SHORTLINK_ERROR_TEXTS.otherAddress);
  if (attempt.expired) return badRequest(SHORTLINK_ERROR_TEXTS.expired);
  if (!attempt.shortener.enabled) return badRequest(SHORTLINK_ERROR_TEXTS.notAvailable);
  if (attempt.early) return badRequest(SHORTLINK_ERROR_TEXTS.tooEarly);
  return undefined;
}
