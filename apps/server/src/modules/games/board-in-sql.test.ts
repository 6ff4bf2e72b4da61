import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../../test/test-database.ts';
import { completedLine, isFull, type Board } from './board.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Every board of nine cells, each empty, X or O: 3^9 of them, legal or not. */
function everyBoard(): Board[] {
  const boards: Board[] = [''];
  for (let cell = 0; cell < 9; cell += 1) {
    const longer: Board[] = [];
    for (const board of boards) for (const mark of '.XO') longer.push(board + mark);
    boards.splice(0, boards.length, ...longer);
  }
  return boards;
}

// A move that passes the turn is written by the database, one that decides the match by the
// server: the two must agree on which is which, on every board.
it(`the database decides a board as board.ts does, on every board (${testEngine})`, async () => {
  const boards = everyBoard();
  const rows = rowsOf<{ board: string; decided: boolean }>(
    await database.db.execute(sql`
      select board, game_board_decided(board) as decided
      from unnest(${`{${boards.join(',')}}`}::text[]) as board`),
  );
  const disagreements = rows.filter(
    (row) => row.decided !== (completedLine(row.board) !== null || isFull(row.board)),
  );
  expect(rows).toHaveLength(3 ** 9);
  expect(disagreements.map((row) => row.board)).toEqual([]);
});
