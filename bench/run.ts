import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer, type RunningServer } from '../e2e/support/server-process.ts';
import { endpoints, type Endpoint } from './endpoints.ts';
import { measureSocketFanout } from './socket-fanout/measure-fanout.ts';
import { measureGameLoad } from './tic-tac-toe-load/measure-games.ts';

/**
 * `npm run bench`: the real server (in-memory PGlite, demo data) and a bare Fastify route, both
 * on loopback, measured one after the other with autocannon in bounded runs; then the socket
 * fan-out to 1,000 connected members (socket-fanout/) and 1,000 simultaneous Tic Tac Toe
 * matches of two socket clients each (tic-tac-toe-load/); prints tables and writes
 * bench/results/<timestamp>.json. Stops by itself.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_S = 1;
const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
const DEMO_LOGIN = {
  obj: { email_userName: 'demo@example.com', password: 'demo12345', loginRemember_state: false },
};

interface Measurement {
  name: string;
  method: string;
  path: string;
  requestsPerSecond: number;
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  ratioToBare: number;
}

async function measure(url: string, endpoint: Omit<Endpoint, 'name'>, headers = {}) {
  const options = {
    url,
    method: endpoint.method,
    connections: CONNECTIONS,
    headers: {
      accept: 'application/json',
      ...(endpoint.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(endpoint.body === undefined ? {} : { body: JSON.stringify(endpoint.body) }),
  };
  await autocannon({ ...options, duration: WARMUP_S });
  return autocannon({ ...options, duration: DURATION_S });
}

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

async function sessionCookie(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.origin}/userRoute/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!response.ok || cookies.length === 0) {
    throw new Error(`demo login failed: ${response.status} ${await response.text()}`);
  }
  return cookies.join('; ');
}

function toMeasurement(
  endpoint: Pick<Endpoint, 'name' | 'method' | 'path'>,
  result: autocannon.Result,
  bareRps: number,
): Measurement {
  return {
    name: endpoint.name,
    method: endpoint.method,
    path: endpoint.path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMeanMs: Number(result.latency.average.toFixed(2)),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ratioToBare: bareRps > 0 ? Number((result.requests.average / bareRps).toFixed(3)) : 0,
  };
}

function printTable(rows: Measurement[]): void {
  const table = rows.map((r) => ({
    endpoint: r.name,
    path: `${r.method} ${r.path}`,
    'req/s': r.requestsPerSecond,
    'mean ms': r.latencyMeanMs,
    'p50 ms': r.latencyP50Ms,
    'p99 ms': r.latencyP99Ms,
    'vs bare': `${(r.ratioToBare * 100).toFixed(1)} %`,
    'non-2xx': r.non2xx,
    errors: r.errors,
  }));
  console.table(table);
}

const bare = await startBareServer();
let server: RunningServer | undefined;
try {
  server = await startServer();
  console.log(
    `bench: ${DURATION_S} s per endpoint (after ${WARMUP_S} s warm-up), ${CONNECTIONS} connections, ${cpus().length} cores, node ${process.version}`,
  );

  const bareEndpoint = { name: 'bare Fastify route', method: 'GET', path: '/bare' } as const;
  const bareResult = await measure(`${bare.origin}/bare`, bareEndpoint);
  const bareRps = bareResult.requests.average;
  const rows = [toMeasurement(bareEndpoint, bareResult, bareRps)];

  const cookie = endpoints.some((e) => e.session) ? await sessionCookie(server) : '';
  for (const endpoint of endpoints) {
    const headers = endpoint.session ? { cookie } : {};
    const result = await measure(`${server.origin}${endpoint.path}`, endpoint, headers);
    rows.push(toMeasurement(endpoint, result, bareRps));
  }

  printTable(rows);
  // The HTTP server is done; the fan-out gets the machine to itself.
  await server.stop();
  server = undefined;
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
  console.log(
    `game load: ${process.env.GAME_MATCHES ?? 1000} simultaneous Tic Tac Toe matches, random legal moves`,
  );
  const games = await measureGameLoad();
  console.table([
    {
      matches: games.matches,
      moves: games.moves,
      'moves/s': games.movesPerSecond,
      'move round trip p50 ms': games.moveRoundTripP50Ms,
      'p99 ms': games.moveRoundTripP99Ms,
      'join s': games.joinSeconds,
      'play s': games.playSeconds,
      'wins / draws': `${games.wins} / ${games.draws}`,
    },
  ]);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const startedAt = new Date().toISOString();
  const file = `${RESULTS_DIR}${startedAt.replace(/[:.]/g, '-')}.json`;
  const settings = {
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    warmupSeconds: WARMUP_S,
  };
  const machine = { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model };
  writeFileSync(
    file,
    `${JSON.stringify({ startedAt, settings, machine, results: rows, sockets, games }, null, 2)}\n`,
  );
  console.log(`results written to ${file}`);

  // A number measured on failing requests means nothing: say so and fail.
  const broken = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
  if (broken.length > 0) {
    console.error(`bench: failing requests on ${broken.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await server?.stop();
  await bare.stop();
}
