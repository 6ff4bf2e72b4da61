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

/**
 * A loop a module runs beside the job runner in every process that runs jobs (runtime.ts
 * addWorker), for work a job cannot do inside its transaction: a call to an outside service
 * that must not hold a transaction open. Its state lives in the database, as a job's does.
 */
export interface BackgroundWorker {
  start(): void;
  /** Lets the work in progress finish, then stops. */
  stop(): Promise<void>;
}
