import { and, inArray, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { gameMatches } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { armMatchTimer } from './match-timer.ts';

const OVERDUE = sql`clock_timestamp() - interval '1 minute'`;

/**
 * The safety net under the timers: a live match whose deadline passed a minute ago without its
 * job settling it (the job failed past its retries, or its row was lost) gets its timer armed
 * again, so no match keeps members' fees in escrow forever.
 */
export async function rearmOverdueMatches(tx: Tx): Promise<void> {
  const overdue = await tx
    .select()
    .from(gameMatches)
    .where(
      and(
        inArray(gameMatches.status, ['waiting', 'playing']),
        or(lt(gameMatches.searchDeadline, OVERDUE), lt(gameMatches.turnDeadline, OVERDUE)),
      ),
    )
    .limit(500);
  for (const match of overdue) await armMatchTimer(tx, match);
}

export const rearmOverdueMatchesJob: JobDefinition = {
  name: 'game.rearm_overdue_matches',
  run: (tx) => rearmOverdueMatches(tx),
};
