import { SOCKET_EMIT_RETRY_MS } from '@kamao/contract/constants';
import { CLIENT_EVENTS, SERVER_EVENTS } from '@kamao/contract/realtime';
import {
  TIC_TAC_TOE_CLIENT_EVENTS,
  TIC_TAC_TOE_TEXTS,
  cancelSearchAckSchema,
  joinRoomAckSchema,
  matchStateSchema,
  timerUpdateSchema,
} from '@kamao/contract/tic-tac-toe';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useReducer,
  useRef,
  useState,
  type Dispatch,
} from 'react';
import type { Socket } from 'socket.io-client';
import { connectGameSocket, type ConnectSocket } from './connect-game-socket';
import { emitWithAck } from './emit-with-ack';
import { canPlayCell } from './match-view';
import { matchReducer, NO_MATCH, type MatchAction, type MatchSession } from './match-state';

const connectRoomPage: ConnectSocket = () => connectGameSocket('roomPage');

export type CancelSearchResult = { ok: true; message: string } | { ok: false; message: string };

export interface MatchParams {
  /** The match id, decoded from the path. */
  roomId: string;
  /** The room type, decoded from ?type=, as join_tic_tac_toe_room takes it. */
  roomType: string | undefined;
  /** The server refused to let the member into this match. */
  onJoinFailed: (message: string) => void;
  /** A room update could not be read. */
  onBadUpdate: () => void;
}

export interface Match {
  socket: Socket | null;
  session: MatchSession;
  /**
   * Puts the member's symbol at once and sends the move
   * (docs/product/tic-tac-toe.md#moves-and-results).
   */
  makeMove: (row: number, col: number) => void;
  /** delete_waiting_timer_document: Cancel while waiting. */
  cancelSearch: () => Promise<CancelSearchResult>;
}

/**
 * The live match over the socket (docs/product/tic-tac-toe.md#socket-events). On every connection,
 * the first and each one after a loss, the page registers as the room page and (re)joins its match,
 * taking the state the answer carries: whatever happened while away is in it. Room updates and
 * timer updates follow (match-state.ts decides which to keep).
 */
export function useMatch(params: MatchParams, connect: ConnectSocket = connectRoomPage): Match {
  const { roomId, roomType } = params;
  const [socket, setSocket] = useState<Socket | null>(null);
  const [session, dispatch] = useReducer(matchReducer, NO_MATCH);
  // The latest session for the move handler, which runs between renders.
  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  // The effect's (re)join, for a move whose answer never came.
  const rejoinRef = useRef<(() => void) | undefined>(undefined);

  const joinFailed = useEffectEvent((message: string) => params.onJoinFailed(message));
  const badUpdate = useEffectEvent(() => params.onBadUpdate());

  useEffect(() => {
    let opened: Socket | undefined;
    let gone = false;
    const join = () => {
      if (!opened) return;
      joinMatch(opened, roomId, roomType, (answer) => {
        if (gone) return;
        const parsed = joinRoomAckSchema.safeParse(answer);
        if (!parsed.success) joinFailed(TIC_TAC_TOE_TEXTS.unexpectedError);
        else if (!parsed.data.success) joinFailed(parsed.data.error_msg);
        else {
          const { userId, userSymbol, room } = parsed.data.msg;
          dispatch({ type: 'joined', userId, symbol: userSymbol, room, at: Date.now() });
        }
      });
    };
    void connect().then((socket) => {
      if (gone) {
        socket.disconnect();
        return;
      }
      opened = socket;
      socket.on('connect', join);
      followRoomUpdates(socket, dispatch, badUpdate);
      if (socket.connected) join();
      rejoinRef.current = join;
      setSocket(socket);
    });
    return () => {
      gone = true;
      rejoinRef.current = undefined;
      opened?.disconnect();
    };
  }, [connect, roomId, roomType]);

  const makeMove = useCallback(
    (row: number, col: number) => {
      if (!socket || !canPlayCell(sessionRef.current, socket.connected, row, col)) return;
      const move = { type: 'move', row, col } as const;
      // Ahead of the render, so a second tap before it cannot send a second move.
      sessionRef.current = matchReducer(sessionRef.current, move);
      dispatch(move);
      // No acknowledgement: the server's next room update is the truth.
      socket.emit(TIC_TAC_TOE_CLIENT_EVENTS.makeMove, { decodedRoomId: roomId, row, col });
      // A move the server never answered (dropped on the way) would stay on the board: after
      // 3 s without a state, the match is asked for again (the join answer carries it).
      const version = sessionRef.current.room?.version;
      window.setTimeout(() => {
        const now = sessionRef.current;
        // Disconnected, the reconnection re-joins anyway.
        if (!socket.connected || !now.pendingMove || now.room?.version !== version) return;
        rejoinRef.current?.();
      }, SOCKET_EMIT_RETRY_MS);
    },
    [socket, roomId],
  );

  const cancelSearch = useCallback(() => requestCancelSearch(socket, roomId), [socket, roomId]);

  return { socket, session, makeMove, cancelSearch };
}

/** delete_waiting_timer_document, read into the server's word or the generic error. */
async function requestCancelSearch(
  socket: Socket | null,
  roomId: string,
): Promise<CancelSearchResult> {
  if (!socket) return { ok: false, message: TIC_TAC_TOE_TEXTS.unexpectedError };
  try {
    const answer = await emitWithAck(socket, TIC_TAC_TOE_CLIENT_EVENTS.cancelSearch, {
      decodedRoomId: roomId,
    });
    const parsed = cancelSearchAckSchema.safeParse(answer);
    if (!parsed.success) return { ok: false, message: TIC_TAC_TOE_TEXTS.unexpectedError };
    return parsed.data.success
      ? { ok: true, message: parsed.data.msg }
      : { ok: false, message: parsed.data.error_msg };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof Error ? error.message : TIC_TAC_TOE_TEXTS.unexpectedError,
    };
  }
}

/** Registers the page as the room page and (re)joins its match; `onAnswer` gets the answer. */
function joinMatch(
  socket: Socket,
  roomId: string,
  roomType: string | undefined,
  onAnswer: (answer: unknown) => void,
) {
  socket.emit(CLIENT_EVENTS.registerComponent, { type: 'ticTacToe_in_room' });
  socket.emit(
    TIC_TAC_TOE_CLIENT_EVENTS.joinRoom,
    { decodedRoomId: roomId, decodedRoomType: roomType },
    onAnswer,
  );
}

/** Room updates and timer updates, each read before it reaches the match state. */
function followRoomUpdates(socket: Socket, dispatch: Dispatch<MatchAction>, badUpdate: () => void) {
  socket.on(SERVER_EVENTS.ticTacToeRoomUpdate, (payload: unknown) => {
    const parsed = matchStateSchema.safeParse(payload);
    if (!parsed.success) badUpdate();
    else dispatch({ type: 'roomUpdate', room: parsed.data, at: Date.now() });
  });
  socket.on(SERVER_EVENTS.ticTacToeTimerUpdate, (payload: unknown) => {
    const parsed = timerUpdateSchema.safeParse(payload);
    if (parsed.success) dispatch({ type: 'timerUpdate', timer: parsed.data, at: Date.now() });
  });
}
