import type { Tx } from '../db/client.ts';

/**
 * A kind of job: what runs when a job row of that name is due. run() gets the transaction that
 * marks the run done, so its writes and the run commit together or not at all: a crash in the
 * middle leaves the job due for another process, and a run is never counted without its effect.
 * It must use that transaction for every query (on PGlite another query would wait for it
 * forever) and only do database work; an error rolls its writes back and retries later.
 */
export interface JobDefinition<Payload = Record<string, unknown>> {
  name: string;
  run(tx: Tx, payload: Payload): Promise<void>;
}

/** A job the runner schedules at start and repeats every everySeconds. */
export interface RecurringJob {
  definition: JobDefinition;
  everySeconds: number;
}
