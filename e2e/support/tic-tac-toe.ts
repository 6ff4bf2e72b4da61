import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiRoutes } from '@kamao/contract/api-routes';
import { TIC_TAC_TOE_TEXTS as T } from '@kamao/contract/tic-tac-toe';
import { seen } from './browser.ts';

/** Tic Tac Toe as members play it in the journeys: the lobby, a board's cells, moves. */
export const LOBBY_PATH = '/member/betting-games/tic-tac-toe';

/** A cell of the board by its place, or with its content ('X', 'O') when given. */
export const cell = (page: Page, row: number, col: number, content = '') =>
  page.getByRole('button', {
    name: content
      ? `Row ${row + 1}, column ${col + 1}, ${content}`
      : new RegExp(`^Row ${row + 1}, column ${col + 1},`),
  });

/** A move as a member makes it: a tap on the cell, then the opponent's board shows it. */
export async function play(mover: Page, other: Page, row: number, col: number, symbol: 'X' | 'O') {
  await seen(mover.getByText(T.yourTurn, { exact: true }));
  await cell(mover, row, col).click();
  await seen(
    other.getByRole('button', {
      name: new RegExp(`^Row ${row + 1}, column ${col + 1}, ${symbol}`),
    }),
  );
}

/** Nine moves that fill the board with no line: X (who moves first) and O draw. */
export async function playToFullBoard(x: Page, o: Page) {
  const moves = [
    [x, o, 0, 0, 'X'],
    [o, x, 0, 1, 'O'],
    [x, o, 0, 2, 'X'],
    [o, x, 1, 1, 'O'],
    [x, o, 1, 0, 'X'],
    [o, x, 1, 2, 'O'],
    [x, o, 2, 1, 'X'],
    [o, x, 2, 0, 'O'],
    [x, o, 2, 2, 'X'],
  ] as const;
  for (const [mover, other, row, col, symbol] of moves) await play(mover, other, row, col, symbol);
}

/** The member's betting figures (the games hub's call), in rupees. */
export async function bettingFigures(page: Page) {
  const answer = await page.request.get(apiRoutes.bettingGamesHome.path);
  expect(answer.status()).toBe(200);
  return (await answer.json()).msg as Record<string, number>;
}
