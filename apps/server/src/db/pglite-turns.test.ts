import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { takeTurnsWithTheEventLoop } from './pglite-turns.ts';

describe('the embedded database and the event loop', () => {
  let client: PGlite | undefined;
  afterEach(() => client?.close());

  /** How many of 200 queued statements had finished when the event loop next got a turn. */
  async function doneAtNextTurn(turns: boolean): Promise<number> {
    client = await PGlite.create('memory://');
    if (turns) takeTurnsWithTheEventLoop(client);
    const db = client;
    let done = 0;
    const backlog = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0
        ? db.query('select 1').then(() => (done += 1))
        : db
            .transaction(async (tx) => {
              await tx.query('select 1');
              await tx.query('select 2');
            })
            .then(() => (done += 1)),
    );
    const atNextTurn = new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    await Promise.all(backlog);
    return atNextTurn;
  }

  it('lets the event loop in between statements, so a backlog never holds the network up', async () => {
    // The check proves itself: without the turns the whole backlog runs before the loop does.
    expect(await doneAtNextTurn(false)).toBe(200);
    await client?.close();
    expect(await doneAtNextTurn(true)).toBeLessThan(5);
  });

  it('still runs every statement, in the order asked', async () => {
    client = await PGlite.create('memory://');
    takeTurnsWithTheEventLoop(client);
    await client.exec('create table seen (n int)');
    const db = client;
    await Promise.all(
      Array.from({ length: 50 }, (_, n) => db.query('insert into seen values ($1)', [n])),
    );
    const { rows } = await db.query<{ n: number }>('select n from seen');
    expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
  });
});
