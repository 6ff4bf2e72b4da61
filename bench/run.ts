import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from '../e2e/support/server-process.ts';
import { endpoints as allEndpoints } from './endpoints.ts';
import { checkLedger } from './ledger-check.ts';
import {
  brokenRows,
  measure,
  measureEndpoints,
  printOpenLoop,
  printTable,
  toMeasurement,
  type Measurement,
} from './http-measure.ts';
import type { AdminLedgerAudit } from '@kamao/contract/admin/runtime';
import { MEMBER_SIGNUP_ENV } from './members.ts';
import { profileArgs } from './child-server.ts';
import {
  createScratchDatabase,
  describeServer,
  findPgbench,
  runPgbench,
  type PgbenchResult,
} from './postgres.ts';
import { CONNECTIONS, DURATION_S, HTTP_ONLY, MEMBERS, ROWS_NAMED, WARMUP_S } from './settings.ts';

const endpoints = allEndpoints.filter((endpoint) => endpoint.name.includes(ROWS_NAMED));
import { measureSocketFanout } from './socket-fanout/measure-fanout.ts';
import { TARGETS, targetsLine, targetsSummary } from './targets.ts';
import {
  GAME_ROUND_TRIP_P99_GOAL_MS,
  measureGameLoad,
  type GameLoadResult,
} from './tic-tac-toe-load/measure-games.ts';

/**
 * `npm run bench`: the real server (in-memory PGlite, demo data) and a bare Fastify route, both
 * on loopback, measured one after the other with autocannon in bounded runs (endpoints.ts);
 * with DATABASE_URL, the same endpoints again on a server on a fresh database there, and the
 * money write beside `pgbench -N` on that PostgreSQL; then the socket fan-out to 1,000
 * connected members (socket-fanout/) and 1,000 simultaneous Tic Tac Toe matches of two socket
 * clients each (tic-tac-toe-load/); prints tables and writes bench/results/<timestamp>.json.
 * Stops by itself.
 */
const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

async function startBareServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bare-server.ts', import.meta.url))],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface PostgresFigures {
  /** Where DATABASE_URL points (host:port). */
  server: string;
  results: Measurement[];
  /** The ledger's audit on that server after the runs. */
  ledger: AdminLedgerAudit;
  pgbench?: PgbenchResult;
  /** Why there is no pgbench figure, when there is none. */
  pgbenchSkipped?: string;
  /** The money write's requests per second over pgbench -N's transactions per second. */
  moneyWriteToPgbench?: number;
  meetsMoneyWriteTarget?: boolean;
}

function printRows(rows: Measurement[], where: string): void {
  console.log(targetsLine(CONNECTIONS));
  printTable(rows);
  console.log(targetsSummary(rows));
  printOpenLoop(rows, where);
}

/**
 * The endpoints again on a server on a fresh database on the PostgreSQL of `serverUrl` (demo
 * data, dropped afterwards), then pgbench -N there with as many connections for as long.
 */
async function measurePostgres(serverUrl: string, bareRps: number): Promise<PostgresFigures> {
  const where = describeServer(serverUrl);
  console.log(`PostgreSQL at ${where}: the same endpoints on a fresh database with the demo data`);
  const database = await createScratchDatabase(serverUrl, 'http');
  let pgServer: RunningServer | undefined;
  let results: Measurement[];
  let ledger: AdminLedgerAudit;
  try {
    pgServer = await startServer({
      env: { ...MEMBER_SIGNUP_ENV, DATABASE_URL: database.url },
      nodeArgs: profileArgs(),
    });
    results = await measureEndpoints(pgServer, endpoints, bareRps);
    ledger = await checkLedger(pgServer, 'PostgreSQL');
  } finally {
    await pgServer?.stop();
    await database.drop();
  }
  printRows(results, 'PostgreSQL');

  const figures: PostgresFigures = { server: where, results, ledger };
  const writeName = endpoints.find((e) => e.moneyWrite)?.name;
  const write = results.find((r) => r.name === writeName);
  const pgbench = findPgbench();
  const skipped = !write
    ? 'no endpoint of endpoints.ts is marked moneyWrite'
    : pgbench
      ? undefined
      : 'pgbench not found (PGBENCH, PATH, /usr/lib/postgresql/*/bin)';
  if (!write || !pgbench || skipped) {
    figures.pgbenchSkipped = skipped;
    console.log(`pgbench -N: skipped, ${skipped}`);
    return figures;
  }
  try {
    figures.pgbench = await runPgbench(pgbench, serverUrl, {
      clients: CONNECTIONS,
      threads: cpus().length,
      durationSeconds: Math.max(1, Math.round(DURATION_S)),
      warmupSeconds: WARMUP_S,
    });
  } catch (error) {
    figures.pgbenchSkipped = `pgbench failed: ${(error as Error).message}`;
    console.log(`pgbench -N: skipped, ${figures.pgbenchSkipped}`);
    return figures;
  }
  const tps = figures.pgbench.transactionsPerSecond;
  const ratio = tps > 0 ? Number((write.requestsPerSecond / tps).toFixed(3)) : 0;
  figures.moneyWriteToPgbench = ratio;
  figures.meetsMoneyWriteTarget = ratio >= TARGETS.moneyWriteToPgbench;
  console.log(
    `money write on PostgreSQL: ${write.requestsPerSecond} req/s (p99 ${write.latencyP99Ms} ms) beside pgbench -N ${tps} tps ` +
      `(${CONNECTIONS} connections, ${figures.pgbench.durationSeconds} s, mean ${figures.pgbench.latencyAverageMs} ms): ` +
      `${ratio.toFixed(2)} × (goal ≥ ${TARGETS.moneyWriteToPgbench.toFixed(2)} ×: ${figures.meetsMoneyWriteTarget ? 'pass' : 'FAIL'})`,
  );
  return figures;
}

