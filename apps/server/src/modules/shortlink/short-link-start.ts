import { createHash, randomBytes } from 'node:crypto';
import { SHORTLINK_END_PAGE_ROUTE, SHORTLINK_ERROR_TEXTS } from '@kamao/contract/shortlink-texts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shortLinkAttempts } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { ShortenAnswer } from '../../integrations/shorteners/adlinkfly.ts';
import { createBuiltinLink } from './builtin-shortener.ts';
import { enabledShortenerByDomain, effectiveApiUrl, type Shortener } from './shortener-catalog.ts';
import { assertWithinLimits } from './short-link-rules.ts';
import { noteShortenerFailed, noteShortenerWorked } from './shortener-health.ts';

/** The last page's token is a bearer secret of the member's browser; only its hash is kept. */
export const hashShortLinkToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/** How long a started short link can be claimed, and answered again at Start. */
export const ATTEMPT_LIFETIME_HOURS = 6;

/** Asks a shortener's API for a short URL (integrations/shorteners; replaceable in tests). */
export type AskShortener = (request: {
  apiUrl: string;
  apiKey: string;
  destination: string;
}) => Promise<ShortenAnswer>;

export interface StartRequest {
  memberId: string;
  ip: string;
  shortnerDomain: string;
  endPageRoute: string | undefined;
  clientOrigin: string | undefined;
}

export interface StartContext {
  /** The site's own origins: the only ones a destination may point to. */
  siteOrigins: ReadonlySet<string>;
  publicOrigin: string;
  askShortener: AskShortener;
  onShortenerError: (shortener: Shortener, answer: ShortenAnswer) => void;
}

/**
 * Start & Earn (user_shortlink_firstPage_data_patch,
 * docs/product/short-links.md#starting-a-short-link): a single-use token bound to the member, the
 * shortener and the requesting address; the destination is this site's last page with that token,
 * shortened by the shortener. A still-open attempt from the same address is answered again
 * (existingRecord) instead of costing another short URL.
 */
export async function startShortLink(
  db: Db,
  request: StartRequest,
  context: StartContext,
): Promise<{ shortUrl: string } | { existingRecord: { shortUrl: string } }> {
  const origin = request.clientOrigin?.replace(/\/+$/, '') || context.publicOrigin;
  const route = (request.endPageRoute ?? SHORTLINK_END_PAGE_ROUTE).replace(/\/+$/, '');
  // The destination is always this site's last page: another origin or page is refused.
  if (!context.siteOrigins.has(origin) || route !== SHORTLINK_END_PAGE_ROUTE) {
    throw badRequest(SHORTLINK_ERROR_TEXTS.foreignOrigin);
  }
  const shortener = await enabledShortenerByDomain(db, request.shortnerDomain);
  if (!shortener) throw badRequest(SHORTLINK_ERROR_TEXTS.notAvailable);
  await assertWithinLimits(db, request.memberId, shortener);

  const [open] = await db
    .select({ shortUrl: shortLinkAttempts.shortUrl })
    .from(shortLinkAttempts)
    .where(
      and(
        eq(shortLinkAttempts.memberId, request.memberId),
        eq(shortLinkAttempts.shortenerId, shortener.id),
        eq(shortLinkAttempts.ipAddress, request.ip),
        isNull(shortLinkAttempts.claimedAt),
        gt(
          shortLinkAttempts.startedAt,
          sql`now() - make_interval(hours => ${ATTEMPT_LIFETIME_HOURS})`,
        ),
      ),
    )
    .orderBy(desc(shortLinkAttempts.startedAt))
    .limit(1);
  if (open) return { existingRecord: { shortUrl: open.shortUrl } };

  const token = randomBytes(24).toString('base64url');
  const destination = `${origin}${SHORTLINK_END_PAGE_ROUTE}/${token}`;
  let shortUrl: string;
  if (shortener.provider === 'builtin') {
    shortUrl = await createBuiltinLink(db, {
      destination,
      origin,
      minSeconds: shortener.minSeconds,
    });
  } else {
    const answer = await context.askShortener({
      apiUrl: effectiveApiUrl(shortener),
      apiKey: shortener.apiKey,
      destination,
    });
    if (!answer.ok) {
      context.onShortenerError(shortener, answer);
      await noteShortenerFailed(db, shortener.id, answer.message);
      // Nothing was recorded: a failed shortener costs the member no click.
      throw new AppError(502, SHORTLINK_ERROR_TEXTS.shortenerFailed);
    }
    shortUrl = answer.shortUrl;
    await noteShortenerWorked(db, shortener);
  }
  await db.insert(shortLinkAttempts).values({
    id: newId(),
    shortenerId: shortener.id,
    memberId: request.memberId,
    tokenHash: hashShortLinkToken(token),
    ipAddress: request.ip,
    shortUrl,
  });
  return { shortUrl };
}
