import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port.ts';

/**
 * A throw-away Redis (Debian's redis-server) on a free loopback port, with no persistence.
 * CI installs redis-server (.ci/run); where it is missing the Redis tests are skipped, except
 * under CI, where that is a failure.
 */
export const redisServerAvailable =
  spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

if (!redisServerAvailable && process.env.CI) {
  throw new Error('redis-server is missing: .ci/run installs it (apt-get install redis-server)');
}

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start:\n${output}`)),
      10_000,
    );
    const check = () => {
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearTimeout(timer);
        reject(new Error(`redis-server exited:\n${output}`));
      } else setTimeout(check, 20);
    };
    check();
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
