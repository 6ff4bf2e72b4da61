import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_FLAGS } from '@kamao/contract/session-flags';
import { setSessionFlagListener } from './api-client';
import { connectMemberSocket } from './member-socket';
import { watchSocketConnection, type SocketConnection } from './socket-connection';

/**
 * A real Socket.IO server on loopback whose handshake answers as ours does: accepted while
 * `refuseWith` is unset, refused with that session flag otherwise.
 */
async function startServer() {
  const http: HttpServer = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  const control = { refuseWith: undefined as string | undefined };
  io.use((_socket, next) => {
    if (!control.refuseWith) return next();
    const error = new Error(control.refuseWith) as Error & { data?: unknown };
    error.data = { error_msg: control.refuseWith };
    next(error);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    origin,
    io,
    control,
    close: () => new Promise<void>((resolve) => void io.close(() => resolve())),
  };
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function follow(socket: Socket) {
  const seen: SocketConnection[] = [];
  cleanups.push(watchSocketConnection(socket, (c) => seen.push(c)));
  const until = (state: SocketConnection['state']) =>
    vi.waitFor(
      () => {
        const found = seen.find((c) => c.state === state);
        if (!found) throw new Error(`no ${state} yet: ${seen.map((c) => c.state).join(', ')}`);
        return found;
      },
      { timeout: 15_000, interval: 20 },
    );
  return { seen, until };
}

describe('the member socket’s connection state', () => {
  it('connects, and after the server ends it, hands a session flag to the lost-session reaction', async () => {
    const server = await startServer();
    cleanups.push(server.close);
    const flags: string[] = [];
    cleanups.push(setSessionFlagListener((flag) => flags.push(flag)));
    const socket = connectMemberSocket('listPage', server.origin);
    cleanups.push(() => socket.disconnect());
    const states = follow(socket);

    expect((await states.until('connected')).message).toBeUndefined();
    // The member was banned elsewhere: the server ends the socket and refuses it from now on.
    server.control.refuseWith = SESSION_FLAGS.userNotFound;
    server.io.disconnectSockets(true);
    await states.until('ended');
    expect(flags).toEqual([SESSION_FLAGS.userNotFound]);
    expect(socket.active).toBe(false);
  });

  it('says Reconnecting... while the server is away, and the play screen’s failure after 20 tries', async () => {
    const server = await startServer();
    const socket = connectMemberSocket('roomPage', server.origin);
    cleanups.push(() => socket.disconnect());
    // The test does not wait 20 × 2 s: the attempts are counted, the delay shortened.
    socket.io.reconnectionDelay(10);
    socket.io.reconnectionDelayMax(10);
    const states = follow(socket);
    await states.until('connected');
    await server.close();
    expect((await states.until('reconnecting')).message).toBe('Reconnecting...');
    const failed = await states.until('failed');
    expect(failed.message).toBe('Reconnection failed. Please try again later.');
    expect(socket.io.reconnectionAttempts()).toBe(20);
  });

  it('says the connection failed when it never got through', async () => {
    const server = await startServer();
    await server.close();
    const socket = connectMemberSocket('roomPage', server.origin);
    cleanups.push(() => socket.disconnect());
    socket.io.reconnectionDelay(10);
    socket.io.reconnectionDelayMax(10);
    const failed = await follow(socket).until('failed');
    expect(failed.message).toBe('WebSocket connection failed. Please try again.');
  });
});
