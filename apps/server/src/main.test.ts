import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDurablePglite } from './db/durable-pglite.ts';
import { freePort } from './test/free-port.ts';
import { createTestDatabase, testEngine, type TestDatabase } from './test/test-database.ts';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));
const buildScript = fileURLToPath(new URL('../../../scripts/build-server.mjs', import.meta.url));
// Inside apps/server/dist, so the bundle finds node_modules like the real one does.
const bundleDir = fileURLToPath(new URL(`../dist/process-test-${process.pid}`, import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'kamao-main-'));
const productionDataDir = mkdtempSync(join(tmpdir(), 'kamao-production-'));
const children = new Set<ReturnType<typeof spawn>>();
afterAll(() => {
  // A failed assertion must not leave a server running.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of [dataDir, productionDataDir, bundleDir]) {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The development start (TypeScript through tsx) unless `node` args name something else. */
function startServer(env: Record<string, string>, args = ['--import', 'tsx', mainFile]) {
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      CAPTCHA_PROVIDER: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // After the exit, once its output has all been read.
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return { child, exited, closed, output: () => ({ stdout, stderr }) };
}

type StartedServer = ReturnType<typeof startServer>;

/** What a failed start printed, for the failure's message. */
const printed = (server: StartedServer) =>
  `stdout:\n${server.output().stdout.slice(-4_000)}\nstderr:\n${server.output().stderr.slice(-4_000)}`;

// A deadline, not a wait: generous, because a start that seeds the demo on a machine busy with
// other test files can take a minute. A process that died fails at once, with what it printed.
async function waitForHealth(
  server: StartedServer,
  port: number,
  timeoutMs = 120_000,
  pollMs = 200,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      await server.closed;
      const how = server.child.signalCode ?? `code ${server.child.exitCode}`;
      throw new Error(`server exited (${how}) before it was healthy\n${printed(server)}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms\n${printed(server)}`);
}

describe('the server process', () => {
  it('stops at start with one line naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: 'memory://' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe('Invalid PORT: expected a number (got "eighty")');
  });

  it('serves, seeds the file database once, and shuts down cleanly on SIGTERM', async () => {
    for (const round of [1, 2]) {
      const port = await freePort();
      const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
      await waitForHealth(server, port);
      const login = await fetch(`http://127.0.0.1:${port}/userRoute/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          obj: { email_userName: 'demo', password: 'demo12345', loginRemember_state: false },
        }),
      });
      expect(login.status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const logs = server.output().stdout;
      expect(logs).toContain('"msg":"shutting down"');
      // JSON lines: every line parses.
      for (const line of logs.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
      expect(logs.includes('seeded demo data')).toBe(round === 1);
      // Where to open it, in words, with PUBLIC_ORIGIN following PORT when unset.
      expect(server.output().stderr).toContain(`Kamao is running at http://localhost:${port}\n`);
    }
  });
});

/** How much CPU time the server may spend to start, on top of its database engine's own boot. */
const START_BUDGET_MS = 2_000;
/** A start on a loaded machine that takes longer than this on the wall clock waits on something. */
const LOADED_WALL_BOUND_MS = 10_000;

/**
 * PGlite boots PostgreSQL compiled to WebAssembly and unpacks its files in every process that
 * opens it, a second or more on two shared cores; PostgreSQL runs already. Measured here on the
 * same data, the best of two, in this process's CPU time and on the wall clock.
 */
async function embeddedEngineBoot(dataDir: string): Promise<{ wallMs: number; cpuMs: number }> {
  const times: { wallMs: number; cpuMs: number }[] = [];
  for (const _try of [1, 2]) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const client = await openDurablePglite(dataDir);
    await client.query('select 1');
    const cpu = process.cpuUsage(cpuBefore);
    times.push({ wallMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 });
    await client.close();
  }
  return {
    wallMs: Math.min(...times.map((t) => t.wallMs)),
    cpuMs: Math.min(...times.map((t) => t.cpuMs)),
  };
}

/** The CPU time (user and system) a running process has used so far, from Linux's /proc. */
function processCpuMs(pid: number | undefined): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which sits in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Linux counts a process's CPU time in ticks of the kernel's USER_HZ. */
const CLOCK_TICKS_PER_SECOND = Number(
  spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100,
);

describe(`the production build on ${testEngine}`, () => {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    // On PostgreSQL the server gets a migrated database of its own; PGlite gets a folder.
    if (testEngine === 'postgres') database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs the bundle with plain node, answers /healthz after a restart within 2 s of CPU beyond its engine, stops on SIGTERM', async () => {
    const build = spawnSync(process.execPath, [buildScript, '--outdir', bundleDir], {
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    // No TypeScript is left to compile: plain node (no --import tsx) runs it.
    const bundle = readFileSync(join(bundleDir, 'main.js'), 'utf8');
    expect(bundle).not.toMatch(/from "(tsx|esbuild|typescript|@kamao\/contract)/);

    const production = {
      NODE_ENV: 'production',
      SERVER_SECRET: 'a-production-secret-of-our-own',
      PAYLOAD_KEY: 'bm90LWEtcmVhbC1rZXktZm9yLXRlc3RzLTMyLWJ5dGU',
      CAPTCHA_PROVIDER: 'altcha',
      HOST: '127.0.0.1',
      ...(database?.url
        ? { DATABASE_URL: database.url }
        : { DATABASE_URL: '', DATA_DIR: productionDataDir }),
    };
    const start = async () => {
      const port = await freePort();
      const started = performance.now();
      const server = startServer({ ...production, PORT: String(port) }, [
        join(bundleDir, 'main.js'),
      ]);
      await waitForHealth(server, port, 120_000, 10);
      const wallMs = performance.now() - started;
      const cpuMs = processCpuMs(server.child.pid);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const logs = server.output().stdout;
      expect(logs).toContain('"msg":"shutting down"');
      // Production never seeds the demo, whatever SEED_DEMO says.
      expect(logs).not.toContain('seeded demo data');
      return { wallMs, cpuMs };
    };
    // The first start creates and migrates the database; a restart is what must be quick. What a
    // restart costs is the work the process does before it answers, its own CPU time: the wall
    // clock on a machine whose two cores also run the browser journeys and another test worker
    // measured 2.8 to 4.7 s for starts that take 1.2 s alone. The wall clock still bounds a start
    // that waits on something (a timer, a lock) instead of working.
    await start();
    const engine = database ? { wallMs: 0, cpuMs: 0 } : await embeddedEngineBoot(productionDataDir);
    const restarts: { wallMs: number; cpuMs: number }[] = [];
    for (const _try of [1, 2, 3]) restarts.push(await start());
    const described = `restarts took ${restarts
      .map((r) => `${Math.round(r.cpuMs)} ms of CPU in ${Math.round(r.wallMs)} ms`)
      .join(', ')}; the engine boots in ${Math.round(engine.cpuMs)} ms of CPU`;
    expect(Math.min(...restarts.map((r) => r.cpuMs)), described).toBeLessThan(
      START_BUDGET_MS + engine.cpuMs,
    );
    expect(Math.min(...restarts.map((r) => r.wallMs)), described).toBeLessThan(
      LOADED_WALL_BOUND_MS + engine.wallMs,
    );
  }, 180_000);
});
