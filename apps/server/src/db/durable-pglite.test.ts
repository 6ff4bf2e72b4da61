import { mkdtempSync, rmSync } from 'node:fs';
import { fsyncSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDurablePglite } from './durable-pglite.ts';

const dir = mkdtempSync(join(tmpdir(), 'kamao-durable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('runs with fsync on and flushes the write-ahead log to disk at every commit', async () => {
    let syncs = 0;
    const pg = await openDurablePglite(join(dir, 'db'), (fd) => {
      syncs += 1;
      fsyncSync(fd);
    });
    try {
      expect((await pg.query<{ fsync: string }>('show fsync')).rows[0]?.fsync).toBe('on');
      await pg.exec('create table movements (id serial primary key, amount bigint not null)');
      const before = syncs;
      for (let i = 0; i < 5; i += 1) {
        await pg.query('insert into movements (amount) values ($1)', [i]);
      }
      // One flush per commit at least: nothing acknowledged is only in the page cache.
      expect(syncs - before).toBeGreaterThanOrEqual(5);
    } finally {
      await pg.close();
    }
    // And it opens again with what was committed.
    const again = await openDurablePglite(join(dir, 'db'));
    try {
      expect(
        (await again.query<{ n: number }>('select count(*)::int as n from movements')).rows[0]?.n,
      ).toBe(5);
    } finally {
      await again.close();
    }
  });
});
