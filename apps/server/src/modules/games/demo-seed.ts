import type { Tx } from '../../db/client.ts';
import { gameRooms } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { writeSetting } from '../settings/index.ts';

const RUPEE = 1000n;

/** The demo's Tic Tac Toe rooms: the free practice room and two paid ones. */
export const DEMO_GAME_ROOMS = [
  { roomName: 'Practice Room', entryFee: 0n, prize: 0n },
  { roomName: 'Bronze Room', entryFee: 10n * RUPEE, prize: 18n * RUPEE },
  { roomName: 'Gold Room', entryFee: 50n * RUPEE, prize: 90n * RUPEE },
] as const;

/**
 * Seeds the rooms and opens paid rooms: the demo plays with demo money. A real site in India
 * leaves them closed (room-catalog.ts paidRoomsOpen).
 */
export async function seedGameRooms(tx: Tx): Promise<void> {
  await tx.insert(gameRooms).values(DEMO_GAME_ROOMS.map((room) => ({ id: newId(), ...room })));
  await writeSetting(tx, 'games_paid_rooms', true);
}
