import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildServer<Info> {
  /** What the server printed as its first stdout line (JSON): its origin, sessions… */
  info: Info;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * BENCH_SERVER_CPU_PROFILE=<dir>: node's arguments that have a server write a V8 CPU profile there
 * when it stops (each of the bench's servers, HTTP ones included).
 */
export function profileArgs(): string[] {
  const profileDir = process.env.BENCH_SERVER_CPU_PROFILE;
  return profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
}

/**
 * A benchmark's server in a process of its own (tsx), so the clients measuring it do not share
 * its event loop. The server prints one JSON line on stdout when it is ready.
 */
export async function startChildServer<Info>(
  script: URL,
  name: string,
  env: Record<string, string>,
): Promise<ChildServer<Info>> {
  const child = spawn(
    process.execPath,
    [...profileArgs(), '--import', 'tsx', fileURLToPath(script)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  try {
    const info = await new Promise<Info>((resolve, reject) => {
      let buffer = '';
      child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const line = buffer.indexOf('\n');
        if (line >= 0) resolve(JSON.parse(buffer.slice(0, line)) as Info);
      });
    });
    return { info, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
