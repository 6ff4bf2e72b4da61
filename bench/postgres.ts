import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';

/**
 * The PostgreSQL side of the run (DATABASE_URL): throw-away databases on that server, and
 * `pgbench -N` (TPC-B-like with only the accounts updated, "simple update") as the yardstick of
 * what the server's write path could reach on the same PostgreSQL.
 */

/** Where DATABASE_URL points, without the password, for the output. */
export function describeServer(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `${url.hostname}:${url.port || '5432'}`;
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server of `serverUrl`; drop() removes it, connections and all. */
export async function createScratchDatabase(
  serverUrl: string,
  purpose: string,
): Promise<ScratchDatabase> {
  const name = `kamao_bench_${purpose}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** PGBENCH, else pgbench on PATH, else the newest /usr/lib/postgresql/<version>/bin/pgbench. */
export function findPgbench(): string | undefined {
  const candidates = [process.env.PGBENCH, 'pgbench'];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `${debian}/${v}/bin/pgbench`));
  }
  return candidates.find(
    (c) => c !== undefined && spawnSync(c, ['--version'], { stdio: 'ignore' }).status === 0,
  );
}

export interface PgbenchResult {
  transactionsPerSecond: number;
  latencyAverageMs: number;
  clients: number;
  threads: number;
  durationSeconds: number;
  scale: number;
}

function run(bin: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(
              `pgbench ${args[0]} exited with ${code}: ${output.trim().split('\n').at(-1)}`,
            ),
          ),
    );
  });
}

/**
 * `pgbench -N` with `clients` connections for `durationSeconds` (after `warmupSeconds` of the
 * same), in a database of its own on the server of `serverUrl` (scale 1: 100,000 accounts),
 * created and dropped here.
 */
export async function runPgbench(
  bin: string,
  serverUrl: string,
  options: { clients: number; threads: number; durationSeconds: number; warmupSeconds: number },
): Promise<PgbenchResult> {
  const scale = 1;
  const database = await createScratchDatabase(serverUrl, 'pgbench');
  try {
    await run(bin, ['-i', '-q', '-s', String(scale), database.url]);
    const threads = Math.max(1, Math.min(options.threads, options.clients));
    const simpleUpdate = (seconds: number) =>
      run(bin, [
        '-N',
        '-c',
        String(options.clients),
        '-j',
        String(threads),
        '-T',
        String(seconds),
        database.url,
      ]);
    if (options.warmupSeconds > 0) await simpleUpdate(options.warmupSeconds);
    const output = await simpleUpdate(options.durationSeconds);
    const tps = /^tps = ([\d.]+)/m.exec(output)?.[1];
    const latency = /^latency average = ([\d.]+) ms/m.exec(output)?.[1];
    if (tps === undefined) throw new Error(`pgbench printed no tps:\n${output}`);
    return {
      transactionsPerSecond: Math.round(Number(tps)),
      latencyAverageMs: Number(latency ?? 0),
      clients: options.clients,
      threads,
      durationSeconds: options.durationSeconds,
      scale,
    };
  } finally {
    await database.drop();
  }
}
