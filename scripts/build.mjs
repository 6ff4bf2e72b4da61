#!/usr/bin/env node
// `npm run build`: the web app (Vite; Brotli and gzip copies of its text files) and the server
// bundle, then the stamp that lets `npm start` skip a build that is already current.
import { spawnSync } from 'node:child_process';
import { buildServer } from './build-server.mjs';
import { buildInputsHash, removeBuildStamp, repoRoot, writeBuildStamp } from './build-stamp.mjs';

// Hashed before building: a source edited during the build leaves the build stale.
const inputs = buildInputsHash();
removeBuildStamp();

const web = spawnSync('npm', ['run', 'build', '-w', '@kamao/web'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (web.status !== 0) process.exit(web.status ?? 1);

const started = Date.now();
await buildServer();
console.log(`server bundle built in ${Date.now() - started} ms: apps/server/dist/main.js`);
writeBuildStamp(inputs);
