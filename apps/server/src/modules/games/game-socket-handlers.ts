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
import { socketMemberId } from '../auth/index.ts';
import { enterMatch, currentMatch } from './enter-match.ts';
import { ackOf, refusedAsFlood, refusedAsInvalid, type Ack } from './game-socket-guard.ts';
import { LOBBY_ROOM } from './lobby-push.ts';
import { lobbyForMember } from './lobby.ts';
import { cancelSearch } from './match-cancel.ts';
import { MOVE_REFUSAL_TEXTS, makeMove } from './match-moves.ts';
import { setPlayerConnected } from './match-presence.ts';
import { forgetSocket } from './match-sockets.ts';
import type { MemberEventBudget } from './member-event-budget.ts';
import type { LobbyCopy } from './lobby-copy.ts';
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
  /** The rooms and their counts, shared by every member's lobby. */
  lobby: LobbyCopy;
  /** The flood brake, per member across their sockets and the processes. */
  budget: MemberEventBudget;
  /** This process (host:pid), on its sockets' rows in game_match_sockets. */
  workerId: string;
  /** True once the server is shutting down: disconnects then are not a player leaving. */
  closing: () => boolean;
}

/** One member's socket: what it asks of the games module, each answered by its ack. */
export function handleGameSocket(socket: Socket, deps: GameSocketDeps): void {
  const member = socketMemberId(socket);
  const matches = new Set<string>();
  const fail = (ack: Ack) => (error: unknown) => {
    deps.onError(error);
    ack({ success: false, error_msg: GENERIC_ERROR_MESSAGE });
  };
  /** A game event: refused when the member floods, else handled with its arguments and ack. */
  const on = (event: string, handle: (args: unknown[], ack: Ack) => void) =>
    socket.on(event, (...args: unknown[]) => {
      const ack = ackOf(args);
      deps.budget
        .allows(member)
        .then((allowed) => (allowed ? handle(args, ack) : refusedAsFlood(ack)), fail(ack));
    });

  socket.on(CLIENT_EVENTS.registerComponent, (payload: unknown) => {
    const parsed = registerComponentSchema.safeParse(payload);
    if (parsed.success && parsed.data.type === 'ticTacToe_out_room_details') {
      void socket.join(LOBBY_ROOM);
    }
  });
  on(EVENTS.fetchRooms, (_args, ack) => {
    lobbyForMember(deps.db, deps.lobby, member).then(
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
    enterMatch(deps.db, member, matchId, { socketId: socket.id, workerId: deps.workerId }).then(
      (answer) => {
        if (answer.success) matches.add(matchId);
        else void socket.leave(matchRoom(matchId));
        ack(answer);
      },
      fail(ack),
    );
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
    // A server shutting down is not a player leaving: their app reconnects to another process.
    if (deps.closing()) return;
    void socketClosed(deps, socket.id, member);
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

/**
 * A player's socket closed: in each match it was in, the player's grace starts unless another
 * socket of theirs is still there, in any process (match-presence.ts).
 */
async function socketClosed(deps: GameSocketDeps, socketId: string, memberId: string) {
  try {
    for (const matchId of await forgetSocket(deps.db, socketId)) {
      if (deps.closing()) return;
      await setPlayerConnected(deps.db, matchId, memberId, false);
    }
  } catch (error) {
    if (!deps.closing()) deps.onError(error);
  }
}
