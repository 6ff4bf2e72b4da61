import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import type { AdminJobsAnswer } from '@kamao/contract/admin/runtime';
import { SERVER_EVENTS, SOCKET_PATH, type UserBalanceUpdated } from '@kamao/contract/realtime';
import { TOO_MANY_REQUESTS_MESSAGE } from '@kamao/contract/error-texts';
import { rowsOf } from './db/rows.ts';
import { redisServerAvailable, startTestRedis, type TestRedis } from './test/redis-server.ts';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';
import { createTestDatabase, testEngine, type TestDatabase } from './test/test-database.ts';

/**
 * The runtime as several processes share it (docs/architecture.md#several-processes): real server
 * processes, started as an operator starts them, on one PostgreSQL with and without Redis, and one
 * process on PGlite. Requests name their client address in X-Forwarded-For (TRUST_PROXY=1), as
 * behind a load balancer, so each test has its own rate-limit budget.
 */
interface Variant {
  name: string;
  processes: 1 | 2;
  postgres: boolean;
  redis: boolean;
}

const VARIANTS: Variant[] = [
  { name: 'two processes on PostgreSQL and Redis', processes: 2, postgres: true, redis: true },
  { name: 'two processes on PostgreSQL without Redis', processes: 2, postgres: true, redis: false },
  { name: 'one process on PGlite', processes: 1, postgres: false, redis: false },
].filter(
  (v) =>
    (v.postgres ? testEngine === 'postgres' : testEngine === 'pglite') &&
    (!v.redis || redisServerAvailable),
) as Variant[];

