import { TIC_TAC_TOE_SERVER_TEXTS as TEXTS } from '@kamao/contract/tic-tac-toe';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DOMAIN_EVENTS_CHANNEL } from '../../db/domain-events.ts';
import { rowsOf } from '../../db/rows.ts';
import { cellIndex, completedLine, isEmptyCell, isFull, placeSymbol } from './board.ts';
import { saveMatch } from './match-change.ts';
import { settleDueDeadline } from './match-deadlines.ts';
import { endMatch } from './match-end.ts';
import { lockMatch, symbolOf } from './match-record.ts';

export type MoveRefusal =
  'no_match' | 'not_player' | 'not_started' | 'over' | 'not_your_turn' | 'cell_taken' | 'too_late';

/** What a refused move answers the member, in words (the client puts them in the chosen language). */
export const MOVE_REFUSAL_TEXTS: Record<MoveRefusal, string> = {
  no_match: TEXTS.moveNoMatch,
  not_player: TEXTS.notYourMatch,
  not_started: TEXTS.moveNotStarted,
  over: TEXTS.matchOver,
  not_your_turn: TEXTS.moveNotYourTurn,
  cell_taken: TEXTS.moveCellTaken,
  too_late: TEXTS.moveTooLate,
};

/**
 * A move (tic_tac_toe_make_move, docs/product/tic-tac-toe.md#moves-and-results), validated against
 * the stored match: the member plays in it, it has started and not ended, it is their turn, the
 * cell is empty and the turn has not run out. Then the server decides: three in a row wins, a full
 * board is a draw, otherwise the turn passes with a fresh turn deadline. A refused move changes
 * nothing.
 *
 * Most moves pass the turn, and those take one round trip: the database function
 * game_match_move checks and writes the move, its timer and its notice in one statement (at a
 * thousand matches the statements per move, each a write to the socket and a parse, were what
 * the server spent its time on). Anything else, a refusal, a passed deadline, a move that
 * decides the match, takes the full path below, in one transaction with the settlement.
 */
export async function makeMove(
  db: Db,
  memberId: string,
  matchId: string,
  row: number,
  col: number,
): Promise<{ ok: true } | { ok: false; reason: MoveRefusal }> {
  if (await passTheTurn(db, memberId, matchId, cellIndex(row, col))) return { ok: true };
  return decideMove(db, memberId, matchId, row, col);
}

/** The move as one statement when it only passes the turn; false when it changed nothing. */
async function passTheTurn(db: Db, memberId: string, matchId: string, cell: number) {
  const [answer] = rowsOf<{ moved: boolean }>(
    await db.execute(
      sql`select game_match_move(${matchId}, ${memberId}, ${cell}::integer, ${DOMAIN_EVENTS_CHANNEL}) as moved`,
    ),
  );
  return answer?.moved === true;
}

/** The full path: every check with its own refusal, and the moves that end the match. */
function decideMove(
  db: Db,
  memberId: string,
  matchId: string,
  row: number,
  col: number,
): Promise<{ ok: true } | { ok: false; reason: MoveRefusal }> {
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    if (!match) return { ok: false, reason: 'no_match' };
    const symbol = symbolOf(match, memberId);
    if (!symbol) return { ok: false, reason: 'not_player' };
    if (match.status === 'waiting') return { ok: false, reason: 'not_started' };
    if (match.status !== 'playing') return { ok: false, reason: 'over' };
    // A deadline that passed before its job ran decides first: a late move does not count.
    if (await settleDueDeadline(tx, match)) return { ok: false, reason: 'too_late' };
    if (match.currentTurn !== memberId) return { ok: false, reason: 'not_your_turn' };
    const index = cellIndex(row, col);
    if (!isEmptyCell(match.board, index)) return { ok: false, reason: 'cell_taken' };

    const board = placeSymbol(match.board, index, symbol);
    const line = completedLine(board);
    if (line) {
      await endMatch(tx, { ...match, board }, { winner: line.symbol, reason: 'line' });
    } else if (isFull(board)) {
      await endMatch(tx, { ...match, board }, { winner: 'draw', reason: 'full_board' });
    } else {
      const next = symbol === 'X' ? match.playerO : match.playerX;
      await saveMatch(
        tx,
        match,
        {
          board,
          currentTurn: next,
          turnDeadline: new Date(match.nowMs + match.turnSeconds * 1000),
        },
        { nowMs: match.nowMs },
      );
    }
    return { ok: true };
  });
}
