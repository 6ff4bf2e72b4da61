import type { Server, Socket } from 'socket.io';
import { GENERIC_ERROR_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from '@kamao/contract/error-texts';
import { milliToRupees } from '@kamao/contract/money';
import { CLIENT_EVENTS, SERVER_EVENTS, registerComponentSchema } from '@kamao/contract/realtime';
import {
  TIC_TAC_TOE_CLIENT_EVENTS as EVENTS,
  cancelSearchSchema,
  joinRequestSchema,
  joinRoomSchema,
  makeMoveSchema,
  type JoinRequestAck,
} from '@kamao/contract/tic-tac-toe';
import type { Db } from '../db/client.ts';
import type { DomainEvents } from '../db/domain-events.ts';
import { getMemberBalances } from '../ledger/balances.ts';
import {
  cancelSearch,
  currentMatch,
  enterMatch,
  lobbyFigures,
  lobbyForMember,
  makeMove,
  presentMatch,
  presentTimer,
  requestMatch,
  setPlayerConnected,
} from '../modules/games/index.ts';
import type { SocketSession } from './handshake-auth.ts';

/** The sockets of one match's players, and of the open lobbies. */
export const matchRoom = (matchId: string) => `match-${matchId}`;
const LOBBY_ROOM = 'tic-tac-toe-lobby';
/** Lobbies hear at most this often: a busy hour of joins must not become a storm of refetches. */
const LOBBY_PUSH_MS = 500;
/** A socket may send this many game events a second; more are refused (a flooding client). */
const EVENTS_PER_SECOND = 20;

export interface TicTacToeSocketOptions {
  db: Db;
  /** NODE_ENV=production: paid rooms are closed until the operator opens them. */
  production: boolean;
  onError: (error: unknown) => void;
}

type Ack = (answer: unknown) => void;
const ackOf = (args: unknown[]): Ack => {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as Ack) : () => undefined;
};

/**
 * Tic Tac Toe over the socket (docs/product/tic-tac-toe.md#socket-events): the lobby's rooms and
 * joins, entering a match, moves and Cancel. The handlers only ask the games module, which decides
 * everything on the stored match; what changed comes back as a committed event that every process
 * turns into room_update_for_ticTacToe and ticTacToe_timer_update for its own sockets, so two
 * players on two processes see one match.
 */
