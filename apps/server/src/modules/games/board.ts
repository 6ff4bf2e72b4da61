import type { PlayerSymbol } from '@kamao/contract/tic-tac-toe';

/**
 * The board as the database keeps it: nine characters, row by row, '.' for an empty cell
 * (game_matches.board). Pure functions: the match module decides with them, the tests read them.
 */
export type Board = string;
export const EMPTY_BOARD: Board = '.........';

/** The eight winning lines (three rows, three columns, two diagonals) as cell indexes. */
export const WINNING_LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export const cellIndex = (row: number, col: number) => row * 3 + col;

export function isEmptyCell(board: Board, index: number): boolean {
  return board[index] === '.';
}

export function placeSymbol(board: Board, index: number, symbol: PlayerSymbol): Board {
  return board.slice(0, index) + symbol + board.slice(index + 1);
}

/** The symbol that completed a line, and the line; null when no line is complete. */
export function completedLine(
  board: Board,
): { symbol: PlayerSymbol; line: readonly number[] } | null {
  for (const line of WINNING_LINES) {
    const [a, b, c] = line;
    const symbol = board[a];
    if ((symbol === 'X' || symbol === 'O') && board[b] === symbol && board[c] === symbol) {
      return { symbol, line };
    }
  }
  return null;
}

export const isFull = (board: Board) => !board.includes('.');

/** Whether each player has made at least one move (an early leave aborts instead of losing). */
export const bothHaveMoved = (board: Board) => board.includes('X') && board.includes('O');

export const movesOn = (board: Board) => board.replaceAll('.', '').length;

/** The board as the play screen draws it (gameState: 3x3, '' for empty). */
export function boardRows(board: Board): ('' | PlayerSymbol)[][] {
  return [0, 1, 2].map((row) =>
    [0, 1, 2].map((col) => {
      const cell = board[cellIndex(row, col)];
      return cell === 'X' || cell === 'O' ? cell : '';
    }),
  );
}
