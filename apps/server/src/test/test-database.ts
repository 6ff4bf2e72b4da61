import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { openDatabase, type Database } from '../db/client.ts';
import { onServer } from './database-template.ts';

/**
 * A fresh, migrated database for one test file (docs/style.md#tests: each test worker has its own
 * database), copied from the run's migrated template (database-template.ts). PGlite in memory by
 * default; a new database on the PostgreSQL server named by TEST_DATABASE_URL when set, dropped
 * again on close.
 */
export const testEngine: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL
  ? 'postgres'
  : 'pglite';

/** A test database; url names it on PostgreSQL, so another "process" can connect to it. */
export type TestDatabase = Database & { url?: string };

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = await runTemplate();
  if (!serverUrl) {
    if (!template) return migrated(await openDatabase({ dataDir: 'memory://' }));
    return openDatabase({ dataDir: 'memory://', startFrom: new Blob([readFileSync(template)]) });
  }
  const name = `kamao_test_${randomBytes(6).toString('hex')}`;
  if (template) await copyTemplate(serverUrl, name, template);
  else await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 60 });
  const database = template ? opened : await migrated(opened);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The run's migrated template under Vitest (database-template.ts provides it); undefined in a
 * script outside Vitest, such as record-answers, which then migrates its own database.
 */
async function runTemplate(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('databaseTemplate');
}

async function migrated(database: Database): Promise<Database> {
  await database.migrate();
  return database;
}

/**
 * PostgreSQL refuses to copy a template while another session uses it (SQLSTATE 55006), and the
 * other test workers copy the same one: try again after a moment.
 */
async function copyTemplate(serverUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onServer(serverUrl, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
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
