import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { gameMatchSockets } from '../../db/schema/index.ts';

/** How often a process says that its sockets in matches are still open. */
export const MATCH_SOCKETS_REFRESH_MS = 15_000;
/** A row not refreshed for this long is a dead process's: it counts for no one. */
export const MATCH_SOCKET_FRESH_FOR = sql`interval '45 seconds'`;
/** Rows that old are deleted by any process's refresh. */
const FORGOTTEN_AFTER = sql`interval '10 minutes'`;

export interface MatchSocket {
  socketId: string;
  /** The process that holds the socket (host:pid). */
  workerId: string;
}

/**
 * The sockets of each player in each match, kept in the database (game_match_sockets) so that
 * every process sees every other's: closing one of two tabs on two processes leaves the player
 * present, with or without Redis.
 */
export async function noteSocketInMatch(
  db: DbOrTx,
  socket: MatchSocket,
  matchId: string,
  memberId: string,
): Promise<void> {
  await db
    .insert(gameMatchSockets)
    .values({ ...socket, matchId, memberId })
    .onConflictDoUpdate({
      target: [gameMatchSockets.socketId, gameMatchSockets.matchId],
      set: { seenAt: sql`now()` },
    });
}

/** Forgets a closed socket; the matches it was in. */
export async function forgetSocket(db: DbOrTx, socketId: string): Promise<string[]> {
  const rows = await db
    .delete(gameMatchSockets)
    .where(eq(gameMatchSockets.socketId, socketId))
    .returning({ matchId: gameMatchSockets.matchId });
  return rows.map((row) => row.matchId);
}

/** True while the member has a socket in the match in a process that is still running. */
export async function hasSocketInMatch(
  db: DbOrTx,
  matchId: string,
  memberId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ socketId: gameMatchSockets.socketId })
    .from(gameMatchSockets)
    .where(
      and(
        eq(gameMatchSockets.matchId, matchId),
        eq(gameMatchSockets.memberId, memberId),
        sql`${gameMatchSockets.seenAt} > clock_timestamp() - ${MATCH_SOCKET_FRESH_FOR}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A process's sign of life for its sockets; also drops rows nobody refreshed for long. */
export async function refreshMatchSockets(db: DbOrTx, workerId: string): Promise<void> {
  await db
    .update(gameMatchSockets)
    .set({ seenAt: sql`now()` })
    .where(eq(gameMatchSockets.workerId, workerId));
  await db
    .delete(gameMatchSockets)
    .where(sql`${gameMatchSockets.seenAt} < clock_timestamp() - ${FORGOTTEN_AFTER}`);
}
