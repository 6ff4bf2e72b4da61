import { sql } from 'drizzle-orm';
import type { JobDefinition } from './job-definition.ts';

/** Done one-off jobs stay a week for the operator to look at, then go. */
export const sweepFinishedJobsJob: JobDefinition = {
  name: 'jobs.sweep',
  run: async (tx) => {
    await tx.execute(sql`
      delete from jobs
      where every_seconds is null
        and coalesce(completed_at, failed_at) < clock_timestamp() - interval '7 days'`);
  },
};
