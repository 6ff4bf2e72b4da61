import {
  ADMIN_GAME_ERRORS,
  type adminGameRoomCreateSchema,
  type adminGameRoomUpdateSchema,
} from '@kamao/contract/admin/games';
import { rupeesToMilli } from '@kamao/contract/money';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { publishEvent } from '../../db/domain-events.ts';
import { gameMatches, gameRooms } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { endMatch } from './match-end.ts';
import { lockMatch } from './match-record.ts';
import { holdPaidRoomsSwitch, setPaidRoomsOpen, type RoomRow } from './room-catalog.ts';

type CreateInput = z.output<typeof adminGameRoomCreateSchema>;
type UpdateInput = z.output<typeof adminGameRoomUpdateSchema>;

function columnsOf(input: UpdateInput) {
  const { entryFees, prize, ...rest } = input;
  return {
    ...rest,
    ...(entryFees === undefined ? {} : { entryFee: rupeesToMilli(entryFees) }),
    ...(prize === undefined ? {} : { prize: rupeesToMilli(prize) }),
  };
}

/** Adds a room; 409 when its fee is taken (the fee is the members' join type). */
export async function createRoom(db: Db, input: CreateInput): Promise<string> {
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(gameRooms)
        .values({ id, ...columnsOf(input) } as typeof gameRooms.$inferInsert);
      await publishEvent(tx, { type: 'game.lobby_changed' });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ADMIN_GAME_ERRORS.duplicateFee);
    throw error;
  }
  return id;
}

/**
 * Changes a room. Matches under way keep the terms they started with (copied at creation);
 * switching a room off closes its waiting matches with their fees back.
 */
export async function updateRoom(db: Db, id: string, patch: UpdateInput): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(gameRooms).where(eq(gameRooms.id, id)).for('update');
      if (!current) throw notFound(ADMIN_GAME_ERRORS.notFound);
      const changes = columnsOf(patch);
      const fee = changes.entryFee ?? current.entryFee;
      const prize = changes.prize ?? current.prize;
      if (prize > fee * 2n) throw badRequest(ADMIN_GAME_ERRORS.prizeAboveFees);
      await tx
        .update(gameRooms)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(gameRooms.id, id));
      if (patch.enabled === false) await closeWaitingMatches(tx, [id]);
      await publishEvent(tx, { type: 'game.lobby_changed' });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ADMIN_GAME_ERRORS.duplicateFee);
    throw error;
  }
}

/** The legal switch; closing paid rooms closes their waiting matches with the fees back. */
export async function switchPaidRooms(db: Db, open: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await holdPaidRoomsSwitch(tx, 'alone');
    await setPaidRoomsOpen(tx, open);
    if (!open) {
      const paid = await tx
        .select({ id: gameRooms.id })
        .from(gameRooms)
        .where(gt(gameRooms.entryFee, 0n));
      await closeWaitingMatches(
        tx,
        paid.map((room) => room.id),
      );
    }
    await publishEvent(tx, { type: 'game.lobby_changed' });
  });
}

/**
 * Waiting matches of these rooms end as closed, each fee back. Matches being played finish
 * normally: stopping them would take a result from players who have already moved.
 */
async function closeWaitingMatches(tx: Tx, roomIds: string[]): Promise<void> {
  if (roomIds.length === 0) return;
  const waiting = await tx
    .select({ id: gameMatches.id })
    .from(gameMatches)
    .where(and(inArray(gameMatches.roomId, roomIds), eq(gameMatches.status, 'waiting')));
  for (const { id } of waiting) {
    const match = await lockMatch(tx, id);
    if (match?.status === 'waiting') await endMatch(tx, match, { winner: null, reason: 'closed' });
  }
}

export async function roomById(db: DbOrTx, id: string): Promise<RoomRow> {
  const [room] = await db.select().from(gameRooms).where(eq(gameRooms.id, id));
  if (!room) throw notFound(ADMIN_GAME_ERRORS.notFound);
  return room;
}
