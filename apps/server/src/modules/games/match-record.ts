import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { GameMatchSnapshot } from './events.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { gameMatches } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { matchTimerKey } from './match-timer.ts';
import type { MatchRow } from './match-row.ts';

export type { MatchRow };
export type LockedMatch = MatchRow & {
  /** The database clock at the lock (epoch ms): every deadline is counted on it. */
  nowMs: number;
};

/**
 * Locks a match for a change: its timer job's row first, then the match row. The job runner
 * holds the job row while it runs a deadline, and then locks the match; taking them in the
 * same order here means a move and a deadline wait for each other instead of deadlocking.
 */
export async function lockMatch(tx: Tx, matchId: string): Promise<LockedMatch | undefined> {
  await tx.execute(sql`select 1 from jobs where unique_key = ${matchTimerKey(matchId)} for update`);
  const [row] = await tx
    .select({
      ...getTableColumns(gameMatches),
      nowMs: sql<number>`(extract(epoch from clock_timestamp()) * 1000)::float8`.mapWith(Number),
    })
    .from(gameMatches)
    .where(eq(gameMatches.id, matchId))
    .for('update');
  return row;
}

/** The database clock, for a match created in this transaction. */
export async function databaseNowMs(tx: DbOrTx): Promise<number> {
  const [row] = rowsOf<{ now_ms: number }>(
    await tx.execute(sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as now_ms`),
  );
  return Number(row!.now_ms);
}

export const symbolOf = (match: MatchRow, memberId: string): 'X' | 'O' | null =>
  match.playerX === memberId ? 'X' : match.playerO === memberId ? 'O' : null;

export const playerOf = (match: MatchRow, symbol: 'X' | 'O') =>
  symbol === 'X' ? match.playerX : match.playerO;

/** The whole state of a match for the sockets (the event's payload). */
export async function matchSnapshot(
  tx: DbOrTx,
  match: MatchRow,
  nowMs: number,
): Promise<GameMatchSnapshot> {
  const [names] = rowsOf<{ room_name: string; x_name: string | null; o_name: string | null }>(
    await tx.execute(sql`
      select (select room_name from game_rooms where id = ${match.roomId}) as room_name,
             (select name from users where id = ${match.playerX}) as x_name,
             (select name from users where id = ${match.playerO}) as o_name`),
  );
  const ms = (date: Date | null) => (date ? date.getTime() : null);
  const players: GameMatchSnapshot['players'] = [
    {
      id: match.playerX,
      symbol: 'X',
      name: names?.x_name ?? '',
      graceUntil: ms(match.xGraceUntil),
    },
  ];
  if (match.playerO) {
    players.push({
      id: match.playerO,
      symbol: 'O',
      name: names?.o_name ?? '',
      graceUntil: ms(match.oGraceUntil),
    });
  }
  return {
    id: match.id,
    version: match.version,
    status: match.status,
    roomName: names?.room_name ?? '',
    entryFee: match.entryFee.toString(),
    prize: match.prize.toString(),
    board: match.board,
    players,
    currentTurn: match.currentTurn,
    winner: match.winner as GameMatchSnapshot['winner'],
    endReason: match.endReason,
    turnSeconds: match.turnSeconds,
    searchDeadline: ms(match.searchDeadline),
    turnDeadline: ms(match.turnDeadline),
    takenAt: nowMs,
  };
}
