import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file (docs/style.md#tests: each test worker has its own
 * database). PGlite in memory by default; a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL when set, dropped again on close.
 */
export const testEngine: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL
  ? 'postgres'
  : 'pglite';

/** A test database; url names it on PostgreSQL, so another "process" can connect to it. */
export type TestDatabase = Database & { url?: string };

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const name = `kamao_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 60 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The same database as a second server process sees it: its own pool on PostgreSQL. PGlite
 * belongs to one process, so there the second view is the same handle (and closing it is a
 * no-op).
 */
export async function openSameDatabaseAgain(database: TestDatabase): Promise<Database> {
  if (!database.url) return { ...database, close: async () => {} };
  return openDatabase({ databaseUrl: database.url, dataDir: '', poolSize: 20 });
}
