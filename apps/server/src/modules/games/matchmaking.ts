import { and, asc, eq, ne, or, sql, inArray } from 'drizzle-orm';
import { TIC_TAC_TOE_SERVER_TEXTS as TEXTS } from '@kamao/contract/tic-tac-toe';
import type { Db, Tx } from '../../db/client.ts';
import { gameMatches } from '../../db/schema/index.ts';
import { InsufficientFundsError } from '../../ledger/errors.ts';
import { newId } from '../../lib/ids.ts';
import { EMPTY_BOARD } from './board.ts';
import { announceMatch, saveMatch } from './match-change.ts';
import { databaseNowMs, lockMatch } from './match-record.ts';
import {
  holdPaidRoomsSwitch,
  joinTypeOf,
  paidRoomsOpen,
  roomForJoinType,
  type RoomRow,
} from './room-catalog.ts';
import { chargeEntryFee } from './settlement.ts';

export type JoinRequestResult =
  | { ok: true; matchId: string; type: 'Practice Room' | number }
  | { ok: false; message: string; lowBalance?: boolean };

/**
 * join_req_for_ticTacToe (docs/product/tic-tac-toe.md#joining): first come, first matched. A member
 * asking for a room joins the oldest match of that room still waiting for a player, or opens a new
 * one; one already waiting or playing in that room gets that match back and is not charged again.
 * The member's lock makes simultaneous asks of one member queue (charged once); the room's lock
 * makes two members asking at once meet in one match instead of opening two.
 */
export async function requestMatch(
  db: Db,
  memberId: string,
  type: unknown,
  production: boolean,
): Promise<JoinRequestResult> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`game-member:${memberId}`}))`);
      const room = await roomForJoinType(tx, type);
      if (!room) return { ok: false, message: TEXTS.unknownRoom };
      if (room.entryFee > 0n) {
        await holdPaidRoomsSwitch(tx, 'shared');
        if (!(await paidRoomsOpen(tx, production)))
          return { ok: false, message: TEXTS.paidRoomsOff };
      }
      const joinType = joinTypeOf(room.entryFee);
      const current = await liveMatchOf(tx, room.id, memberId);
      if (current) return { ok: true, matchId: current, type: joinType };
      // One search at a time: a fee in escrow in two rooms would be two matches to attend.
      if (await isWaitingElsewhere(tx, room.id, memberId)) {
        return { ok: false, message: TEXTS.searchingElsewhere };
      }

      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`game-room:${room.id}`}))`);
      const matchId =
        (await joinWaitingMatch(tx, room, memberId)) ?? (await openMatch(tx, room, memberId));
      return { ok: true, matchId, type: joinType };
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      return { ok: false, message: TEXTS.lowBalance, lowBalance: true };
    }
    throw error;
  }
}

async function liveMatchOf(tx: Tx, roomId: string, memberId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: gameMatches.id })
    .from(gameMatches)
    .where(
      and(
        eq(gameMatches.roomId, roomId),
        inArray(gameMatches.status, ['waiting', 'playing']),
        or(eq(gameMatches.playerX, memberId), eq(gameMatches.playerO, memberId)),
      ),
    )
    .limit(1);
  return row?.id;
}

async function isWaitingElsewhere(tx: Tx, roomId: string, memberId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: gameMatches.id })
    .from(gameMatches)
    .where(
      and(
        ne(gameMatches.roomId, roomId),
        sql`${gameMatches.status} = 'waiting'`,
        eq(gameMatches.playerX, memberId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Takes the free seat of the oldest waiting match (another member's), and starts it. */
async function joinWaitingMatch(tx: Tx, room: RoomRow, memberId: string): Promise<string | null> {
  const candidates = await tx
    .select({ id: gameMatches.id })
    .from(gameMatches)
    .where(
      and(
        eq(gameMatches.roomId, room.id),
        // Written out, not a parameter: a prepared statement's generic plan can then still use
        // the partial index of waiting matches (db/named-statements.ts).
        sql`${gameMatches.status} = 'waiting'`,
        ne(gameMatches.playerX, memberId),
      ),
    )
    .orderBy(asc(gameMatches.createdAt), asc(gameMatches.id))
    .limit(5);
  for (const { id } of candidates) {
    // Its search may have run out or been cancelled since the list was read.
    const match = await lockMatch(tx, id);
    if (!match || match.status !== 'waiting' || match.playerO !== null) continue;
    await chargeEntryFee(tx, match.id, memberId, match.entryFee);
    // The member who waited moves first. If they left while waiting, the match starts with their
    // grace counted from now and no turn clock: back within the grace, they play (match-presence.ts);
    // not back, the match is called off and both fees refunded (match-deadlines.ts).
    const waiterAbsent = match.xGraceUntil !== null;
    await saveMatch(
      tx,
      match,
      {
        playerO: memberId,
        status: 'playing',
        currentTurn: match.playerX,
        startedAt: new Date(match.nowMs),
        searchDeadline: null,
        turnDeadline: waiterAbsent ? null : new Date(match.nowMs + match.turnSeconds * 1000),
        xGraceUntil: waiterAbsent ? new Date(match.nowMs + match.graceSeconds * 1000) : null,
      },
      { nowMs: match.nowMs, lobby: true },
    );
    return match.id;
  }
  return null;
}

async function openMatch(tx: Tx, room: RoomRow, memberId: string): Promise<string> {
  const nowMs = await databaseNowMs(tx);
  const id = newId();
  const [match] = await tx
    .insert(gameMatches)
    .values({
      id,
      roomId: room.id,
      status: 'waiting',
      entryFee: room.entryFee,
      prize: room.prize,
      turnSeconds: room.turnSeconds,
      searchSeconds: room.searchSeconds,
      graceSeconds: room.graceSeconds,
      playerX: memberId,
      board: EMPTY_BOARD,
      searchDeadline: new Date(nowMs + room.searchSeconds * 1000),
      createdAt: new Date(nowMs),
    })
    .returning();
  await chargeEntryFee(tx, id, memberId, room.entryFee);
  await announceMatch(tx, match!, { nowMs, lobby: true });
  return id;
}
