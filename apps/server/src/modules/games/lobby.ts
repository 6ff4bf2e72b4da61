import { milliToRupees } from '@kamao/contract/money';
import type { FetchRoomsAck, LobbyRoomsUpdated } from '@kamao/contract/tic-tac-toe';
import type { Db } from '../../db/client.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { joinTypeOf, paidRoomsOpen, roomsWithCounts, type RoomWithCounts } from './room-catalog.ts';

const PLAYERS_PER_MATCH = 2;

/**
 * fetchRooms_data (docs/product/tic-tac-toe.md#the-lobby): the practice room and, when paid rooms
 * are open, the paid ones, with who waits and plays in each, and the member's balances.
 */
export async function lobbyForMember(
  db: Db,
  memberId: string,
  production: boolean,
): Promise<Extract<FetchRoomsAck, { success: true }>['msg']> {
  const [rooms, balances] = await Promise.all([
    paidRoomsOpen(db, production).then((paidRooms) => roomsWithCounts(db, { memberId, paidRooms })),
    getMemberBalances(db, memberId),
  ]);
  return {
    otherRoomsData_get: { ticTacToe_roomsData: rooms.map(presentLobbyRoom) },
    available_balance: milliToRupees(balances.withdrawable + balances.deposit),
    deposit_amount: milliToRupees(balances.deposit),
  };
}

function presentLobbyRoom(room: RoomWithCounts) {
  return {
    _id: room.id,
    roomName: room.roomName,
    entryFees: milliToRupees(room.entryFee),
    prize: milliToRupees(room.prize),
    waiting_player: room.waiting,
    maxPlayers: PLAYERS_PER_MATCH,
    live_players: room.playing * PLAYERS_PER_MATCH,
    isAlreadyJoined: room.joined,
    type: joinTypeOf(room.entryFee),
  };
}

/** ticTacToe_out_room_updated: every open lobby's new counts. */
export async function lobbyFigures(db: Db, production: boolean): Promise<LobbyRoomsUpdated> {
  const rooms = await roomsWithCounts(db, { paidRooms: await paidRoomsOpen(db, production) });
  return {
    success: true,
    rooms: rooms.map((room) => ({
      _id: room.id,
      waiting_player: room.waiting,
      live_players: room.playing * PLAYERS_PER_MATCH,
    })),
  };
}
