import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../test/test-database.ts';
import { openDatabase, type Database } from './client.ts';
import { nameStatementsOf } from './named-statements.ts';
import { rowsOf } from './rows.ts';
import { settings } from './schema/index.ts';

// Prepared statements are PostgreSQL's: PGlite runs every statement in this process anyway.
describe.skipIf(testEngine !== 'postgres')('statements prepared once per connection', () => {
  let test: TestDatabase;
  /** One connection, so what it has prepared can be asked on it. */
  let single: Database;

  beforeAll(async () => {
    test = await createTestDatabase();
    single = await openDatabase({ databaseUrl: test.url, dataDir: '', poolSize: 1 });
  });
  afterAll(async () => {
    await single?.close();
    await test?.close();
  });

  const preparedTexts = async (db: Database['db']) => {
    const rows = rowsOf<{ statement: string }>(
      await db.execute(sql`select statement from pg_prepared_statements order by prepare_time`),
    );
    return rows.map((row) => row.statement);
  };
  const readSetting = (db: Database['db'], key: string) =>
    db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));

  it('prepares a statement with parameters the first time and reuses it after', async () => {
    await single.db.insert(settings).values({ key: 'named_a', value: 1 });
    await single.db.insert(settings).values({ key: 'named_b', value: 2 });
    const before = (await preparedTexts(single.db)).length;

    expect(await readSetting(single.db, 'named_a')).toEqual([{ value: 1 }]);
    expect(await readSetting(single.db, 'named_b')).toEqual([{ value: 2 }]);
    expect(await readSetting(single.db, 'named_a')).toEqual([{ value: 1 }]);

    const prepared = await preparedTexts(single.db);
    // Three runs, one text: prepared once, and the same plan answers both keys.
    expect(prepared.length).toBe(before + 1);
    expect(prepared.at(-1)).toMatch(
      /^select "value" from "settings" where "settings"\."key" = \$1/,
    );
  });

  it('tries a statement again after PostgreSQL refused its preparation in a failed transaction', async () => {
    const probe = (db: Pick<Database['db'], 'select'>) =>
      db
        .select({ value: settings.value })
        .from(settings)
        .where(sql`${settings.key} = ${'named_a'} and ${settings.value} is not null`);
    expect(await probe(single.db)).toEqual([{ value: 1 }]);
    await expect(
      single.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 / 0`).catch(() => undefined);
        // Its second run, so named; the transaction is aborted, and the parse is refused.
        await probe(tx);
      }),
    ).rejects.toMatchObject({ cause: { code: '25P02' } }); // current transaction is aborted
    expect(await probe(single.db)).toEqual([{ value: 1 }]);
    expect(await probe(single.db)).toEqual([{ value: 1 }]);
  });

  it('keeps a connection working after a parameter could not be sent', async () => {
    const asJson = (value: unknown) => sql`select ${value}::jsonb as j`;
    const inTransaction = (value: unknown) =>
      single.db.transaction(async (tx) => rowsOf<{ j: unknown }>(await tx.execute(asJson(value))));
    expect(await inTransaction({ amount: '1' })).toEqual([{ j: { amount: '1' } }]);
    // node-postgres cannot serialise a BigInt: it closes the statement it had prepared.
    await expect(inTransaction({ amount: 1n })).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/BigInt/) as unknown },
    });
    expect(await inTransaction({ amount: '2' })).toEqual([{ j: { amount: '2' } }]);
    expect(await inTransaction({ amount: '3' })).toEqual([{ j: { amount: '3' } }]);
  });

  it('keeps a connection working after a migration changed the type of a column it reads', async () => {
    await single.db.execute(sql`create table named_ddl (id int primary key, n int)`);
    await single.db.execute(sql`insert into named_ddl values (1, 5)`);
    // In a transaction: a failure there hands the connection back to the pool, not away.
    const read = () =>
      single.db.transaction(async (tx) =>
        rowsOf(await tx.execute(sql`select n from named_ddl where id = ${1}`)),
      );
    expect(await read()).toEqual([{ n: 5 }]);
    expect(await read()).toEqual([{ n: 5 }]);
    // Another process's migration: this connection's plan returns an int that is now a bigint.
    const other = new pg.Client({ connectionString: test.url });
    await other.connect();
    await other.query('alter table named_ddl alter column n type bigint');
    await other.end();
    await expect(read()).rejects.toMatchObject({ cause: { code: '0A000' } });
    expect(await read()).toEqual([{ n: '5' }]);
    expect(await read()).toEqual([{ n: '5' }]);
  });

  it('leaves a text without parameters to the simple protocol, where it may hold several statements', async () => {
    const before = (await preparedTexts(single.db)).length;
    await single.db.execute(sql.raw('select 1; select 2'));
    expect((await preparedTexts(single.db)).length).toBe(before);
  });

  it('names a text at its second run, and no more texts than its limit', async () => {
    const pool = new pg.Pool({ connectionString: test.url, max: 1 });
    try {
      nameStatementsOf(pool, 1);
      const run = async (text: string) =>
        (await pool.query<{ n: number }>({ text, values: [1] })).rows[0]?.n;
      const prepared = async () =>
        (
          await pool.query<{ statement: string }>('select statement from pg_prepared_statements')
        ).rows.map((row) => row.statement);
      expect(await run('select $1::int as n')).toBe(1);
      expect(await prepared()).toEqual([]);
      expect(await run('select $1::int as n')).toBe(1);
      expect(await run('select $1::int + 1 as n')).toBe(2);
      expect(await run('select $1::int + 1 as n')).toBe(2);
      expect(await prepared()).toEqual(['select $1::int as n']);
    } finally {
      await pool.end();
    }
  });

  it('prepares nothing when turned off (behind a pooler in transaction mode)', async () => {
    const off = await openDatabase({
      databaseUrl: test.url,
      dataDir: '',
      poolSize: 1,
      namedStatements: false,
    });
    try {
      expect(await readSetting(off.db, 'named_b')).toEqual([{ value: 2 }]);
      expect(await preparedTexts(off.db)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
