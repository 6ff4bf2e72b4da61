import { fileURLToPath } from 'node:url';
import { spawnServer, type ServerProcess } from '../../apps/server/src/test/server-process.ts';

/**
 * Starts the real server the way `npm start` does (`node scripts/start.mjs` from the repository
 * root: the built server, apps/server/dist/main.js, after a build when the build is missing or
 * stale) on a free loopback port with a throw-away in-memory database, and waits until /healthz
 * answers. Shared by the browser journeys and the benchmark, so both exercise what production
 * runs: the bundle and the precompressed web app.
 */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerOptions {
  /** Extra or overriding environment variables for the server. */
  env?: Record<string, string>;
  /** How long to wait for /healthz (a stale build is rebuilt first, as `npm start` does). */
  readyTimeoutMs?: number;
  /** node's own arguments before the script (the benchmark's CPU profile). */
  nodeArgs?: string[];
}

export type RunningServer = ServerProcess;

export function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  return spawnServer({
    args: [...(options.nodeArgs ?? []), 'scripts/start.mjs'],
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // Real variables win over a developer's .env, so these keep the run throw-away.
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      SEED_DEMO: 'true',
      CAPTCHA_PROVIDER: 'none',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    readyPath: '/healthz',
    readyTimeoutMs: options.readyTimeoutMs ?? 300_000,
  });
}
