import { sql } from 'drizzle-orm';
import type { AdminJob, AdminJobsAnswer } from '@kamao/contract/admin/runtime';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

const RECENT_ONE_OFFS = 50;
// A due job waits at most a poll (1 s) for a runner; a minute late means none is running.
const OVERDUE_AFTER_SECONDS = 60;

interface JobRow {
  id: string;
  name: string;
  every_seconds: number | null;
  run_at: Date | string;
  run_count: number;
  attempts: number;
  last_run_at: Date | string | null;
  last_run_by: string | null;
  last_error: string | null;
  completed_at: Date | string | null;
  failed_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The jobs as the operator console lists them. */
export async function listJobs(db: DbOrTx): Promise<AdminJobsAnswer> {
  const rows = rowsOf<JobRow>(
    await db.execute(sql`
      (select id::text as id, name, every_seconds, run_at, run_count, attempts, last_run_at,
              last_run_by, last_error, completed_at, failed_at
       from jobs where every_seconds is not null order by name)
      union all
      (select id::text as id, name, every_seconds, run_at, run_count, attempts, last_run_at,
              last_run_by, last_error, completed_at, failed_at
       from jobs where every_seconds is null order by created_at desc limit ${RECENT_ONE_OFFS})`),
  );
  const [overdue] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from jobs
      where completed_at is null and failed_at is null
        and run_at < now() - make_interval(secs => ${OVERDUE_AFTER_SECONDS})`),
  );
  const jobs: AdminJob[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    everySeconds: row.every_seconds,
    runAt: iso(row.run_at),
    runCount: row.run_count,
    attempts: row.attempts,
    lastRunAt: row.last_run_at ? iso(row.last_run_at) : null,
    lastRunBy: row.last_run_by,
    lastError: row.last_error,
    state: row.failed_at ? 'failed' : row.completed_at ? 'done' : 'scheduled',
  }));
  return { jobs, overdue: overdue?.n ?? 0 };
}
