import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Starts the real server the way an operator does (`node --import tsx apps/server/src/main.ts`
 * from the repository root) on a free loopback port with a throw-away in-memory database, and
 * waits until /healthz answers. Shared by the browser journeys and the benchmark.
 */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const webIndex = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));

export interface ServerOptions {
  /** Extra or overriding environment variables for the server. */
  env?: Record<string, string>;
  /** Refuse to start when apps/web/dist is missing (the browser journeys need it). */
  requireWebBuild?: boolean;
  /** How long to wait for /healthz. */
  readyTimeoutMs?: number;
}

export interface RunningServer {
  origin: string;
  port: number;
  /** Everything the server printed so far (its JSON log lines). */
  output(): string;
  /** SIGTERM, wait for a clean exit, SIGKILL as a last resort. */
  stop(): Promise<void>;
}

const MAX_OUTPUT_CHARS = 200_000;

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (options.requireWebBuild !== false && !existsSync(webIndex)) {
    throw new Error(`${webIndex} is missing: run \`npm run build\` first.`);
  }
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      // Real variables win over a developer's .env, so these keep the run throw-away.
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      SEED_DEMO: 'true',
      CAPTCHA_PROVIDER: 'none',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });

  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-MAX_OUTPUT_CHARS);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  // A crashed test runner must not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      exited.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 15_000))),
    ]);
    clearTimeout(timer);
    if (!done) {
      child.kill('SIGKILL');
      await exited;
    }
  };

  try {
    await waitForHealth(origin, child, exited, options.readyTimeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return { origin, port, output: () => output, stop };
}

async function waitForHealth(
  origin: string,
  child: ChildProcess,
  exited: Promise<number | null>,
  timeoutMs: number,
): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  throw new Error(`server did not answer 200 on ${origin}/healthz within ${timeoutMs} ms`);
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
