import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePgliteClient } from '../db/migrate.ts';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * One migrated database every test database starts from: on PGlite the path of its dumped
     * data directory, on PostgreSQL the name of a template database.
     */
    databaseTemplate: string;
  }
}

/**
 * Vitest global setup of the server tests. Creating a PGlite database runs initdb (3 to 4 s on
 * a shared core) and every test file makes one or more; loading a dump of one already migrated
 * takes under a second. On PostgreSQL, `create database … template` copies the migrated tables
 * instead of replaying every migration.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create('memory://');
    await migratePgliteClient(client);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const dir = mkdtempSync(join(tmpdir(), 'kamao-template-'));
    const path = join(dir, 'migrated.tar');
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', path);
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `kamao_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const template = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 2 });
  await template.migrate();
  await template.close();
  project.provide('databaseTemplate', name);
  return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

/** One statement on the server's maintenance connection (create and drop database). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
