import { randomBytes } from 'node:crypto';
import { SHORTLINK_ERROR_TEXTS } from '@kamao/contract/shortlink-texts';
import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { builtinShortLinks } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';

/**
 * The built-in shortener (DESIGN.md "Short links": the flow works with no third party). It does
 * what a network's shortener does: keeps a code for a destination and shows an interstitial
 * page (/member/short/{code}) with a wait and the operator's ad snippet before sending the
 * member on. It is a provider like any other: the claim's checks do not trust it more.
 */

/** The interstitial's own wait; the last page then waits its 10 s (spec part 2 §2.4). */
export const BUILTIN_WAIT_SECONDS = 5;
/** Links older than this are swept: an attempt cannot be claimed after its lifetime anyway. */
export const BUILTIN_LINK_DAYS = 2;

export async function createBuiltinLink(
  db: DbOrTx,
  destination: string,
  origin: string,
): Promise<string> {
  const code = randomBytes(9).toString('base64url');
  await db.insert(builtinShortLinks).values({ code, destination });
  return `${origin}/member/short/${code}`;
}

export async function readBuiltinLink(db: DbOrTx, code: string) {
  const [link] = await db
    .select({ destination: builtinShortLinks.destination })
    .from(builtinShortLinks)
    .where(eq(builtinShortLinks.code, code));
  if (!link) throw notFound(SHORTLINK_ERROR_TEXTS.interstitialUnknown);
  return { destination: link.destination, waitSeconds: BUILTIN_WAIT_SECONDS };
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
