import type { Server, Socket } from 'socket.io';
import { GENERIC_ERROR_MESSAGE } from '@kamao/contract/error-texts';
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
import type { Db } from '../../db/client.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { socketMemberId, type SocketSession } from '../auth/index.ts';
import { enterMatch, currentMatch } from './enter-match.ts';
import {
  ackOf,
  eventBudget,
  refusedAsFlood,
  refusedAsInvalid,
  type Ack,
} from './game-socket-guard.ts';
import { LOBBY_ROOM } from './lobby-push.ts';
import { lobbyForMember } from './lobby.ts';
import { cancelSearch } from './match-cancel.ts';
import { MOVE_REFUSAL_TEXTS, makeMove } from './match-moves.ts';
import { setPlayerConnected } from './match-presence.ts';
import { requestMatch } from './matchmaking.ts';
import { presentMatch } from './present-match.ts';

/** The sockets of one match's players. */
export const matchRoom = (matchId: string) => `match-${matchId}`;

export interface GameSocketDeps {
  io: Server;
  db: Db;
  /** NODE_ENV=production: paid rooms are closed until the operator opens them. */
  production: boolean;
  onError: (error: unknown) => void;
  /** True once the server is shutting down: disconnects then are not a player leaving. */
  closing: () => boolean;
}

/** One member's socket: what it asks of the games module, each answered by its ack. */
export function handleGameSocket(socket: Socket, deps: GameSocketDeps): void {
  const member = socketMemberId(socket);
  const matches = new Set<string>();
  const allowed = eventBudget();
  const fail = (ack: Ack) => (error: unknown) => {
    deps.onError(error);
    ack({ success: false, error_msg: GENERIC_ERROR_MESSAGE });
  };
  /** A game event: refused when flooding, then handled with its arguments and ack. */
  const on = (event: string, handle: (args: unknown[], ack: Ack) => void) =>
    socket.on(event, (...args: unknown[]) => {
      const ack = ackOf(args);
      if (!allowed()) return refusedAsFlood(ack);
      handle(args, ack);
    });

  socket.on(CLIENT_EVENTS.registerComponent, (payload: unknown) => {
    const parsed = registerComponentSchema.safeParse(payload);
    if (parsed.success && parsed.data.type === 'ticTacToe_out_room_details') {
      void socket.join(LOBBY_ROOM);
    }
  });
  on(EVENTS.fetchRooms, (_args, ack) => {
    lobbyForMember(deps.db, member, deps.production).then(
      (msg) => ack({ success: true, msg }),
      fail(ack),
    );
  });
  on(EVENTS.joinRequest, (args, ack) => {
    const parsed = joinRequestSchema.safeParse(args[0]);
    if (!parsed.success) return refusedAsInvalid(ack);
    joinRequest(deps, member, parsed.data.type).then(ack, fail(ack));
  });
  on(EVENTS.joinRoom, (args, ack) => {
    const parsed = joinRoomSchema.safeParse(args[0]);
    if (!parsed.success) return refusedAsInvalid(ack);
    const matchId = parsed.data.decodedRoomId;
    // In the room before the state is read: no change can fall between the two.
    void socket.join(matchRoom(matchId));
    enterMatch(deps.db, member, matchId).then((answer) => {
      if (answer.success) matches.add(matchId);
      else void socket.leave(matchRoom(matchId));
      ack(answer);
    }, fail(ack));
  });
  on(EVENTS.makeMove, (args, ack) => {
    const parsed = makeMoveSchema.safeParse(args[0]);
    if (!parsed.success) return refusedAsInvalid(ack);
    const { decodedRoomId, row, col } = parsed.data;
    makeMove(deps.db, member, decodedRoomId, row, col)
      .then(async (result) => {
        if (result.ok) return ack({ success: true });
        // A refused move: the state as it is, to this socket only, instead of an error.
        const state = matches.has(decodedRoomId)
          ? await currentMatch(deps.db, decodedRoomId)
          : undefined;
        if (state) socket.emit(SERVER_EVENTS.ticTacToeRoomUpdate, presentMatch(state));
        ack({ success: false, error_msg: MOVE_REFUSAL_TEXTS[result.reason] });
      })
      .catch(fail(ack));
  });
  on(EVENTS.cancelSearch, (args, ack) => {
    const parsed = cancelSearchSchema.safeParse(args[0]);
    if (!parsed.success) return refusedAsInvalid(ack);
    cancelSearch(deps.db, member, parsed.data.decodedRoomId).then(
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
    if (deps.closing()) return;
    for (const matchId of matches) void noteLeft(deps, matchId, member);
  });
}

/** A join request's answer, with the member's deposit wallet as it now stands. */
async function joinRequest(
  deps: GameSocketDeps,
  memberId: string,
  type: unknown,
): Promise<JoinRequestAck> {
  const result = await requestMatch(deps.db, memberId, type, deps.production);
  const deposit_amount = milliToRupees((await getMemberBalances(deps.db, memberId)).deposit);
  return result.ok
    ? { success: true, msg: { type: result.type, userRoom_id: result.matchId }, deposit_amount }
    : { success: false, error_msg: result.message, deposit_amount };
}

/** The grace starts only when the member has no other socket in the match, anywhere. */
async function noteLeft(deps: GameSocketDeps, matchId: string, memberId: string): Promise<void> {
  try {
    const sockets = await deps.io
      .in(matchRoom(matchId))
      .fetchSockets()
      .catch(() => deps.io.local.in(matchRoom(matchId)).fetchSockets());
    const stillThere = sockets.some(
      (other) => (other.data.session as SocketSession | undefined)?.member.id === memberId,
    );
    if (!stillThere && !deps.closing()) {
      await setPlayerConnected(deps.db, matchId, memberId, false);
    }
  } catch (error) {
    if (!deps.closing()) deps.onError(error);
  }
}
