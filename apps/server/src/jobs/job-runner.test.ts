import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../db/client.ts';
import { DOMAIN_EVENTS_CHANNEL, DomainEvents } from '../db/domain-events.ts';
import { rowsOf } from '../db/rows.ts';
import { jobs } from '../db/schema/index.ts';
import {
  createTestDatabase,
  openSameDatabaseAgain,
  testEngine,
  type TestDatabase,
} from '../test/test-database.ts';
import type { JobDefinition } from './job-definition.ts';
import { JobRunner } from './job-runner.ts';
import { cancelJob, ensureRecurringJob, scheduleJob } from './schedule.ts';

let database: TestDatabase;
let secondProcess: Database;
const runners: JobRunner[] = [];
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
  secondProcess = await openSameDatabaseAgain(database);
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await database.db.execute(sql`delete from jobs`);
  await database.db.execute(sql`delete from shared_state where key like 'job-effect:%'`);
});
afterAll(async () => {
  await secondProcess?.close();
  await database?.close();
});

/** A job whose effect is a row the test can count: one per run that committed. */
function effectJob(
  name: string,
  before?: (tx: Tx, payload: Record<string, unknown>) => Promise<void>,
) {
  const definition: JobDefinition = {
    name,
    run: async (tx, payload) => {
      await before?.(tx, payload);
      await tx.execute(sql`
        insert into shared_state (key, count, expires_at)
        values (${`job-effect:${String(payload.tag)}`}, 1, now() + interval '1 hour')
        on conflict (key) do update set count = shared_state.count + 1`);
    },
  };
  return definition;
}

async function effects(tag: string): Promise<number> {
  const [row] = rowsOf<{ count: string }>(
    await database.db.execute(
      sql`select count::text from shared_state where key = ${`job-effect:${tag}`}`,
    ),
  );
  return row ? Number(row.count) : 0;
}

function startRunner(db: Database, definitions: JobDefinition[], workerId: string, extra = {}) {
  const runner = new JobRunner({
    db: db.db,
    definitions,
    workerId,
    log: quiet,
    pollMs: 50,
    ...extra,
  });
  runners.push(runner);
  runner.start();
  return runner;
}

async function jobRow(id: bigint | string) {
  const [row] = await database.db
    .select()
    .from(jobs)
    .where(eq(jobs.id, BigInt(id)));
  return row!;
}

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const soon = (ms = 0) => new Date(Date.now() + ms);