export function wireTicTacToeSockets(
  io: Server,
  events: DomainEvents,
  options: TicTacToeSocketOptions,
): () => void {
  const { db, production, onError } = options;
  let closing = false;

  const fail = (ack: Ack) => (error: unknown) => {
    onError(error);
    ack({ success: false, error_msg: GENERIC_ERROR_MESSAGE });
  };

  const onConnection = (socket: Socket) => {
    const memberId = (socket.data.session as SocketSession).member.id;
    const matches = new Set<string>();
    let windowStart = 0;
    let inWindow = 0;
    const allowed = () => {
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        inWindow = 0;
      }
      inWindow += 1;
      return inWindow <= EVENTS_PER_SECOND;
    };

    socket.on(CLIENT_EVENTS.registerComponent, (payload: unknown) => {
      const parsed = registerComponentSchema.safeParse(payload);
      if (parsed.success && parsed.data.type === 'ticTacToe_out_room_details') {
        void socket.join(LOBBY_ROOM);
      }
    });

    socket.on(EVENTS.fetchRooms, (...args: unknown[]) => {
      const ack = ackOf(args);
      if (!allowed()) return ack({ success: false, error_msg: TOO_MANY_REQUESTS_MESSAGE });
      lobbyForMember(db, memberId, production).then(
        (msg) => ack({ success: true, msg }),
        fail(ack),
      );
    });

    socket.on(EVENTS.joinRequest, (...args: unknown[]) => {
      const ack = ackOf(args);
      if (!allowed()) return ack({ success: false, error_msg: TOO_MANY_REQUESTS_MESSAGE });
      const parsed = joinRequestSchema.safeParse(args[0]);
      if (!parsed.success) return ack({ success: false, error_msg: GENERIC_ERROR_MESSAGE });
      requestMatch(db, memberId, parsed.data.type, production)
        .then(async (result): Promise<JoinRequestAck> => {
          const deposit_amount = milliToRupees((await getMemberBalances(db, memberId)).deposit);
          return result.ok
            ? {
                success: true,
                msg: { type: result.type, userRoom_id: result.matchId },
                deposit_amount,
              }
            : { success: false, error_msg: result.message, deposit_amount };
        })
        .then(ack, fail(ack));
    });

    socket.on(EVENTS.joinRoom, (...args: unknown[]) => {
      const ack = ackOf(args);
      if (!allowed()) return ack({ success: false, error_msg: TOO_MANY_REQUESTS_MESSAGE });
      const parsed = joinRoomSchema.safeParse(args[0]);
      if (!parsed.success) return ack({ success: false, error_msg: GENERIC_ERROR_MESSAGE });
      const matchId = parsed.data.decodedRoomId;
      // In the room before the state is read: no change can fall between the two.
      void socket.join(matchRoom(matchId));
      enterMatch(db, memberId, matchId).then((answer) => {
        if (answer.success) {
          matches.add(matchId);
          ack(answer);
        } else {
          void socket.leave(matchRoom(matchId));
          ack(answer);
        }
      }, fail(ack));
    });

    socket.on(EVENTS.makeMove, (...args: unknown[]) => {
      const ack = ackOf(args);
      if (!allowed()) return ack({ success: false, error_msg: TOO_MANY_REQUESTS_MESSAGE });
      const parsed = makeMoveSchema.safeParse(args[0]);
      if (!parsed.success) return ack({ success: false, error_msg: GENERIC_ERROR_MESSAGE });
      const { decodedRoomId, row, col } = parsed.data;
      makeMove(db, memberId, decodedRoomId, row, col)
        .then(async (result) => {
          if (result.ok) return ack({ success: true });
          // A refused move: the state as it is, to this socket only, instead of an error.
          const state = matches.has(decodedRoomId)
            ? await currentMatch(db, decodedRoomId)
            : undefined;
          if (state) socket.emit(SERVER_EVENTS.ticTacToeRoomUpdate, presentMatch(state));
          ack({ success: false, error_msg: result.reason });
        })
        .catch(fail(ack));
    });

    socket.on(EVENTS.cancelSearch, (...args: unknown[]) => {
      const ack = ackOf(args);
      if (!allowed()) return ack({ success: false, error_msg: TOO_MANY_REQUESTS_MESSAGE });
      const parsed = cancelSearchSchema.safeParse(args[0]);
      if (!parsed.success) return ack({ success: false, error_msg: GENERIC_ERROR_MESSAGE });
      cancelSearch(db, memberId, parsed.data.decodedRoomId).then(
        (result) =>
          ack(
            result.ok
              ? { success: true, msg: result.message }
              : { success: false, error_msg: result.message },
          ),
        fail(ack),
      );
    });

    socket.on('disconnect', () => {
      if (closing) return;
      for (const matchId of matches) void noteLeft(matchId);
    });

    /** The grace starts only when the member has no other socket in the match, anywhere. */
    const noteLeft = async (matchId: string) => {
      try {
        const sockets = await io
          .in(matchRoom(matchId))
          .fetchSockets()
          .catch(() => io.local.in(matchRoom(matchId)).fetchSockets());
        const stillThere = sockets.some(
          (other) => (other.data.session as SocketSession | undefined)?.member.id === memberId,
        );
        if (!stillThere && !closing) await setPlayerConnected(db, matchId, memberId, false);
      } catch (error) {
        if (!closing) onError(error);
      }
    };
  };
  io.on('connection', onConnection);

  const offMatch = events.on('game.match_changed', (event) => {
    const room = io.local.to(matchRoom(event.match.id));
    room.emit(SERVER_EVENTS.ticTacToeRoomUpdate, presentMatch(event.match));
    const timer = presentTimer(event.match);
    if (timer) room.emit(SERVER_EVENTS.ticTacToeTimerUpdate, timer);
    if (event.lobby) pushLobbySoon();
  });
  const offLobby = events.on('game.lobby_changed', () => pushLobbySoon());

  let lobbyTimer: NodeJS.Timeout | undefined;
  function pushLobbySoon() {
    if (lobbyTimer || closing) return;
    lobbyTimer = setTimeout(() => {
      lobbyTimer = undefined;
      if (!io.of('/').adapter.rooms.get(LOBBY_ROOM)?.size) return;
      lobbyFigures(db, production).then(
        (figures) => io.local.to(LOBBY_ROOM).emit(SERVER_EVENTS.ticTacToeRoomsUpdated, figures),
        (error: unknown) => {
          if (!closing) onError(error);
        },
      );
    }, LOBBY_PUSH_MS);
  }

  return () => {
    closing = true;
    clearTimeout(lobbyTimer);
    offMatch();
    offLobby();
    io.off('connection', onConnection);
  };
}