const LOGIN_LIMIT = 6;
// A member's money calls per minute (modules/wallet/routes.ts).
const MONEY_CALL_LIMIT = 30;
const CAPTCHA_MISSING = 'Please verify that you are a human!';
let addressCounter = 0;
const newAddress = () => {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
};

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; address?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.address ?? newAddress() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const res = await fetch(`${server.origin}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    setCookie: res.headers.get('set-cookie'),
  };
}

/** A solved ALTCHA challenge from that process, as the browser widget sends it. */
async function solvedCaptcha(server: ServerProcess): Promise<string> {
  const challenge = (await call(server, 'GET', '/api/captcha/challenge')).body;
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function logIn(server: ServerProcess, email: string, password: string): Promise<string> {
  const res = await call(server, 'POST', '/userRoute/login', {
    body: {
      obj: {
        email_userName: email,
        password,
        loginRemember_state: false,
        captcha_token: await solvedCaptcha(server),
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.setCookie!.split(';')[0]!;
}

const contactMessage = (captcha: string) => ({
  obj: {
    name: 'Asha Verma',
    email_address: 'asha@example.com',
    mobile_number: '9876543210',
    subject: 'Payout question',
    message: 'When is my payout?',
    consent: true,
    captcha_token: captcha,
  },
});

function memberSocket(server: ServerProcess, cookie: string): Promise<Socket> {
  const socket = connectSocket(server.origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(VARIANTS)('the runtime with $name', (variant) => {
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let redis: TestRedis | undefined;
  let env: Record<string, string>;
  let a: ServerProcess;
  let b: ServerProcess;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    if (variant.postgres) database = await createTestDatabase();
    else dataDir = mkdtempSync(join(tmpdir(), 'kamao-processes-'));
    if (variant.redis) redis = await startTestRedis();
    env = {
      CAPTCHA_PROVIDER: 'altcha',
      TRUST_PROXY: '1',
      LOGIN_LIMIT_PER_ADDRESS_PER_10_MIN: String(LOGIN_LIMIT),
      ...(database ? { DATABASE_URL: database.url! } : { DATA_DIR: dataDir! }),
      ...(redis ? { REDIS_URL: redis.url } : {}),
    };
    // The first process migrates and seeds the demo; the second finds both done.
    a = await startServerProcess({ ...env, SEED_DEMO: 'true' });
    b = variant.processes === 2 ? await startServerProcess(env) : a;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([a?.stop(), b !== a ? b?.stop() : undefined]);
    await redis?.stop();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('says which database and whether Redis is used', async () => {
    for (const server of new Set([a, b])) {
      const health = await call(server, 'GET', '/healthz');
      expect(health.body).toEqual({
        status: 'ok',
        database: variant.postgres ? 'postgres' : 'pglite',
        redis: variant.redis,
      });
    }
  });

  it(`counts a login limit of ${LOGIN_LIMIT} once across the processes, even for a burst`, async () => {
    const attempt = (server: ServerProcess, address: string) =>
      call(server, 'POST', '/userRoute/login', {
        address,
        body: { obj: { email_userName: 'demo', password: 'wrong-password', captcha_token: 'x' } },
      });
    const one = newAddress();
    const answers = [];
    for (let i = 0; i < LOGIN_LIMIT + 4; i += 1) answers.push(await attempt(i % 2 ? b : a, one));
    expect(answers.map((r) => r.status)).toEqual([
      ...Array<number>(LOGIN_LIMIT).fill(400),
      ...Array<number>(4).fill(429),
    ]);
    const burstAddress = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 3 * LOGIN_LIMIT }, (_, i) => attempt(i % 2 ? b : a, burstAddress)),
    );
    expect(burst.filter((r) => r.status !== 429)).toHaveLength(LOGIN_LIMIT);
  });

  it(`counts a member's limit of ${MONEY_CALL_LIMIT} conversions once across the processes, even for a burst`, async () => {
    // The demo advertiser: no other test here converts its money, so the minute is its own.
    const cookie = await logIn(a, 'advertiser@example.com', 'advertiser12345');
    const convert = (server: ServerProcess) =>
      call(server, 'PATCH', '/userAmount/userBalanceConvertPatch', {
        cookie,
        body: { obj: { balanceToConvert: 1, conversionType_state: 'depositToWithdraw' } },
      });
    const half = MONEY_CALL_LIMIT / 2;
    for (let i = 0; i < half; i += 1) {
      const res = await convert(i % 2 ? b : a);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const burst = await Promise.all(
      Array.from({ length: MONEY_CALL_LIMIT }, (_, i) => convert(i % 2 ? b : a)),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(half);
    for (const refused of burst.filter((r) => r.status !== 200)) {
      expect(refused).toMatchObject({
        status: 429,
        body: { error_msg: TOO_MANY_REQUESTS_MESSAGE },
      });
    }
    // Refused on both processes for the rest of the minute, and exactly the allowed ones moved
    // money: the converter lists one conversion per call let through.
    for (const server of new Set([a, b])) expect((await convert(server)).status).toBe(429);
    const page = await call(a, 'GET', '/userAmount/userConvertBalance_get', { cookie });
    const records = (page.body.msg as { convertAmount_Records: unknown[] }).convertAmount_Records;
    expect(records).toHaveLength(MONEY_CALL_LIMIT);
  });

  it('accepts a captcha solution once: on the other process and after a restart it is refused', async () => {
    const captcha = await solvedCaptcha(a);
    const first = await call(a, 'POST', '/userMessageRoute/userMessageSave_post', {
      body: contactMessage(captcha),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const replay = await call(b, 'POST', '/userMessageRoute/userMessageSave_post', {
      body: contactMessage(captcha),
    });
    expect(replay).toMatchObject({ status: 400, body: { error_msg: CAPTCHA_MISSING } });

    // The process that accepted it restarts: it still refuses the same solution.
    const restartedAlone = b === a;
    await a.stop();
    a = await startServerProcess(env);
    if (restartedAlone) b = a;
    const afterRestart = await call(a, 'POST', '/userMessageRoute/userMessageSave_post', {
      body: contactMessage(captcha),
    });
    expect(afterRestart).toMatchObject({ status: 400, body: { error_msg: CAPTCHA_MISSING } });
  });

  it('shows a gift code claimed through one process on a socket connected to the other', async () => {
    const cookie = await logIn(a, 'demo@example.com', 'demo12345');
    const socket = await memberSocket(b, cookie);
    sockets.push(socket);
    const update = new Promise<UserBalanceUpdated>((resolve) =>
      socket.once(SERVER_EVENTS.userBalanceUpdated, resolve),
    );
    const claim = await call(a, 'PATCH', '/userIncomeRoute/user_giftCode_verify_and_patch', {
      cookie,
      body: { giftCode_state: 'WELCOME10' },
    });
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    // The demo member starts with ₹100 withdrawable and ₹200 deposit; WELCOME10 adds ₹10.
    expect(await update).toEqual({
      withdrawable_amount: 110,
      deposit_amount: 200,
      available_balance: 310,
    });
  });

  it('a logout through one process ends the session on the other, which had it cached', async () => {
    const cookie = await logIn(a, 'demo@example.com', 'demo12345');
    const check = (server: ServerProcess) =>
      call(server, 'GET', '/userIncomeRoute/user_PTCAds_home_get', { cookie });
    // Both processes have answered this session (and keep a short copy of it).
    expect((await check(a)).status).toBe(200);
    expect((await check(b)).status).toBe(200);
    expect((await call(a, 'POST', '/userRoute/logout', { cookie })).status).toBeLessThan(300);
    expect((await check(a)).status).toBe(401);
    // The other process heard the end: at once with Redis or not, well before its copy expires.
    await waitFor(
      () => check(b).then((res) => res.status),
      (status) => status === 401,
      5_000,
    );
  });

  it("a member's page data kept by the other process follows their own write and an operator's", async () => {
    const cookie = await logIn(a, 'demo@example.com', 'demo12345');
    const admin = await logIn(a, 'admin@example.com', 'admin12345');
    const withdrawPage = () =>
      call(b, 'GET', '/userAmount/userBalanceData_get', { cookie }).then((res) =>
        JSON.stringify(res.body),
      );
    const dashboard = () =>
      call(b, 'GET', '/userRoute/userDataGet_dashboard', { cookie }).then((res) =>
        JSON.stringify(res.body),
      );
    const profile = (await call(a, 'GET', '/userRoute/userProfileData_get', { cookie })).body
      .msg as Record<string, unknown>;
    // The other process answers both pages now and keeps them (10 s at most without a change).
    const keptAt = Date.now();
    expect(await withdrawPage()).not.toContain('demo-new@upi');
    expect(await dashboard()).not.toContain('Payouts run at noon');

    const saved = await call(a, 'PATCH', '/userRoute/userProfileData_patch', {
      cookie,
      body: {
        obj: {
          name: profile.name,
          address: '12 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          zip_code: '411001',
          mobile_number: profile.mobile_number,
          withdrawal_method: 'UPI',
          withdrawal_account_information: 'demo-new@upi',
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const posted = await call(a, 'POST', '/api/admin/announcements', {
      cookie: admin,
      body: { messageHtml: '<p>Payouts run at noon</p>' },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);

    // Told, not expired: both show well before the copies' 10 s would have run out.
    await waitFor(withdrawPage, (body) => body.includes('demo-new@upi'), 5_000);
    await waitFor(dashboard, (body) => body.includes('Payouts run at noon'), 5_000);
    expect(Date.now() - keptAt).toBeLessThan(10_000);

    // A money call sends no notice of its own: the ledger's balance event drops the copies.
    const withdrawable = async () =>
      (JSON.parse(await withdrawPage()) as { msg: { withdrawable_amount: number } }).msg
        .withdrawable_amount;
    const before = await withdrawable();
    const convertedAt = Date.now();
    const converted = await call(a, 'PATCH', '/userAmount/userBalanceConvertPatch', {
      cookie,
      body: { obj: { balanceToConvert: 1, conversionType_state: 'withdrawToDeposit' } },
    });
    expect(converted.status, JSON.stringify(converted.body)).toBe(200);
    await waitFor(withdrawable, (amount) => amount === before - 1, 5_000);
    expect(Date.now() - convertedAt).toBeLessThan(10_000);
  });

  it('runs each recurring job once although every process scheduled it at start', async () => {
    const admin = await logIn(a, 'admin@example.com', 'admin12345');
    const answer = await waitFor(
      async () =>
        (await call(b, 'GET', adminRoutes.jobList.path, { cookie: admin }))
          .body as unknown as AdminJobsAnswer,
      (jobs) => jobs.jobs.length >= 7 && jobs.jobs.every((job) => job.runCount >= 1),
    );
    const recurring = answer.jobs.filter((job) => job.everySeconds !== null);
    expect(recurring.map((job) => job.name).sort()).toEqual([
      'auth.sweep',
      'game.rearm_overdue_matches',
      'jobs.sweep',
      'offerwall.sweep_postback_log',
      'ptc.purge_expired_views',
      'risk.sweep_signals',
      'shared_state.sweep',
      'shortlink.sweep_builtin_links',
    ]);
    for (const job of recurring) {
      expect(job.runCount, job.name).toBe(1);
      expect(job.lastError).toBeNull();
    }
    expect(answer.overdue).toBe(0);
  });

  it('lists the processes to the operator: each sees the others through Redis, or only itself', async () => {
    const admin = await logIn(a, 'admin@example.com', 'admin12345');
    const cookie = await logIn(a, 'demo@example.com', 'demo12345');
    sockets.push(await memberSocket(b, cookie), await memberSocket(b, cookie));
    const answer = (await call(a, 'GET', adminRoutes.runtimeStatus.path, { cookie: admin })).body;
    expect(answer).toMatchObject({
      database: variant.postgres ? 'postgres' : 'pglite',
      redis: variant.redis,
    });
    const processes = answer.processes as { worker: string; sockets: number }[];
    const workers = processes.map((p) => p.worker).sort();
    if (variant.redis || variant.processes === 1) {
      expect(workers).toEqual([...new Set([a.workerId, b.workerId])].sort());
      // b holds the sockets this test opened (and any a test before it left open).
      expect(processes.find((p) => p.worker === b.workerId)!.sockets).toBeGreaterThanOrEqual(2);
    } else {
      expect(workers).toEqual([a.workerId]);
    }
  });

  it.runIf(variant.postgres)(
    'runs each of 20 one-off jobs due at once exactly once with both processes picking',
    async () => {
      await database!.db.execute(sql`
        insert into jobs (name, run_at)
        select 'shared_state.sweep', now() + interval '1 second' from generate_series(1, 20)`);
      const done = await waitFor(
        async () =>
          rowsOf<{ run_count: number; last_run_by: string }>(
            await database!.db.execute(sql`
              select run_count, last_run_by from jobs
              where name = 'shared_state.sweep' and every_seconds is null
                and completed_at is not null`),
          ),
        (rows) => rows.length === 20,
      );
      expect(done.every((row) => row.run_count === 1)).toBe(true);
      const workers = new Set(done.map((row) => row.last_run_by));
      for (const worker of workers) expect([a.workerId, b.workerId]).toContain(worker);
    },
  );

  it.runIf(variant.processes === 2)(
    'leaves a job due while one process is killed to the other process',
    async () => {
      await database!.db.execute(sql`
        insert into jobs (name, run_at, unique_key)
        values ('shared_state.sweep', now() + interval '2 seconds', 'after-the-crash')`);
      await a.kill();
      const [row] = await waitFor(
        async () =>
          rowsOf<{ run_count: number; last_run_by: string }>(
            await database!.db.execute(sql`
              select run_count, last_run_by from jobs
              where unique_key = 'after-the-crash' and completed_at is not null`),
          ),
        (rows) => rows.length === 1,
      );
      expect(row).toEqual({ run_count: 1, last_run_by: b.workerId });
      expect((await call(b, 'GET', '/readyz')).status).toBe(200);
    },
  );

  it('shuts down on SIGTERM with sockets open: their pages are told, and it exits cleanly', async () => {
    const server = variant.processes === 2 ? b : a;
    const cookie = await logIn(server, 'demo@example.com', 'demo12345');
    const socket = await memberSocket(server, cookie);
    const told = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    expect(await server.stop()).toBe(0);
    expect(await told).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.output()).toContain('"msg":"shutting down"');
  });
});
