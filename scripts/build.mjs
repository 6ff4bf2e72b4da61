#!/usr/bin/env node
// `npm run build`: the web app (Vite; Brotli and gzip copies of its text files) and the server
// bundle, then the stamp that lets `npm start` skip a build that is already current.
import { spawnSync } from 'node:child_process';
import { buildServer } from './build-server.mjs';
import { buildInputsHash, removeBuildStamp, repoRoot, writeBuildStamp } from './build-stamp.mjs';

// Hashed before building: a source edited during the build leaves the build stale.
const inputs = buildInputsHash();
removeBuildStamp();

// The web app is always a production build, whatever NODE_ENV the caller runs with: Vite
// follows NODE_ENV, and `NODE_ENV=test npm start` (the browser journeys, the benchmark,
// `npm run lighthouse`) used to ship React's development build, three times the size.
const web = spawnSync('npm', ['run', 'build', '-w', '@kamao/web'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (web.status !== 0) process.exit(web.status ?? 1);

const started = Date.now();
await buildServer();
console.log(`server bundle built in ${Date.now() - started} ms: apps/server/dist/main.js`);
writeBuildStamp(inputs);
