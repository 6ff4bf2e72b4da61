import { lt, sql } from 'drizzle-orm';
import { offerWallPostbacks } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';

/** How long the operator can read a postback in the wall's log (a network's disputes window). */
export const POSTBACK_LOG_DAYS = 180;

/** Forgets postbacks older than the log keeps; the money they moved stays in the ledger. */
export const sweepPostbackLogJob: JobDefinition = {
  name: 'offerwall.sweep_postback_log',
  run: async (tx) => {
    await tx
      .delete(offerWallPostbacks)
      .where(
        lt(offerWallPostbacks.receivedAt, sql`now() - make_interval(days => ${POSTBACK_LOG_DAYS})`),
      );
  },
};
