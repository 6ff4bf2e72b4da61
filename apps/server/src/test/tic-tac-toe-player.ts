import { io as connectSocket, type Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, SOCKET_PATH } from '@kamao/contract/realtime';
import {
  TIC_TAC_TOE_CLIENT_EVENTS as EVENTS,
  type JoinRequestAck,
  type JoinRoomAck,
  type MatchState,
  type TimerUpdate,
} from '@kamao/contract/tic-tac-toe';

/**
 * A Tic Tac Toe player as the play screen is one: a real socket.io client with the member's
 * session cookie, sending the spec's events and keeping every room update and timer it hears.
 */
export interface TicTacToePlayer {
  socket: Socket;
  memberId: string;
  states: MatchState[];
  timers: TimerUpdate[];
  join(type: number | string): Promise<JoinRequestAck>;
  enter(matchId: string): Promise<JoinRoomAck>;
  move(
    matchId: string,
    row: number,
    col: number,
  ): Promise<{ success: boolean; error_msg?: string }>;
  cancel(matchId: string): Promise<{ success: boolean; msg?: string; error_msg?: string }>;
  /** The first room update (already heard or to come) that satisfies the test. */
  until(test: (state: MatchState) => boolean, ms?: number): Promise<MatchState>;
  close(): void;
}

export async function connectPlayer(
  origin: string,
  cookie: string,
  memberId: string,
): Promise<TicTacToePlayer> {
  const socket = connectSocket(origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const states: MatchState[] = [];
  const timers: TimerUpdate[] = [];
  const waiters = new Set<() => void>();
  socket.on(SERVER_EVENTS.ticTacToeRoomUpdate, (state: MatchState) => {
    states.push(state);
    for (const wake of waiters) wake();
  });
  socket.on(SERVER_EVENTS.ticTacToeTimerUpdate, (timer: TimerUpdate) => timers.push(timer));
  socket.emit(CLIENT_EVENTS.registerComponent, { type: 'ticTacToe_in_room' });

  const ask = <T>(event: string, payload: object) =>
    socket.timeout(15_000).emitWithAck(event, payload) as Promise<T>;

  return {
    socket,
    memberId,
    states,
    timers,
    join: (type) => ask(EVENTS.joinRequest, { type }),
    enter: (matchId) => ask(EVENTS.joinRoom, { decodedRoomId: matchId, decodedRoomType: '' }),
    move: (matchId, row, col) => ask(EVENTS.makeMove, { decodedRoomId: matchId, row, col }),
    cancel: (matchId) => ask(EVENTS.cancelSearch, { decodedRoomId: matchId }),
    until: (test, ms = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = states.find(test);
          if (!found) return false;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`no such room update in ${ms} ms; last: ${JSON.stringify(states.at(-1))}`),
          );
        }, ms);
        if (!check()) waiters.add(wake);
      }),
    close: () => socket.disconnect(),
  };
}
