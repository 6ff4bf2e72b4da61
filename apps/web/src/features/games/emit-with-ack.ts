import { SOCKET_CLIENT_OPTIONS, SOCKET_EMIT_RETRY_MS } from '@kamao/contract/constants';
import { WEBSOCKET_FAILED_MESSAGE } from '../../lib/messages';

/** The part of a Socket.IO socket an acknowledged emit needs (tests give a fake one). */
export interface AckSocket {
  connected: boolean;
  connect(): unknown;
  emit(event: string, payload: unknown, ack: (answer: unknown) => void): unknown;
}

/** The emit could not be made or was never answered; the message is the spec's text. */
export class SocketUnavailableError extends Error {
  constructor() {
    super(WEBSOCKET_FAILED_MESSAGE);
  }
}

/**
 * Emits and resolves with the server's acknowledgement. When the socket is not connected it
 * reconnects and retries once after 3 s (docs/product/tic-tac-toe.md#socket-events), instead of
 * letting Socket.IO queue the emit for whenever the connection returns: a join or a cancel sent
 * minutes later would surprise the member. An answer that never comes fails after the connect
 * timeout, so a busy button cannot stay busy forever.
 */
export function emitWithAck(
  socket: AckSocket,
  event: string,
  payload: unknown,
  timeoutMs: number = SOCKET_CLIENT_OPTIONS.timeout,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const send = () => {
      const timer = window.setTimeout(() => reject(new SocketUnavailableError()), timeoutMs);
      socket.emit(event, payload, (answer) => {
        window.clearTimeout(timer);
        resolve(answer);
      });
    };
    if (socket.connected) {
      send();
      return;
    }
    socket.connect();
    window.setTimeout(() => {
      if (socket.connected) send();
      else reject(new SocketUnavailableError());
    }, SOCKET_EMIT_RETRY_MS);
  });
}
