import { and, asc, eq, sql } from 'drizzle-orm';
import { PRACTICE_ROOM_JOIN_TYPE } from '@kamao/contract/constants';
import { milliToRupees, rupeesToMilli } from '@kamao/contract/money';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { gameRooms } from '../../db/schema/index.ts';
import { readSetting, writeSetting } from '../settings/index.ts';

export type RoomRow = typeof gameRooms.$inferSelect;

/**
 * Paid rooms (docs/product/tic-tac-toe.md#paid-rooms-switch): India's Promotion and Regulation of
 * Online Gaming Act, 2025 bans online money games, so rooms with an entry fee are an operator
 * setting. Until the operator decides, they are off in production and on elsewhere (the demo plays
 * with demo money).
 */
export async function paidRoomsOpen(db: DbOrTx, production: boolean): Promise<boolean> {
  return (await readSetting(db, 'games_paid_rooms')) ?? !production;
}

/**
 * The paid-rooms switch and a paid join exclude each other: a join holds this lock shared from the
 * moment it reads the switch until its match is committed, the switch holds it alone while it
 * changes and sweeps. So a join that read "open" is swept with the rest, and one that comes after
 * reads "closed": no paid match is left waiting once the switch has answered.
 */
export async function holdPaidRoomsSwitch(tx: Tx, how: 'shared' | 'alone'): Promise<void> {
  await tx.execute(
    how === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(hashtext('game-paid-rooms-switch'))`
      : sql`select pg_advisory_xact_lock(hashtext('game-paid-rooms-switch'))`,
  );
}

export async function setPaidRoomsOpen(db: DbOrTx, open: boolean): Promise<void> {
  await writeSetting(db, 'games_paid_rooms', open);
}

/**
 * A room's join type (docs/product/tic-tac-toe.md#socket-events): 'Practice Room' for the free
 * room, else its fee.
 */
export const joinTypeOf = (entryFee: bigint): 'Practice Room' | number =>
  entryFee === 0n ? PRACTICE_ROOM_JOIN_TYPE : milliToRupees(entryFee);

/** The enabled room a join type names, if any. */
export async function roomForJoinType(db: DbOrTx, type: unknown): Promise<RoomRow | undefined> {
  let fee: bigint;
  if (type === PRACTICE_ROOM_JOIN_TYPE) fee = 0n;
  else {
    const rupees = typeof type === 'string' && type.trim() !== '' ? Number(type) : type;
    if (typeof rupees !== 'number' || !Number.isFinite(rupees) || rupees <= 0) return undefined;
    try {
      fee = rupeesToMilli(rupees);
    } catch {
      return undefined;
    }
  }
  const [room] = await db
    .select()
    .from(gameRooms)
    .where(and(eq(gameRooms.entryFee, fee), eq(gameRooms.enabled, true)));
  return room;
}

export interface RoomWithCounts extends RoomRow {
  waiting: number;
  playing: number;
}

/**
 * The rooms with how many members wait in each and how many matches are played. Only enabled
 * rooms unless all is asked (the console).
 */
export async function roomsWithCounts(
  db: DbOrTx,
  options: { paidRooms: boolean; all?: boolean },
): Promise<RoomWithCounts[]> {
  const rows = await db
    .select({
      room: gameRooms,
      waiting: sql<number>`count(m.id) filter (where m.status = 'waiting')`.mapWith(Number),
      playing: sql<number>`count(m.id) filter (where m.status = 'playing')`.mapWith(Number),
    })
    .from(gameRooms)
    .leftJoin(
      sql`game_matches m`,
      sql`m.room_id = ${gameRooms.id} and m.status in ('waiting', 'playing')`,
    )
    .where(
      options.all
        ? undefined
        : and(
            eq(gameRooms.enabled, true),
            options.paidRooms ? undefined : eq(gameRooms.entryFee, 0n),
          ),
    )
    .groupBy(gameRooms.id)
    .orderBy(asc(gameRooms.entryFee));
  return rows.map((row) => ({
    ...row.room,
    waiting: row.waiting,
    playing: row.playing,
  }));
}
