import { spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const MAX_OUTPUT_CHARS = 200_000;
const STOP_GRACE_MS = 15_000;

export interface SpawnServerOptions {
  /** Node's arguments: the script and its flags. */
  args: string[];
  cwd?: string;
  /** The whole environment of the process (PORT, HOST and PUBLIC_ORIGIN are added). */
  env: Record<string, string | undefined>;
  /** Ready when this answers 200. */
  readyPath?: '/healthz' | '/readyz';
  readyTimeoutMs?: number;
}

export interface ServerProcess {
  origin: string;
  port: number;
  pid: number;
  /** hostname:pid, as the process writes it on the job runs it does. */
  workerId: string;
  /** Everything the process printed so far (its JSON log lines). */
  output(): string;
  /** SIGTERM and wait for the exit (SIGKILL after 15 s); resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies mid-whatever, as in a crash. */
  kill(): Promise<void>;
}

/**
 * A real server process on a free loopback port, ready when its readiness path answers 200.
 * Shared by the server's process tests, the browser journeys and the benchmark; a test runner
 * that dies takes its servers with it.
 */
export async function spawnServer(options: SpawnServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: { ...options.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_ORIGIN: origin },
    stdio: ['ignore', 'pipe', 'pipe'],
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
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const gone = () => child.exitCode !== null || child.signalCode !== null;

  const stop = async () => {
    process.off('exit', killOnExit);
    if (!gone()) child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), STOP_GRACE_MS))),
    ]);
    clearTimeout(timer);
    if (!stopped) child.kill('SIGKILL');
    return exited;
  };

  const readyPath = options.readyPath ?? '/readyz';
  const timeoutMs = options.readyTimeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone()) {
      process.off('exit', killOnExit);
      throw new Error(`server exited with ${child.exitCode} before it was ready:\n${output}`);
    }
    try {
      const res = await fetch(`${origin}${readyPath}`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `server did not answer 200 on ${readyPath} within ${timeoutMs} ms:\n${output}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    origin,
    port,
    pid: child.pid!,
    workerId: `${hostname()}:${child.pid}`,
    output: () => output,
    stop,
    kill: async () => {
      process.off('exit', killOnExit);
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
  };
}

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * The server from its sources (`node --import tsx src/main.ts`, as `npm run dev` runs it) with
 * only the given settings, ready when /readyz answers.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return spawnServer({
    args: ['--import', 'tsx', mainFile],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...env,
    },
  });
}
