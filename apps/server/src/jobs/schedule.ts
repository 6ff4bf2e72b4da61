import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { DOMAIN_EVENTS_CHANNEL, eventPayload } from '../db/domain-events.ts';

declare module '../db/domain-events.ts' {
  interface DomainEventMap {
    /** A job was scheduled; job runners may wake before their next poll. */
    'jobs.scheduled': { runAt: string };
  }
}
import { jobs } from '../db/schema/index.ts';

export interface JobRequest {
  name: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  /**
   * A job that must exist once (a room's turn timer): scheduling the same key again moves that
   * job to the new time and payload, and makes it due again if it had run.
   */
  uniqueKey?: string;
}

/**
 * Schedules a job. With a transaction handle the job exists only if that transaction commits
 * (a game move and its new turn timer together). Runners hear of it after the commit and wake
 * early when it is due before their next look.
 */
export async function scheduleJob(handle: DbOrTx, request: JobRequest): Promise<void> {
  const values = {
    name: request.name,
    runAt: request.runAt,
    payload: request.payload ?? null,
    uniqueKey: request.uniqueKey ?? null,
  };
  const insert = handle.insert(jobs).values(values);
  const write = request.uniqueKey
    ? insert.onConflictDoUpdate({
        target: jobs.uniqueKey,
        set: {
          name: values.name,
          runAt: values.runAt,
          payload: values.payload,
          attempts: 0,
          lastError: null,
          completedAt: null,
          failedAt: null,
        },
      })
    : insert;
  // The job and its notice in one statement: a round trip less on every move of a timer.
  const notice = eventPayload({ type: 'jobs.scheduled', runAt: request.runAt.toISOString() });
  await handle.execute(
    sql`with scheduled as (${write.getSQL()}) select pg_notify(${DOMAIN_EVENTS_CHANNEL}, ${notice})`,
  );
}

/** Cancels a pending job by its unique key (a timer whose match ended); true if one was pending. */
export async function cancelJob(handle: DbOrTx, uniqueKey: string): Promise<boolean> {
  const rows = await handle
    .update(jobs)
    .set({ completedAt: sql`clock_timestamp()`, lastError: 'cancelled' })
    .where(and(eq(jobs.uniqueKey, uniqueKey), isNull(jobs.completedAt), isNull(jobs.failedAt)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Makes sure a recurring job exists (called at every start by every process: the unique key
 * keeps one row). A new one is due at once; an existing one keeps its next time, so a restart
 * neither skips nor doubles a run, and a run that fell due while the server was down runs now.
 */
export async function ensureRecurringJob(
  handle: DbOrTx,
  name: string,
  everySeconds: number,
): Promise<void> {
  await handle
    .insert(jobs)
    .values({
      name,
      uniqueKey: `recurring:${name}`,
      runAt: sql`clock_timestamp()`,
      everySeconds,
    })
    .onConflictDoUpdate({
      target: jobs.uniqueKey,
      set: { everySeconds, failedAt: null, completedAt: null },
    });
}
