import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { openDurablePglite } from './durable-pglite.ts';
import { listenOnPostgres } from './postgres-listener.ts';
import { nameStatementsOf } from './named-statements.ts';
import { takeTurnsWithTheEventLoop } from './pglite-turns.ts';
import { migratePgliteClient, migratePgPool } from './migrate.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** A Drizzle handle on either engine; code is written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/**
 * Either the database or an open transaction: repositories accept both
 * (docs/style.md#transactions-are-explicit).
 */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies pending SQL migrations (db/migrations). */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * LISTENs on a channel for the life of the process: onPayload gets every notification
   * committed by any session (this process's included). On PostgreSQL a dedicated connection
   * listens and comes back by itself after an outage, then calls onReconnect, because
   * notifications sent meanwhile are lost. Resolves once listening; the result stops it.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throw-away in-memory database. */
  dataDir: string;
  /** pg pool size. */
  poolSize?: number;
  /** Prepare each parameterised statement once per connection (named-statements.ts). */
  namedStatements?: boolean;
  /**
   * In-memory PGlite only: a dumped data directory to start from. Loading one takes a fraction
   * of the time initdb takes, so the tests start every database from one migrated copy.
   */
  startFrom?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Loaded only for PostgreSQL: the embedded default starts without pg's modules.
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      // A connection idle in transaction must not hold member rows forever.
      idle_in_transaction_session_timeout: 30_000,
    });
    // A client losing its connection (a database restart, an operator's pg_terminate_backend)
    // must not crash the process: the pool drops an idle one, and a checked-out one fails its
    // query or transaction, which answers that request with an error.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    if (options.namedStatements !== false) nameStatementsOf(pool);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePgPool(pool),
      ping: async () => void (await db.execute(sql`select 1`)),
      listen: async (channel, onPayload, onReconnect) => {
        const stop = await listenOnPostgres(options.databaseUrl!, channel, onPayload, onReconnect);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir;
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // On disk, a commit is flushed before it returns (durable-pglite.ts); tests use memory.
  const client = inMemory
    ? await PGlite.create(dataDir, options.startFrom ? { loadDataDir: options.startFrom } : {})
    : await openDurablePglite(dataDir);
  takeTurnsWithTheEventLoop(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePgliteClient(client),
    ping: async () => void (await db.execute(sql`select 1`)),
    // One process owns a PGlite database, so its own notifications are all there is to hear.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}