describe(`the job runner on ${testEngine}`, () => {
  it('runs each of 40 due jobs exactly once with two processes picking', async () => {
    const definition = effectJob('test.effect');
    for (let i = 0; i < 40; i += 1) {
      await scheduleJob(database.db, {
        name: 'test.effect',
        runAt: soon(),
        payload: { tag: `many-${i}` },
      });
    }
    startRunner(database, [definition], 'process-a');
    startRunner(secondProcess, [definition], 'process-b');
    await waitFor(
      async () =>
        rowsOf<{ n: string }>(
          await database.db.execute(
            sql`select count(*)::text as n from jobs where completed_at is not null`,
          ),
        )[0]!.n,
      (n) => n === '40',
    );
    for (let i = 0; i < 40; i += 1) expect(await effects(`many-${i}`)).toBe(1);
    const rows = await database.db.select().from(jobs);
    expect(rows.every((r) => r.runCount === 1 && r.attempts === 0)).toBe(true);
    expect(new Set(rows.map((r) => r.lastRunBy)).size).toBeGreaterThanOrEqual(1);
  });

  it('runs a job that fell due while no process was running as soon as one starts', async () => {
    await scheduleJob(database.db, {
      name: 'test.effect',
      runAt: new Date(Date.now() - 60 * 60 * 1000),
      payload: { tag: 'overdue' },
    });
    startRunner(database, [effectJob('test.effect')], 'restarted');
    await waitFor(
      () => effects('overdue'),
      (n) => n === 1,
    );
  });

  it('retries a failing job later, keeping none of the failed run’s writes', async () => {
    let calls = 0;
    const flaky = effectJob('test.flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('the first run fails after writing');
    });
    await scheduleJob(database.db, {
      name: 'test.flaky',
      runAt: soon(),
      payload: { tag: 'flaky' },
    });
    const [{ id }] = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id::text from jobs`),
    ) as [{ id: string }];
    startRunner(database, [flaky], 'process-a');
    const failed = await waitFor(
      () => jobRow(id),
      (row) => row.attempts === 1,
    );
    expect(failed.lastError).toContain('the first run fails after writing');
    expect(failed.completedAt).toBeNull();
    // Back-off: the second try is about 2 s later, not at once.
    expect(failed.runAt.getTime() - failed.lastRunAt!.getTime()).toBeGreaterThanOrEqual(1_900);
    expect(await effects('flaky')).toBe(0);
    const done = await waitFor(
      () => jobRow(id),
      (row) => row.completedAt !== null,
    );
    expect(done.runCount).toBe(1);
    expect(await effects('flaky')).toBe(1);
  });

  it('gives a job up after its last attempt and never runs it again', async () => {
    const broken: JobDefinition = {
      name: 'test.broken',
      run: async () => {
        throw new Error('always');
      },
    };
    await scheduleJob(database.db, { name: 'test.broken', runAt: soon() });
    await database.db.execute(sql`update jobs set max_attempts = 1`);
    startRunner(database, [broken], 'process-a');
    const row = await waitFor(
      async () => (await database.db.select().from(jobs))[0]!,
      (r) => r.failedAt !== null,
    );
    expect(row.attempts).toBe(1);
    expect(row.runCount).toBe(0);
  });

  it('keeps one row per recurring job however often processes start, and moves it on after each run', async () => {
    await ensureRecurringJob(database.db, 'test.recurring', 3600);
    await ensureRecurringJob(secondProcess.db, 'test.recurring', 3600);
    const recurring = effectJob('test.recurring');
    await database.db.execute(sql`update jobs set payload = '{"tag":"recurring"}'::jsonb`);
    startRunner(database, [recurring], 'process-a');
    startRunner(secondProcess, [recurring], 'process-b');
    const row = await waitFor(
      async () => (await database.db.select().from(jobs))[0]!,
      (r) => r.runCount === 1,
    );
    const rows = await database.db.select().from(jobs);
    expect(rows).toHaveLength(1);
    expect(row.completedAt).toBeNull();
    expect(row.runAt.getTime() - row.lastRunAt!.getTime()).toBeGreaterThan(3_590_000);
    expect(await effects('recurring')).toBe(1);
  });

  it('only schedules a job whose transaction commits, and cancels one by its key', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await scheduleJob(tx, {
          name: 'test.effect',
          runAt: soon(),
          payload: { tag: 'rolled-back' },
        });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await database.db.select().from(jobs)).toEqual([]);

    await scheduleJob(database.db, {
      name: 'test.effect',
      runAt: soon(60_000),
      uniqueKey: 'timer:room-1',
      payload: { tag: 'moved' },
    });
    await scheduleJob(database.db, {
      name: 'test.effect',
      runAt: soon(120_000),
      uniqueKey: 'timer:room-1',
      payload: { tag: 'moved' },
    });
    expect(await database.db.select().from(jobs)).toHaveLength(1);
    expect(await cancelJob(database.db, 'timer:room-1')).toBe(true);
    expect(await cancelJob(database.db, 'timer:room-1')).toBe(false);
  });

  it('wakes a sleeping runner when a job due sooner is scheduled in any process', async () => {
    const events = new DomainEvents(() => {});
    const stop = await database.listen(DOMAIN_EVENTS_CHANNEL, (p) => events.receive(p));
    try {
      // A runner that would otherwise look only every 30 s.
      const runner = new JobRunner({
        db: database.db,
        definitions: [effectJob('test.effect')],
        workerId: 'sleepy',
        log: quiet,
        pollMs: 30_000,
        events,
      });
      runners.push(runner);
      runner.start();
      await new Promise((r) => setTimeout(r, 300));
      const scheduledAt = Date.now();
      await scheduleJob(secondProcess.db, {
        name: 'test.effect',
        runAt: soon(200),
        payload: { tag: 'woken' },
      });
      await waitFor(
        () => effects('woken'),
        (n) => n === 1,
      );
      expect(Date.now() - scheduledAt).toBeLessThan(5_000);
    } finally {
      await stop();
    }
  });

  it.runIf(testEngine === 'postgres')(
    'leaves a job to another process when the one running it dies mid-run',
    async () => {
      let releaseA: () => void = () => {};
      let runnerA: JobRunner | undefined;
      const backendOfA = new Promise<number>((resolveBackend) => {
        const hanging = effectJob('test.crash', async (tx) => {
          const [row] = rowsOf<{ pid: number }>(
            await tx.execute(sql`select pg_backend_pid() as pid`),
          );
          resolveBackend(row!.pid);
          await new Promise<void>((release) => (releaseA = release));
        });
        runnerA = startRunner(secondProcess, [hanging], 'process-a');
      });
      await scheduleJob(database.db, {
        name: 'test.crash',
        runAt: soon(),
        payload: { tag: 'crash' },
      });
      const pid = await backendOfA;
      // Process A's connection dies with its transaction, as it does when the process is killed;
      // A itself does not look again (a killed process would not).
      await database.db.execute(sql`select pg_terminate_backend(${pid})`);
      const stoppedA = runnerA!.stop();
      releaseA();
      await stoppedA;
      startRunner(database, [effectJob('test.crash')], 'process-b');
      const row = await waitFor(
        async () => (await database.db.select().from(jobs))[0]!,
        (r) => r.completedAt !== null,
      );
      expect(row.lastRunBy).toBe('process-b');
      expect(row.runCount).toBe(1);
      expect(await effects('crash')).toBe(1);
    },
  );
});
