import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { DOMAIN_EVENTS_CHANNEL, DomainEvents } from './db/domain-events.ts';
import { EventOutboxRelay } from './db/event-outbox.ts';
import { connectRedis } from './integrations/redis/redis-connection.ts';
import { sweepFinishedJobsJob } from './jobs/finished-jobs-sweep.ts';
import type { BackgroundWorker, JobDefinition, RecurringJob } from './jobs/job-definition.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { ensureRecurringJob } from './jobs/schedule.ts';
import { MODULES } from './modules/module-list.ts';
import { DatabaseSharedState, sweepSharedStateJob } from './shared-state/database-shared-state.ts';
import { RedisSharedState } from './shared-state/redis-shared-state.ts';
import type { SharedState } from './shared-state/shared-state.ts';

/** Jobs scheduled by the modules for a moment (scheduleJob), run once when due. */
export const ONE_OFF_JOBS: readonly JobDefinition[] = MODULES.flatMap((m) => m.jobs.oneOff);

/**
 * The periodic work of the server, as jobs rather than timers (one process runs each due run):
 * the runtime's own sweeps and every module's (its manifest).
 */
export const RECURRING_JOBS: readonly RecurringJob[] = [
  { definition: sweepSharedStateJob, everySeconds: 10 * 60 },
  { definition: sweepFinishedJobsJob, everySeconds: 24 * 60 * 60 },
  ...MODULES.flatMap((m) => m.jobs.recurring),
];

/**
 * What several server processes share (docs/design.md#several-processes): the domain-event channel,
 * the shared state (rate limits, single-use keys) in Redis or the database, and the job runner.
 * One per process, opened before the routes and closed after them.
 */
export interface Runtime {
  events: DomainEvents;
  /** Sends the ledger's balance notices waiting in the outbox (kick after a money call). */
  outbox: EventOutboxRelay;
  sharedState: SharedState;
  redis: Redis | undefined;
  jobs: JobRunner;
  /** Which process this is, in logs and on job runs. */
  workerId: string;
  /**
   * Adds a module's own loop that runs beside the job runner, started and stopped with it: work
   * a job's transaction cannot hold, such as a call to an outside service that must be made
   * outside any transaction (modules/payouts). It keeps its state in the database like a job.
   */
  addWorker(worker: BackgroundWorker): void;
  /** Ensures the recurring jobs exist and starts running due jobs. */
  startJobs(): Promise<void>;
  /** Stops the job runner (the running job finishes first). */
  stopJobs(): Promise<void>;
  /** Stops listening and disconnects Redis; call after the routes are closed. */
  close(): Promise<void>;
}

export async function openRuntime(options: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  jobPollMs?: number;
}): Promise<Runtime> {
  const { config, database, log } = options;
  const workerId = `${hostname()}:${process.pid}`;
  const events = new DomainEvents((err, type) =>
    log.error({ err, event: type }, 'a domain event listener failed'),
  );
  const stopListening = await database.listen(
    DOMAIN_EVENTS_CHANNEL,
    (payload) => events.receive(payload),
    () => {
      log.warn('domain event channel reconnected; reloading cached data');
      events.resync();
    },
  );
  const outbox = new EventOutboxRelay(database.db, (err) =>
    log.warn({ err }, 'balance notices not relayed; the next relay sends them'),
  );
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, log) : undefined;
  const sharedState: SharedState = redis
    ? new RedisSharedState(redis)
    : new DatabaseSharedState(database.db);
  const jobs = new JobRunner({
    db: database.db,
    definitions: [...RECURRING_JOBS.map((job) => job.definition), ...ONE_OFF_JOBS],
    workerId,
    log,
    events,
    ...(options.jobPollMs === undefined ? {} : { pollMs: options.jobPollMs }),
  });

  const workers: BackgroundWorker[] = [];
  const stopWorkers = () => Promise.all(workers.map((worker) => worker.stop()));
  return {
    events,
    outbox,
    sharedState,
    redis,
    jobs,
    workerId,
    addWorker: (worker) => workers.push(worker),
    startJobs: async () => {
      for (const job of RECURRING_JOBS) {
        await ensureRecurringJob(database.db, job.definition.name, job.everySeconds);
      }
      jobs.start();
      for (const worker of workers) worker.start();
    },
    stopJobs: async () => {
      await stopWorkers();
      await jobs.stop();
    },
    close: async () => {
      await stopWorkers();
      await jobs.stop();
      await outbox.close();
      await stopListening();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's share of the runtime (events, shared state, jobs); see runtime.ts. */
    runtime: Runtime;
    realtime: import('./realtime/socket-server.ts').Realtime;
  }
}
