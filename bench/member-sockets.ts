import { io as connectSocket, type Socket } from 'socket.io-client';

/**
 * One socket per signed-in member, opened all at once: websocket only, the member's session
 * cookie, no reconnection. forceNew because socket.io-client otherwise shares one connection
 * (and so one cookie) between every client of the same origin. `opened` runs on each socket as
 * it is made, before it connects, so listeners miss nothing; resolves once all are connected,
 * rejects on the first connect_error.
 */
export async function openMemberSockets(
  origin: string,
  cookies: string[],
  opened: (socket: Socket, index: number) => void,
): Promise<void> {
  await Promise.all(
    cookies.map(
      (cookie, index) =>
        new Promise<void>((resolve, reject) => {
          const socket = connectSocket(origin, {
            path: '/socket.io',
            transports: ['websocket'],
            extraHeaders: { cookie },
            reconnection: false,
            forceNew: true,
          });
          opened(socket, index);
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        }),
    ),
  );
}
