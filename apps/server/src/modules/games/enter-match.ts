import { eq } from 'drizzle-orm';
import { milliToRupees } from '@kamao/contract/money';
import { TIC_TAC_TOE_SERVER_TEXTS as TEXTS, type JoinRoomAck } from '@kamao/contract/tic-tac-toe';
import type { Db } from '../../db/client.ts';
import type { GameMatchSnapshot } from './events.ts';
import { gameMatches } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { matchSnapshot, symbolOf } from './match-record.ts';
import { setPlayerConnected } from './match-presence.ts';
import { noteSocketInMatch, type MatchSocket } from './match-sockets.ts';
import { presentMatch } from './present-match.ts';

/** The match as it stands now, read without a lock (a resync, a refused move's answer). */
export function currentMatch(db: Db, matchId: string): Promise<GameMatchSnapshot | undefined> {
  return matchSnapshot(db, matchId);
}

/**
 * join_tic_tac_toe_room (docs/product/tic-tac-toe.md#socket-events): a player (re)enters their
 * match from a socket. A player who was disconnected is connected again (their grace ends);
 * anyone else is refused.
 */
export async function enterMatch(
  db: Db,
  memberId: string,
  matchId: string,
  socket: MatchSocket,
): Promise<JoinRoomAck> {
  const [match] = await db.select().from(gameMatches).where(eq(gameMatches.id, matchId));
  const symbol = match ? symbolOf(match, memberId) : null;
  if (!match || !symbol) return { success: false, error_msg: TEXTS.notYourMatch };
  // Noted before the grace ends: a close of another tab meanwhile sees this one (match-presence.ts).
  await noteSocketInMatch(db, socket, matchId, memberId);
  await setPlayerConnected(db, matchId, memberId, true);
  const [snapshot, balances] = await Promise.all([
    currentMatch(db, matchId),
    getMemberBalances(db, memberId),
  ]);
  return {
    success: true,
    msg: {
      userId: memberId,
      userSymbol: symbol,
      room: presentMatch(snapshot!),
      available_balance: milliToRupees(balances.withdrawable + balances.deposit),
    },
  };
}
