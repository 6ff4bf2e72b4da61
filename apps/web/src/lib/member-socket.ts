import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_CLIENT_OPTIONS,
  SOCKET_LIST_PAGE_RECONNECTION,
  SOCKET_ROOM_PAGE_RECONNECTION,
} from '@kamao/contract/constants';
import { SOCKET_PATH } from '@kamao/contract/realtime';
import { isSessionFlag } from '@kamao/contract/session-flags';
import { ApiError, reportSessionFlag } from './api-client';
import { trackSocket } from './open-sockets';

/**
 * How a page's socket reconnects (docs/product/common.md#real-time-socket): the shell's socket
 * (live balance) and the list pages retry forever at 2 s, the play screen gives up after 20
 * attempts at 2 s.
 */
export type SocketProfile = 'shell' | 'listPage' | 'roomPage';

const RECONNECTION: Record<SocketProfile, object> = {
  shell: SOCKET_LIST_PAGE_RECONNECTION,
  listPage: SOCKET_LIST_PAGE_RECONNECTION,
  roomPage: SOCKET_ROOM_PAGE_RECONNECTION,
};

/**
 * The session flag a refused handshake carries
 * (docs/product/common.md#sessions-and-the-session-flags), if that is why.
 */
export function sessionFlagOf(error: Error & { data?: unknown }): string | undefined {
  const data = error.data as { error_msg?: unknown } | undefined;
  const flag = typeof data?.error_msg === 'string' ? data.error_msg : error.message;
  return isSessionFlag(flag) ? flag : undefined;
}

/**
 * A socket to this site with the spec's options (websocket only, credentials sent). A refused
 * handshake with a session flag goes to the one place that decides what a lost session shows
 * (the HTTP client's session-flag listener) and the socket stops retrying. When the server ends
 * the connection (logout elsewhere, a ban, the session's end) the socket asks once more, so
 * the page learns which flag applies instead of waiting forever.
 */
export function connectMemberSocket(
  profile: SocketProfile,
  origin: string = window.location.origin,
): Socket {
  const socket = io(origin, {
    path: SOCKET_PATH,
    ...SOCKET_CLIENT_OPTIONS,
    ...RECONNECTION[profile],
    transports: [...SOCKET_CLIENT_OPTIONS.transports],
  });
  socket.on('connect_error', (error: Error & { data?: unknown }) => {
    const flag = sessionFlagOf(error);
    if (!flag || !isSessionFlag(flag)) return;
    socket.disconnect();
    reportSessionFlag(new ApiError(401, flag, { sessionFlag: flag }));
  });
  const untrack = trackSocket(socket);
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') socket.connect();
    if (reason === 'io client disconnect') untrack();
  });
  return socket;
}
