import { and, eq, getTableColumns, sql } from 'drizzle-orm';
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
 * Locks a match for a change: its timer job's row first, then the match row, in one statement
 * (the timer's lock is a one-time filter, evaluated before the match is read). The job runner
 * holds the job row while it runs a deadline, and then locks the match; taking them in the same
 * order here means a move and a deadline wait for each other instead of deadlocking. A match
 * whose job row was swept long after its end is locked all the same.
 */
export async function lockMatch(tx: Tx, matchId: string): Promise<LockedMatch | undefined> {
  const timerLocked = sql`(select count(*) from (
      select 1 from jobs where unique_key = ${matchTimerKey(matchId)} for update) as timer) >= 0`;
  const [row] = await tx
    .select({
      ...getTableColumns(gameMatches),
      nowMs: sql<number>`(extract(epoch from clock_timestamp()) * 1000)::float8`.mapWith(Number),
    })
    .from(gameMatches)
    .where(and(eq(gameMatches.id, matchId), timerLocked))
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

/**
 * The whole state of a match for the sockets (the event's payload), taken at `nowMs` on the
 * database clock, or now. Built by the database (game_match_snapshot, migration 0025), the one
 * definition that a move's single statement publishes too.
 */
export async function matchSnapshot(
  handle: DbOrTx,
  matchId: string,
  nowMs?: number,
): Promise<GameMatchSnapshot | undefined> {
  const [row] = rowsOf<{ snapshot: GameMatchSnapshot | null }>(
    await handle.execute(
      sql`select game_match_snapshot(${matchId}, ${nowMs ?? null}::float8) as snapshot`,
    ),
  );
  return row?.snapshot ?? undefined;
}
