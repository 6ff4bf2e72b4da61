import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { takeTurnsWithTheEventLoop } from './pglite-turns.ts';

describe('the embedded database and the event loop', () => {
  let client: PGlite | undefined;
  afterEach(() => client?.close());

  /**
   * How many of a backlog of statements (200 alone, 50 transactions of four) finished by each
   * turn of the event loop, counted turn after turn until the backlog is gone.
   */
  async function finishedByTurn(turns: boolean): Promise<number[]> {
    client = await PGlite.create('memory://');
    if (turns) takeTurnsWithTheEventLoop(client);
    const db = client;
    let finished = 0;
    const backlog = [
      ...Array.from({ length: 200 }, () => db.query('select 1').then(() => (finished += 1))),
      ...Array.from({ length: 50 }, () =>
        db
          .transaction(async (tx) => {
            await tx.query('select 1');
            await tx.query('select 2');
          })
          .then(() => (finished += 4)),
      ),
    ];
    let settled = false;
    const all = Promise.all(backlog).then(() => (settled = true));
    const byTurn: number[] = [];
    while (!settled) {
      await new Promise((resolve) => setImmediate(resolve));
      byTurn.push(finished);
    }
    await all;
    return byTurn;
  }
  const mostInOneTurn = (byTurn: number[]) =>
    Math.max(...byTurn.map((count, i) => count - (byTurn[i - 1] ?? 0)));

  it('lets the event loop in between statements, so a backlog never holds the network up', async () => {
    // The check proves itself: without the turns the whole backlog runs before the loop does.
    expect(mostInOneTurn(await finishedByTurn(false))).toBe(400);
    await client?.close();
    // With them, one statement per turn: a transaction's four statements take four turns.
    const byTurn = await finishedByTurn(true);
    expect(mostInOneTurn(byTurn)).toBeLessThanOrEqual(4);
    expect(byTurn.length).toBeGreaterThanOrEqual(300);
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
