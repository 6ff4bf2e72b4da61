import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import type { DomainEvents } from '../db/domain-events.ts';
import { rowsOf } from '../db/rows.ts';
import type { JobDefinition } from './job-definition.ts';

export interface JobRunnerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunnerOptions {
  db: Db;
  definitions: readonly JobDefinition[];
  /** Written on each run (last_run_by): which process ran it. */
  workerId: string;
  log: JobRunnerLog;
  /** Longest sleep between looks at the table when nothing is due sooner. */
  pollMs?: number;
  /** Wakes the runner when another process schedules a job due sooner (jobs.scheduled). */
  events?: DomainEvents;
}

interface DueJob {
  id: string;
  name: string;
  payload: Record<string, unknown> | null;
  attempts: number;
  max_attempts: number;
  every_seconds: number | null;
}

const DEFAULT_POLL_MS = 1_000;
const BUSY_ELSEWHERE_RETRY_MS = 250;
const MAX_BACKOFF_SECONDS = 600;
const ERROR_TEXT_LIMIT = 2_000;

/**
 * Runs due jobs (timers are jobs with a due time in the database:
 * docs/design.md#several-processes). Each pick is a transaction that locks one due row with FOR
 * UPDATE SKIP LOCKED, so with several processes a due run is taken by exactly one; the handler runs
 * in that transaction and the row is marked done in it, so a process killed mid-run leaves the row
 * due (its transaction dies with its connection) and another process runs it. A failing handler is
 * rolled back to a savepoint and the job retried with exponential back-off, until max_attempts
 * marks it failed.
 */
export class JobRunner {
  private readonly definitions: Map<string, JobDefinition>;
  private readonly pollMs: number;
  private running: Promise<void> | undefined;
  private stopped = true;
  private wakeSleeper: (() => void) | undefined;
  private sleepingUntil = 0;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly options: JobRunnerOptions) {
    this.definitions = new Map(options.definitions.map((d) => [d.name, d]));
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.options.events?.on('jobs.scheduled', (event) => {
      if (Date.parse(event.runAt) < this.sleepingUntil) this.wake();
    });
    this.running = this.loop();
  }

  /** Lets the job in progress finish, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.wake();
    await this.running;
  }

  /** Looks at the table now instead of at the end of the current sleep. */
  wake(): void {
    this.wakeSleeper?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      try {
        if (await this.runOneDueJob()) continue;
        await this.sleep(await this.msUntilNextDue());
      } catch (error) {
        this.options.log.error({ err: error }, 'job runner could not read the jobs table');
        await this.sleep(this.pollMs);
      }
    }
  }

  /** The job names this process can run: other rows (a newer release's jobs) are left alone. */
  private knownNames() {
    return sql.join(
      [...this.definitions.keys()].map((name) => sql`${name}`),
      sql`, `,
    );
  }

  /** Runs one due job if there is one; true when it took one. */
  private runOneDueJob(): Promise<boolean> {
    if (this.definitions.size === 0) return Promise.resolve(false);
    return this.options.db.transaction(async (tx) => {
      const [job] = rowsOf<DueJob>(
        await tx.execute(sql`
          select id::text as id, name, payload, attempts, max_attempts, every_seconds
          from jobs
          where completed_at is null and failed_at is null and run_at <= clock_timestamp()
            and name in (${this.knownNames()})
          order by run_at, id
          limit 1
          for update skip locked`),
      );
      if (!job) return false;
      const definition = this.definitions.get(job.name)!;
      try {
        // A savepoint: a failing handler's writes go, the job row's lock and update stay.
        await tx.transaction((savepoint) => definition.run(savepoint as Tx, job.payload ?? {}));
      } catch (error) {
        await this.noteFailure(tx, job, error);
        return true;
      }
      await this.noteSuccess(tx, job);
      return true;
    });
  }

  private async noteSuccess(tx: Tx, job: DueJob): Promise<void> {
    const worker = this.options.workerId;
    await tx.execute(sql`
      update jobs set
        run_count = run_count + 1, attempts = 0, last_error = null,
        last_run_by = ${worker}, last_run_at = clock_timestamp(),
        run_at = case when every_seconds is null then run_at
          else clock_timestamp() + make_interval(secs => every_seconds) end,
        -- A one-off job whose handler moved it to a later time (a match's next deadline)
        -- stays pending.
        completed_at = case when every_seconds is null and run_at <= clock_timestamp()
          then clock_timestamp() end
      where id = ${job.id}::bigint`);
  }

  private async noteFailure(tx: Tx, job: DueJob, error: unknown): Promise<void> {
    const attempts = job.attempts + 1;
    const givesUp = attempts >= job.max_attempts && job.every_seconds === null;
    const backoffSeconds = Math.min(2 ** attempts, MAX_BACKOFF_SECONDS);
    const text = (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(
      0,
      ERROR_TEXT_LIMIT,
    );
    await tx.execute(sql`
      update jobs set
        attempts = ${attempts}, last_error = ${text},
        last_run_by = ${this.options.workerId}, last_run_at = clock_timestamp(),
        run_at = clock_timestamp() + make_interval(secs => ${backoffSeconds}),
        failed_at = ${givesUp ? sql`clock_timestamp()` : sql`null`}
      where id = ${job.id}::bigint`);
    const details = { err: error, job: job.name, jobId: job.id, attempts };
    if (givesUp) this.options.log.error(details, 'job failed for good');
    else this.options.log.warn({ ...details, retryInSeconds: backoffSeconds }, 'job failed');
  }

  /**
   * How long to sleep: until the next due job, at most pollMs. A job that is due but could not
   * be taken is being run by another process; look again shortly rather than spin.
   */
  private async msUntilNextDue(): Promise<number> {
    if (this.definitions.size === 0) return this.pollMs;
    const [row] = rowsOf<{ ms: string | null }>(
      await this.options.db.execute(sql`
        select ceil(extract(epoch from (min(run_at) - clock_timestamp())) * 1000)::text as ms
        from jobs
        where completed_at is null and failed_at is null and name in (${this.knownNames()})`),
    );
    if (row?.ms === null || row?.ms === undefined) return this.pollMs;
    const ms = Number(row.ms);
    return ms <= 0 ? BUSY_ELSEWHERE_RETRY_MS : Math.min(ms, this.pollMs);
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopped || ms <= 0) return Promise.resolve();
    this.sleepingUntil = Date.now() + ms;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeSleeper = done;
    }).finally(() => {
      this.wakeSleeper = undefined;
      this.sleepingUntil = 0;
    });
  }
}
