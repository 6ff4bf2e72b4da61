import type { Server, Socket } from 'socket.io';
import { SERVER_EVENTS } from '@kamao/contract/realtime';
import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../db/domain-events.ts';
import { handleGameSocket, matchRoom } from './game-socket-handlers.ts';
import { lobbyPusher } from './lobby-push.ts';
import { presentMatch, presentTimer } from './present-match.ts';

export interface TicTacToeSocketOptions {
  db: Db;
  /** NODE_ENV=production: paid rooms are closed until the operator opens them. */
  production: boolean;
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
  const lobby = lobbyPusher(io, options);
  const onConnection = (socket: Socket) =>
    handleGameSocket(socket, { ...options, io, closing: () => closing });
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
    lobby.stop();
    offMatch();
    offLobby();
    io.off('connection', onConnection);
  };
}
