import { randomBytes } from 'node:crypto';
import { LAST_PAGE_WAIT_SECONDS, SHORTLINK_ERROR_TEXTS } from '@kamao/contract/shortlink-texts';
import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { builtinShortLinks } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';

/**
 * The built-in shortener (docs/product/short-links.md#shorteners: the flow works with no third
 * party). It does what a network's shortener does: keeps a code for a destination and shows an
 * interstitial page (/member/short/{code}) with a wait and the operator's ad snippet before sending
 * the member on. It is a provider like any other: the claim's checks do not trust it more.
 */

/**
 * The interstitial's own wait: at least 5 s, and long enough that with the last page's 10 s
 * (docs/product/short-links.md#the-last-page) the claim comes after the shortener's minimum
 * seconds.
 */
export const builtinWaitSeconds = (minSeconds: number) =>
  Math.max(5, minSeconds - LAST_PAGE_WAIT_SECONDS + 1);
/** Links older than this are swept: an attempt cannot be claimed after its lifetime anyway. */
export const BUILTIN_LINK_DAYS = 2;

export async function createBuiltinLink(
  db: DbOrTx,
  link: { destination: string; origin: string; minSeconds: number },
): Promise<string> {
  const { destination, origin } = link;
  const code = randomBytes(9).toString('base64url');
  await db
    .insert(builtinShortLinks)
    .values({ code, destination, waitSeconds: builtinWaitSeconds(link.minSeconds) });
  return `${origin}/member/short/${code}`;
}

export async function readBuiltinLink(db: DbOrTx, code: string) {
  const [link] = await db
    .select({
      destination: builtinShortLinks.destination,
      waitSeconds: builtinShortLinks.waitSeconds,
    })
    .from(builtinShortLinks)
    .where(eq(builtinShortLinks.code, code));
  if (!link) throw notFound(SHORTLINK_ERROR_TEXTS.interstitialUnknown);
  return link;
}

/** The job that forgets old built-in links (jobs/). */
export async function sweepBuiltinLinks(db: DbOrTx): Promise<void> {
  await db
    .delete(builtinShortLinks)
    .where(
      lt(builtinShortLinks.createdAt, sql`now() - make_interval(days => ${BUILTIN_LINK_DAYS})`),
    );
}

export const sweepBuiltinLinksJob: JobDefinition = {
  name: 'shortlink.sweep_builtin_links',
  run: (tx) => sweepBuiltinLinks(tx),
};
