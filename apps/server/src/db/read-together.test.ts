import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import type { DbOrTx } from './client.ts';
import { readTogether } from './read-together.ts';
import { rowsOf } from './rows.ts';

describe('independent reads', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  /** Two reads that note when they start and end. */
  function twoReads(handle: DbOrTx, log: string[]) {
    const read = (n: number) => async () => {
      log.push(`start ${n}`);
      const rows = rowsOf<{ n: number }>(
        await handle.execute(sql`select ${n}::int as n from pg_sleep(0.02)`),
      );
      log.push(`end ${n}`);
      return rows[0]!.n;
    };
    return [read(1), read(2)] as const;
  }

  it('start together on the pool', async () => {
    const log: string[] = [];
    expect(await readTogether(database.db, twoReads(database.db, log))).toEqual([1, 2]);
    expect(log.slice(0, 2)).toEqual(['start 1', 'start 2']);
  });

  it('run one after the other in a transaction, whose one connection answers one at a time', async () => {
    const log: string[] = [];
    const answers = await database.db.transaction((tx) => readTogether(tx, twoReads(tx, log)));
    expect(answers).toEqual([1, 2]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });
});
