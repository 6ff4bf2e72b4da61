import type { Server, Socket } from 'socket.io';
import { SERVER_EVENTS } from '@kamao/contract/realtime';
import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../db/domain-events.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import { handleGameSocket, matchRoom } from './game-socket-handlers.ts';
import { LobbyCopy } from './lobby-copy.ts';
import { MATCH_SOCKETS_REFRESH_MS, refreshMatchSockets } from './match-sockets.ts';
import { lobbyPusher } from './lobby-push.ts';
import { MemberEventBudget } from './member-event-budget.ts';
import { presentMatch, presentTimer } from './present-match.ts';

export interface TicTacToeSocketOptions {
  db: Db;
  /** NODE_ENV=production: paid rooms are closed until the operator opens them. */
  production: boolean;
  /** This process (host:pid), on its sockets' rows in game_match_sockets. */
  workerId: string;
  /** Where the processes count each member's events (the flood brake). */
  sharedState: SharedState;
  /** The embedded database: this process is the only one, its own count is the whole count. */
  alone: boolean;
  onError: (error: unknown) => void;
}

/**
 * Tic Tac Toe over the socket: the lobby's rooms and joins, entering a match, moves and Cancel.
 * The handlers only ask the games module, which decides everything on the stored match; what
 * changed comes back as a committed event that every process turns into
 * room_update_for_ticTacToe and ticTacToe_timer_update for its own sockets, so two players on
 * two processes see one match.
 */
export function wireTicTacToeSockets(
  io: Server,
  events: DomainEvents,
  options: TicTacToeSocketOptions,
): () => void {
  let closing = false;
  const lobbyCopy = new LobbyCopy(options.db, options.production, events);
  const lobby = lobbyPusher(io, { lobby: lobbyCopy, onError: options.onError });
  const budget = new MemberEventBudget(options.sharedState, { alone: options.alone });
  // This process's sign of life for its players' sockets (match-sockets.ts).
  const refresh = setInterval(() => {
    refreshMatchSockets(options.db, options.workerId).catch((error: unknown) => {
      if (!closing) options.onError(error);
    });
  }, MATCH_SOCKETS_REFRESH_MS);
  refresh.unref();
  const onConnection = (socket: Socket) =>
    handleGameSocket(socket, { ...options, io, budget, lobby: lobbyCopy, closing: () => closing });
  io.on('connection', onConnection);

  const offMatch = events.on('game.match_changed', (event) => {
    const room = io.local.to(matchRoom(event.match.id));
    room.emit(SERVER_EVENTS.ticTacToeRoomUpdate, presentMatch(event.match));
    const timer = presentTimer(event.match);
    if (timer) room.emit(SERVER_EVENTS.ticTacToeTimerUpdate, timer);
    if (event.lobby) lobby.pushSoon();
  });
  const offLobby = events.on('game.lobby_changed', () => lobby.pushSoon());

  return () => {
    closing = true;
    clearInterval(refresh);
    lobby.stop();
    lobbyCopy.close();
    offMatch();
    offLobby();
    io.off('connection', onConnection);
  };
}
