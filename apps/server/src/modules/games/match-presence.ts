import type { Db } from '../../db/client.ts';
import { saveMatch } from './match-change.ts';
import { lockMatch, symbolOf } from './match-record.ts';

/**
 * A player's connection to a match they play (docs/product/tic-tac-toe.md#disconnects: a
 * disconnected player has a grace period, shown by remaining_disconnect). Losing the last socket
 * starts the grace; coming back within it ends it. Only a match being played keeps grace: a waiting
 * member who leaves is still found by an opponent, and the search deadline ends the match if they
 * never come back.
 */
export async function setPlayerConnected(
  db: Db,
  matchId: string,
  memberId: string,
  connected: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    if (!match || match.status !== 'playing') return;
    const symbol = symbolOf(match, memberId);
    if (!symbol) return;
    const column = symbol === 'X' ? 'xGraceUntil' : 'oGraceUntil';
    const graceUntil = match[column];
    if (connected === (graceUntil === null)) return;
    await saveMatch(
      tx,
      match,
      { [column]: connected ? null : new Date(match.nowMs + match.graceSeconds * 1000) },
      { nowMs: match.nowMs },
    );
  });
}
