#!/usr/bin/env node
// `npm start`: builds only when the build is missing or older than its sources (build-stamp.mjs),
// then runs the built server, apps/server/dist/main.js, in this very process: SIGTERM reaches
// the server itself and starts its graceful shutdown.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent } from './build-stamp.mjs';

if (!isBuildCurrent()) {
  process.stderr.write('The build is missing or older than the sources: npm run build\n');
  // The build's output goes to stderr: stdout carries only the server's JSON log lines.
  const build = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('./build.mjs', import.meta.url))],
    { stdio: ['ignore', 2, 2] },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../apps/server/dist/main.js');
