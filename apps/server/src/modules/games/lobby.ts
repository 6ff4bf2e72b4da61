import { milliToRupees } from '@kamao/contract/money';
import type { FetchRoomsAck, LobbyRoomsUpdated } from '@kamao/contract/tic-tac-toe';
import type { Db } from '../../db/client.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { liveRoomsOf, type LobbyCopy } from './lobby-copy.ts';
import { joinTypeOf, type RoomWithCounts } from './room-catalog.ts';

const PLAYERS_PER_MATCH = 2;

/**
 * fetchRooms_data (docs/product/tic-tac-toe.md#the-lobby): the practice room and, when paid rooms
 * are open, the paid ones, with who waits and plays in each, and the member's balances.
 */
export async function lobbyForMember(
  db: Db,
  lobby: LobbyCopy,
  memberId: string,
): Promise<Extract<FetchRoomsAck, { success: true }>['msg']> {
  const [rooms, joined, balances] = await Promise.all([
    lobby.current(),
    liveRoomsOf(db, memberId),
    getMemberBalances(db, memberId),
  ]);
  return {
    otherRoomsData_get: {
      ticTacToe_roomsData: rooms.map((room) => presentLobbyRoom(room, joined.has(room.id))),
    },
    available_balance: milliToRupees(balances.withdrawable + balances.deposit),
    deposit_amount: milliToRupees(balances.deposit),
  };
}

function presentLobbyRoom(room: RoomWithCounts, joined: boolean) {
  return {
    _id: room.id,
    roomName: room.roomName,
    entryFees: milliToRupees(room.entryFee),
    prize: milliToRupees(room.prize),
    waiting_player: room.waiting,
    maxPlayers: PLAYERS_PER_MATCH,
    live_players: room.playing * PLAYERS_PER_MATCH,
    isAlreadyJoined: joined,
    type: joinTypeOf(room.entryFee),
  };
}

/** ticTacToe_out_room_updated: every open lobby's new counts. */
export async function lobbyFigures(lobby: LobbyCopy): Promise<LobbyRoomsUpdated> {
  const rooms = await lobby.current();
  return {
    success: true,
    rooms: rooms.map((room) => ({
      _id: room.id,
      waiting_player: room.waiting,
      live_players: room.playing * PLAYERS_PER_MATCH,
    })),
  };
}
