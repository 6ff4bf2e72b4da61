#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure. Installs Debian's chromium
// for the browser journeys when it is missing and we are root (README "Quick start").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

// Steps in one inner list run side by side: the type checks and lint each keep one core busy
// for minutes, and the machines we run on have at least two. Vitest runs one worker fewer than
// the machine has cores, so on two cores each suite alone leaves one idle: the unit and the server
// tests share the step.
const steps = [
  [
    { name: 'type checks', args: ['run', 'typecheck'] },
    { name: 'lint', args: ['run', 'lint'] },
  ],
  [
    { name: 'unit tests (contract, web, tools)', args: ['run', 'test:unit'] },
    { name: 'API tests (server)', args: ['run', 'test:server'] },
  ],
  { name: 'build (web app and server)', args: ['run', 'build'] },
  journeysStep(),
];

/**
 * The browser journeys, and beside them, when SERVER_TESTS_ALSO_ON_POSTGRES names a PostgreSQL
 * database (CI does), the server tests once more on it. A journey spends most of its time waiting
 * for what a person waits for (an ad's timer, a game's turn, a mail), so one more test worker
 * fills cores that would idle, where running it after the journeys would add its whole length.
 */
function journeysStep() {
  const journeys = { name: 'browser journeys', args: ['run', 'test', '-w', '@kamao/e2e'] };
  const postgresUrl = process.env.SERVER_TESTS_ALSO_ON_POSTGRES;
  if (!postgresUrl) return journeys;
  return [
    journeys,
    {
      name: 'API tests (server) on PostgreSQL',
      args: ['run', 'test:server', '--', '--minWorkers=1', '--maxWorkers=1'],
      env: { ...process.env, TEST_DATABASE_URL: postgresUrl },
    },
  ];
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.platform !== 'linux' || process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `${CHROMIUM} is missing. The browser journeys drive Debian's chromium: install it ` +
        '(as root: apt-get update && apt-get install -y chromium) and run npm test again.',
    );
    return false;
  }
  console.log(`\n== ${CHROMIUM} is missing: installing Debian's chromium`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed =
    run('apt-get', ['update'], env) && run('apt-get', ['install', '-y', 'chromium'], env);
  if (!installed || !existsSync(CHROMIUM)) {
    console.error('Installing chromium with apt-get failed; see the output above.');
    return false;
  }
  return true;
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function report(step, ok, since) {
  if (ok) console.log(`== ${step.name}: ok (${seconds(since)})`);
  else console.error(`== ${step.name}: FAILED`);
  return ok;
}

function runStep(step) {
  console.log(`\n== ${step.name}: npm ${step.args.join(' ')}`);
  const since = Date.now();
  return report(step, run('npm', step.args), since);
}

/** Runs the steps at once; each one's output is printed whole when it ends, so none interleave. */
function runSideBySide(group) {
  console.log(`\n== side by side: ${group.map((step) => step.name).join(', ')}`);
  const since = Date.now();
  return Promise.all(
    group.map(
      (step) =>
        new Promise((resolve) => {
          const child = spawn('npm', step.args, {
            stdio: ['ignore', 'pipe', 'pipe'],
            env: step.env ?? process.env,
          });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            console.log(`\n== ${step.name}: npm ${step.args.join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            resolve(report(step, code === 0, since));
          });
        }),
    ),
  );
}

let passed = 0;
let failed = 0;
let attempted = 0;
const started = Date.now();

if (!ensureChromium()) {
  failed += 1; // counted as one failed step: nothing else ran
} else {
  for (const step of steps) {
    const group = Array.isArray(step) ? step : [step];
    attempted += group.length;
    const results = group.length === 1 ? [runStep(group[0])] : await runSideBySide(group);
    passed += results.filter(Boolean).length;
    failed += results.filter((ok) => !ok).length;
    if (failed > 0) break;
  }
}

const skipped = steps.flat().length - attempted;
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(
  skipped > 0
    ? `${passed} passed, ${failed} failed, ${skipped} skipped`
    : `${passed} passed, ${failed} failed`,
);
process.exit(failed > 0 ? 1 : 0);
