import type { Db, Tx } from '../../db/client.ts';
import { saveMatch } from './match-change.ts';
import { lockMatch, symbolOf } from './match-record.ts';
import { hasSocketInMatch } from './match-sockets.ts';

/**
 * A player's connection to a match (docs/product/tic-tac-toe.md#disconnects: a disconnected player
 * has a grace period, shown by remaining_disconnect). Losing the last socket starts the grace;
 * coming back within it ends it. A waiting member who leaves is marked absent (their grace column
 * holds the moment they left; the search deadline alone runs while waiting): an opponent who comes
 * then starts the match with the grace counted from that moment and no turn clock, so an absent
 * player is never charged by a turn they were not there to play (matchmaking.ts). Coming back
 * starts the turn clock.
 *
 * A player who comes back to a match that ended while they were away is shown back; leaving an
 * ended match changes nothing.
 *
 * A player is gone only when no socket of theirs is left in the match in any process
 * (match-sockets.ts); that is checked under the match's lock, so a tab that enters while another
 * closes either is seen here or clears the grace after it.
 */
export async function setPlayerConnected(
  db: Db,
  matchId: string,
  memberId: string,
  connected: boolean,
): Promise<void> {
  await db.transaction((tx) => markPlayerConnected(tx, matchId, memberId, connected));
}

/** setPlayerConnected in the caller's transaction. */
export async function markPlayerConnected(
  tx: Tx,
  matchId: string,
  memberId: string,
  connected: boolean,
): Promise<void> {
  const match = await lockMatch(tx, matchId);
  if (!match) return;
  const symbol = symbolOf(match, memberId);
  if (!symbol) return;
  const column = symbol === 'X' ? 'xGraceUntil' : 'oGraceUntil';
  const graceUntil = match[column];
  if (connected === (graceUntil === null)) return;
  // An ended match keeps who was away at its end (match-end.ts); only coming back changes that.
  const on = match.status === 'playing' || match.status === 'waiting';
  if (!on && !connected) return;
  if (!connected && (await hasSocketInMatch(tx, matchId, memberId))) return;
  const now = new Date(match.nowMs);
  const waiting = match.status === 'waiting';
  // Back in a match whose clock waited for them: their turn starts now.
  const clockWaited = connected && match.status === 'playing' && match.turnDeadline === null;
  await saveMatch(
    tx,
    match,
    {
      [column]: connected
        ? null
        : waiting
          ? now
          : new Date(match.nowMs + match.graceSeconds * 1000),
      ...(clockWaited && { turnDeadline: new Date(match.nowMs + match.turnSeconds * 1000) }),
    },
    { nowMs: match.nowMs },
  );
}
