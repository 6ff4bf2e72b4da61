import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ptcViews } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { PTC_VIEW_CLAIM_WINDOW_SECONDS } from './view-claim-window.ts';

/**
 * Deletes unpaid views whose claim window is over (they can never be paid), of one member or of
 * everyone, so unpaid rows do not pile up.
 */
export async function purgeExpiredViews(handle: DbOrTx, memberId?: string): Promise<void> {
  await handle
    .delete(ptcViews)
    .where(
      and(
        memberId === undefined ? undefined : eq(ptcViews.memberId, memberId),
        isNull(ptcViews.paidAt),
        sql`${ptcViews.startedAt} + make_interval(secs => ${ptcViews.durationSeconds} + ${PTC_VIEW_CLAIM_WINDOW_SECONDS}) < now()`,
      ),
    );
}

export const purgeExpiredViewsJob: JobDefinition = {
  name: 'ptc.purge_expired_views',
  run: (tx) => purgeExpiredViews(tx),
};
