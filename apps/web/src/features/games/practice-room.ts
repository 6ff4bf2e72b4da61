import { PRACTICE_ROOM_NAME_MARKER } from '@kamao/contract/constants';

/**
 * The free practice room (docs/product/tic-tac-toe.md#the-lobby): recognised by a name containing
 * 'practice room', whatever its case. A room without an entry fee is free as well, so it is treated
 * the same (its Cancel promises no refund).
 */
export function isPracticeRoom(room: { roomName: string; entryFees?: number }): boolean {
  return room.roomName.toLowerCase().includes(PRACTICE_ROOM_NAME_MARKER) || room.entryFees === 0;
}
