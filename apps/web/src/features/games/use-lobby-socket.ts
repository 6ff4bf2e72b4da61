import { CLIENT_EVENTS, SERVER_EVENTS, userBalanceUpdatedSchema } from '@kamao/contract/realtime';
import {
  TIC_TAC_TOE_CLIENT_EVENTS,
  TIC_TAC_TOE_TEXTS,
  fetchRoomsAckSchema,
  joinRequestAckSchema,
  lobbyRoomsUpdatedSchema,
  type JoinRequestAck,
  type LobbyRoom,
} from '@kamao/contract/tic-tac-toe';
import { useCallback, useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { connectGameSocket, type ConnectSocket } from './connect-game-socket';
import { emitWithAck, SocketUnavailableError } from './emit-with-ack';
import { isPracticeRoom } from './practice-room';

const connectListPage: ConnectSocket = () => connectGameSocket('listPage');

export interface LobbySocket {
  socket: Socket | null;
  /** The rooms, practice room first; undefined until the first answer. */
  rooms: LobbyRoom[] | undefined;
  /** The member's deposit balance, which pays entry fees. */
  deposit: number | undefined;
  /** Why the rooms could not be fetched, when they could not. */
  loadError: string | undefined;
  /** join_req_for_ticTacToe for a room; resolves with the server's checked answer. */
  requestJoin: (room: LobbyRoom) => Promise<JoinRequestAck>;
}

/**
 * The lobby's socket (docs/product/tic-tac-toe.md#socket-events): it registers as the lobby and
 * fetches the rooms on every (re)connection, since changes may have been missed while away; it
 * fetches again when the server says the lobby changed, and follows the member's deposit balance.
 */
export function useLobbySocket(connect: ConnectSocket = connectListPage): LobbySocket {
  const [socket, setSocket] = useState<Socket | null>(null);
  const [rooms, setRooms] = useState<LobbyRoom[] | undefined>(undefined);
  const [deposit, setDeposit] = useState<number | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | undefined>(undefined);

  useEffect(() => {
    let opened: Socket | undefined;
    let gone = false;
    const fetchRooms = () => {
      opened?.emit(TIC_TAC_TOE_CLIENT_EVENTS.fetchRooms, (answer: unknown) => {
        if (gone) return;
        const parsed = fetchRoomsAckSchema.safeParse(answer);
        if (!parsed.success) {
          setLoadError(TIC_TAC_TOE_TEXTS.unexpectedError);
        } else if (!parsed.data.success) {
          setLoadError(parsed.data.error_msg);
        } else {
          setLoadError(undefined);
          setRooms(practiceFirst(parsed.data.msg.otherRoomsData_get.ticTacToe_roomsData));
          setDeposit(parsed.data.msg.deposit_amount);
        }
      });
    };
    const register = () => {
      opened?.emit(CLIENT_EVENTS.registerComponent, { type: 'ticTacToe_out_room_details' });
      fetchRooms();
    };
    const onRoomsUpdated = (payload: unknown) => {
      const parsed = lobbyRoomsUpdatedSchema.safeParse(payload);
      // The counts show at once; the page's own view (Rejoin, new rooms) comes with the fetch.
      if (parsed.success) setRooms((current) => current && withCounts(current, parsed.data.rooms));
      fetchRooms();
    };
    const onBalance = (payload: unknown) => {
      const parsed = userBalanceUpdatedSchema.safeParse(payload);
      if (parsed.success) setDeposit(parsed.data.deposit_amount);
    };
    void connect().then((socket) => {
      if (gone) {
        socket.disconnect();
        return;
      }
      opened = socket;
      socket.on('connect', register);
      socket.on(SERVER_EVENTS.ticTacToeRoomsUpdated, onRoomsUpdated);
      socket.on(SERVER_EVENTS.userBalanceUpdated, onBalance);
      if (socket.connected) register();
      setSocket(socket);
    });
    return () => {
      gone = true;
      opened?.disconnect();
    };
  }, [connect]);

  const requestJoin = useCallback(
    async (room: LobbyRoom): Promise<JoinRequestAck> => {
      if (!socket) throw new SocketUnavailableError();
      const answer = await emitWithAck(socket, TIC_TAC_TOE_CLIENT_EVENTS.joinRequest, {
        type: room.type,
      });
      const parsed = joinRequestAckSchema.safeParse(answer);
      if (!parsed.success) throw new Error(TIC_TAC_TOE_TEXTS.unexpectedError);
      if (parsed.data.deposit_amount !== undefined) setDeposit(parsed.data.deposit_amount);
      return parsed.data;
    },
    [socket],
  );

  return { socket, rooms, deposit, loadError, requestJoin };
}

/**
 * The practice room leads the list (docs/product/tic-tac-toe.md#the-lobby); the others keep the
 * server's order.
 */
function practiceFirst(rooms: LobbyRoom[]): LobbyRoom[] {
  return [...rooms.filter(isPracticeRoom), ...rooms.filter((room) => !isPracticeRoom(room))];
}

function withCounts(
  rooms: LobbyRoom[],
  counts: { _id: string; waiting_player: number; live_players: number }[],
): LobbyRoom[] {
  const byId = new Map(counts.map((c) => [c._id, c]));
  return rooms.map((room) => {
    const count = byId.get(room._id);
    return count
      ? { ...room, waiting_player: count.waiting_player, live_players: count.live_players }
      : room;
  });
}