async function measureSockets() {
  console.log(
    `socket fan-out: ${process.env.FANOUT_MEMBERS ?? 1000} members, each with an open socket`,
  );
  const sockets = await measureSocketFanout();
  console.table([
    {
      figure: 'fan-out: balance events delivered',
      'events/s': sockets.fanoutEventsPerSecond,
      'p50 ms': '',
      'p99 ms': '',
    },
    {
      figure: 'end to end: gift code claims heard on sockets',
      'events/s': sockets.endToEndEventsPerSecond,
      'p50 ms': sockets.endToEndP50Ms,
      'p99 ms': sockets.endToEndP99Ms,
    },
  ]);
  return sockets;
}

/**
 * The game load at a human pace (the goal: a move's round trip p99 under 50 ms and no match ended
 * off the board) and flat out (moves per second), one after the other, each on a fresh server.
 */
async function measureGames() {
  const matches = process.env.GAME_MATCHES ?? 1000;
  const where = `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${process.env.REDIS_URL ? ' with Redis' : ''}`;
  const runs: GameLoadResult[] = [];
  for (const pace of ['human', 'flat-out'] as const) {
    console.log(`game load on ${where}: ${matches} simultaneous Tic Tac Toe matches, ${pace}`);
    runs.push(await measureGameLoad(pace));
  }
  console.table(
    runs.map((games) => ({
      pace: games.pace,
      matches: games.matches,
      'ended / unfinished': `${games.ended} / ${games.unfinished}`,
      'peak under way': games.peakUnderWay,
      'moves (refused)': `${games.moves} (${games.refusedMoves})`,
      'moves/s': games.movesPerSecond,
      'move round trip p50 ms': games.moveRoundTripP50Ms,
      'p99 ms': games.moveRoundTripP99Ms,
      'join s': games.joinSeconds,
      'play s': games.playSeconds,
      ledger: games.ledgerBalanced ? 'balanced' : 'NOT balanced',
    })),
  );
  console.table(runs.map((games) => ({ pace: games.pace, ...games.endReasons })));
  for (const games of runs) {
    const verdicts = [
      games.pace === 'human' &&
        `p99 under ${GAME_ROUND_TRIP_P99_GOAL_MS} ms: ${games.moveRoundTripP99Ms < GAME_ROUND_TRIP_P99_GOAL_MS ? 'PASS' : 'FAIL'}`,
      `no match ended off the board: ${games.endedOffTheBoard === 0 && games.unfinished === 0 ? 'PASS' : `FAIL (${games.endedOffTheBoard} off the board, ${games.unfinished} unfinished)`}`,
    ].filter(Boolean);
    console.log(`game load ${games.pace}: ${verdicts.join('; ')}`);
  }
  return runs;
}

const bare = await startBareServer();
let server: RunningServer | undefined;
try {
  server = await startServer({ env: MEMBER_SIGNUP_ENV, nodeArgs: profileArgs() });
  console.log(
    `bench: ${DURATION_S} s per endpoint (after ${WARMUP_S} s warm-up), ${CONNECTIONS} connections, ` +
      `${MEMBERS} members for the money write, ${cpus().length} cores, node ${process.version}`,
  );

  const bareEndpoint = { name: 'bare Fastify route', method: 'GET', path: '/bare' } as const;
  const bareResult = await measure(`${bare.origin}/bare`, bareEndpoint);
  const bareRps = bareResult.requests.average;
  const rows = [toMeasurement(bareEndpoint, bareResult, bareRps, false)];

  console.log('PGlite in memory: the demo data');
  rows.push(...(await measureEndpoints(server, endpoints, bareRps)));
  printRows(rows, 'PGlite');
  const ledger = await checkLedger(server, 'PGlite');
  // The HTTP server is done; the rest gets the machine to itself.
  await server.stop();
  server = undefined;

  const databaseUrl = process.env.DATABASE_URL;
  let postgres: PostgresFigures | undefined;
  if (databaseUrl) {
    postgres = await measurePostgres(databaseUrl, bareRps);
  } else {
    console.log('PostgreSQL: skipped (set DATABASE_URL to measure the endpoints there too)');
  }

  const sockets = HTTP_ONLY ? undefined : await measureSockets();
  const games = HTTP_ONLY ? undefined : await measureGames();
  mkdirSync(RESULTS_DIR, { recursive: true });
  const startedAt = new Date().toISOString();
  const file = `${RESULTS_DIR}${startedAt.replace(/[:.]/g, '-')}.json`;
  const settings = {
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    warmupSeconds: WARMUP_S,
    members: MEMBERS,
  };
  const machine = { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model };
  const report = {
    startedAt,
    settings,
    machine,
    targets: TARGETS,
    results: rows,
    ledger,
    ...(postgres ? { postgres } : {}),
    ...(sockets ? { sockets } : {}),
    ...(games ? { games } : {}),
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`results written to ${file}`);

  // A number measured on failing requests means nothing: say so and fail.
  const broken = [
    ...brokenRows(rows),
    ...brokenRows(postgres?.results ?? []).map((name) => `${name} on PostgreSQL`),
  ];
  if (broken.length > 0) {
    console.error(`bench: failing requests on ${broken.join(', ')}`);
    process.exitCode = 1;
  }
  const unbalanced =
    [ledger, postgres?.ledger].some((audit) => audit && !audit.balanced) ||
    (games ?? []).some((run) => !run.ledgerBalanced);
  if (unbalanced) {
    console.error('bench: the ledger does not balance after the runs');
    process.exitCode = 1;
  }
} finally {
  await server?.stop();
  await bare.stop();
}
