import type { MatchState } from '@kamao/contract/tic-tac-toe';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/texts';
import { GAMES_TEXTS } from '../games-texts';

interface BoardProps {
  board: MatchState['gameState'];
  winningCells: ReadonlySet<number>;
  isPlayable: (row: number, col: number) => boolean;
  onPlay: (row: number, col: number) => void;
  /** Drawn over the board (the waiting overlay). */
  overlay?: ReactNode;
}

const SYMBOL_COLOUR = { X: 'text-indigo-600', O: 'text-rose-500', '': '' } as const;

/**
 * The 3x3 board (docs/product/tic-tac-toe.md#the-play-screen): nine buttons, each named by its
 * place and what it holds ('Row 1, column 2, empty'), large enough for a thumb (the board takes the
 * phone's width up to 360 px, less on a short screen; no cell is under 44 px). Only a playable cell can be pressed.
 */
export function Board({ board, winningCells, isPlayable, onPlay, overlay }: BoardProps) {
  const T = useTexts(GAMES_TEXTS);
  return (
    // At most 360 px wide, and narrower on a short screen, so that the banner above and the
    // players below stay in view (the 29rem is what the page shows around the board on a phone).
    <div className="relative mx-auto w-full max-w-[min(360px,max(11rem,calc(100dvh_-_29rem)))]">
      <div
        role="group"
        aria-label={T.board}
        className="grid aspect-square grid-cols-3 gap-2 rounded-2xl bg-slate-200 p-2 shadow-inner"
      >
        {board.map((cells, row) =>
          cells.map((cell, col) => {
            const playable = isPlayable(row, col);
            const winning = winningCells.has(row * 3 + col);
            const name = [T.cellName(row, col), cell || T.emptyCell];
            if (winning) name.push(T.winningCell);
            return (
              <button
                key={`${row}-${col}`}
                type="button"
                aria-label={name.join(', ')}
                disabled={!playable}
                onClick={() => onPlay(row, col)}
                className={`grid min-h-11 min-w-11 place-items-center rounded-xl text-4xl font-black transition select-none min-[400px]:text-5xl sm:text-6xl ${
                  winning ? 'bg-amber-200 ring-4 ring-amber-400' : 'bg-white'
                } ${SYMBOL_COLOUR[cell]} ${
                  playable ? 'hover:bg-indigo-50 active:scale-95' : 'cursor-default'
                }`}
              >
                <span aria-hidden="true">{cell}</span>
              </button>
            );
          }),
        )}
      </div>
      {overlay}
    </div>
  );
}
