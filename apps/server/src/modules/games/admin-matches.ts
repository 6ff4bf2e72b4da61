import { ADMIN_GAME_MATCH_PAGE_SIZE, type AdminGameMatch } from '@kamao/contract/admin/games';
import { milliToRupees } from '@kamao/contract/money';
import type { MatchEndReason } from '@kamao/contract/tic-tac-toe';
import { desc, inArray, sql, count } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { gameMatches, gameRooms, users } from '../../db/schema/index.ts';
import { movesOn } from './board.ts';

const LIVE = ['waiting', 'playing'] as const;
const ENDED = ['finished', 'cancelled', 'expired'] as const;

/** The console's matches: those being played or waited for, or the results with what they moved. */
export async function adminMatches(
  db: Db,
  state: 'live' | 'ended',
  page: number,
): Promise<{ matches: AdminGameMatch[]; total: number }> {
  const statuses = state === 'live' ? LIVE : ENDED;
  const x = alias(users, 'x');
  const o = alias(users, 'o');
  const order = state === 'live' ? desc(gameMatches.createdAt) : desc(gameMatches.endedAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        match: gameMatches,
        roomName: gameRooms.roomName,
        xName: x.userName,
        oName: o.userName,
      })
      .from(gameMatches)
      .innerJoin(gameRooms, sql`${gameRooms.id} = ${gameMatches.roomId}`)
      .innerJoin(x, sql`${x.id} = ${gameMatches.playerX}`)
      .leftJoin(o, sql`${o.id} = ${gameMatches.playerO}`)
      .where(inArray(gameMatches.status, [...statuses]))
      .orderBy(order, desc(gameMatches.id))
      .limit(ADMIN_GAME_MATCH_PAGE_SIZE)
      .offset((page - 1) * ADMIN_GAME_MATCH_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(gameMatches)
      .where(inArray(gameMatches.status, [...statuses])),
  ]);
  return {
    total: counted?.total ?? 0,
    matches: rows.map(({ match, roomName, xName, oName }) => {
      const players = [{ _id: match.playerX, userName: xName, symbol: 'X' }];
      if (match.playerO) players.push({ _id: match.playerO, userName: oName ?? '', symbol: 'O' });
      const winnerUserName =
        match.winner === 'X' ? xName : match.winner === 'O' ? (oName ?? null) : null;
      return {
        _id: match.id,
        roomName,
        status: match.status,
        entryFees: milliToRupees(match.entryFee),
        prize: milliToRupees(match.prize),
        players,
        winner: match.winner,
        winnerUserName,
        endReason: match.endReason as MatchEndReason | null,
        moves: movesOn(match.board),
        settlement: {
          prize: milliToRupees(match.prizePaid),
          houseShare: milliToRupees(match.houseShare),
          refunds: milliToRupees(match.refunded),
        },
        createdAt: match.createdAt.toISOString(),
        endedAt: match.endedAt?.toISOString() ?? null,
      };
    }),
  };
}
