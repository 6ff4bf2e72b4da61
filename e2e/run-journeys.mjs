#!/usr/bin/env node
// The browser journeys in JOURNEY_SHARDS groups (default 2) that run at the same time, each a
// Vitest run with its own server, database and stand-in services (support/global-setup.ts), so
// one group's operator settings never reach the other's members. Much of a journey is waiting
// for what a person waits for (an ad's timer, a game's turn, a mail), so two groups on two
// cores take far less than twice the time of one. Arguments after the script go to each run.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent } from '../scripts/build-stamp.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

// Seconds each file took in a full run on two busy cores, so the groups come out even; a file
// not listed counts as DEFAULT_SECONDS. Each group prints its time at the end: when they drift
// apart, update these from the "✓ journeys/… Nms" lines.
const SECONDS = {
  'ptc.test.ts': 111,
  'hindi.test.ts': 91,
  'accounts.test.ts': 78,
  'lost-session.test.ts': 71,
  'advertiser.test.ts': 53,
  'short-links.test.ts': 48,
  'tic-tac-toe.test.ts': 48,
  'tic-tac-toe-endings.test.ts': 60,
  'wallet.test.ts': 43,
  'site.test.ts': 42,
  'admin-console.test.ts': 37,
  'payouts.test.ts': 37,
  'provider-payouts.test.ts': 70,
  'risk-console.test.ts': 35,
  'console-markup.test.ts': 32,
  'console-home.test.ts': 30,
  'install.test.ts': 31,
  'route-table.test.ts': 22,
  'first-steps.test.ts': 12,
  'script-budget.test.ts': 40,
  'profile.test.ts': 19,
  'runtime-console.test.ts': 17,
  'member-area.test.ts': 14,
  'ptc-admin.test.ts': 14,
  'money-view.test.ts': 14,
  'public-pages.test.ts': 13,
  'task-walls.test.ts': 13,
  'honest-money.test.ts': 11,
  'live-balance.test.ts': 8,
  'resilience.test.ts': 6,
};
const DEFAULT_SECONDS = 30;

/** Longest first, each onto the group with the least so far. */
function groupsOf(files, count) {
  const groups = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const weighed = files.map((file) => [file, SECONDS[file] ?? DEFAULT_SECONDS]);
  for (const [file, seconds] of weighed.sort((a, b) => b[1] - a[1])) {
    const lightest = groups.reduce((min, group) => (group.seconds < min.seconds ? group : min));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return groups.filter((group) => group.files.length > 0);
}

/** Prints a child's output line by line under its group's label, so groups never interleave mid-line. */
function relay(stream, label, out) {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) out.write(`${label} ${line}\n`);
  });
  stream.on('end', () => pending && out.write(`${label} ${pending}\n`));
}

function runGroup(group, index, extraArgs) {
  const label = `[journeys ${index + 1}]`;
  const files = group.files.map((file) => `journeys/${file}`);
  console.log(`${label} ${files.join(' ')}`);
  const since = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url)),
        'run',
        '--config',
        'vitest.config.ts',
        ...extraArgs,
        ...files,
      ],
      { cwd: here, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    relay(child.stdout, label, process.stdout);
    relay(child.stderr, label, process.stderr);
    child.on('close', (code) => {
      const seconds = ((Date.now() - since) / 1000).toFixed(0);
      console.log(`${label} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

// Each group's server would otherwise build a stale build itself, both at once into one folder.
if (!isBuildCurrent()) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const count = Math.max(1, Number(process.env.JOURNEY_SHARDS ?? 2) || 1);
const files = readdirSync(new URL('./journeys/', import.meta.url)).filter((f) =>
  f.endsWith('.test.ts'),
);
const results = await Promise.all(
  groupsOf(files, count).map((group, index) => runGroup(group, index, process.argv.slice(2))),
);
process.exit(results.every(Boolean) ? 0 : 1);
