import type { Server as HttpServer } from 'node:http';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '@kamao/contract/realtime';
import type { Db } from '../db/client.ts';
import { siteOrigins } from '../lib/site-origins.ts';
import type { ProcessStatus } from '../lib/process-status.ts';
import type { DomainEvents } from '../db/domain-events.ts';
import { handshakeAuth, type SocketSession } from './handshake-auth.ts';
import { wireMemberEvents } from './member-events.ts';
import { memberRoom, sessionRoom } from './rooms.ts';

export type { ProcessStatus };

export interface RealtimeOptions {
  httpServer: HttpServer;
  db: Db;
  events: DomainEvents;
  publicOrigin: string;
  sessionCookieName: string;
  parseCookie: (header: string) => Record<string, string | undefined>;
  /** With REDIS_URL: the Redis Streams adapter joins the processes' rooms. */
  redis?: Redis;
  /** host:pid of this process, in its status. */
  workerId: string;
  /** The modules' socket handlers (their manifests); each returns its unwiring. */
  handlers: readonly ((io: Server) => () => void)[];
}

export interface Realtime {
  io: Server;
  /**
   * This process and, when Redis joins the processes, every other that answers (a server-side
   * emit through the adapter).
   */
  processes(): Promise<ProcessStatus[]>;
  /** Disconnects this process's sockets and stops the adapter (graceful shutdown). */
  close(): Promise<void>;
}

// Events carry ids and small states; a megabyte (the default) is only room for abuse.
const MAX_MESSAGE_BYTES = 16 * 1024;
const PROCESS_STATUS_EVENT = 'kamao:process-status';
// setTimeout cannot wait longer; a longer session is checked again when the timer fires.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Socket.IO on the site's own HTTP server and port (docs/product/common.md#real-time-socket:
 * websocket only, credentials sent). Each connection joins its member's and its session's rooms; a
 * session's end (logout, ban, password change, expiry) ends its sockets.
 */
export async function startRealtime(options: RealtimeOptions): Promise<Realtime> {
  // The adapter's module loads only with Redis configured.
  const adapter = options.redis
    ? (await import('@socket.io/redis-streams-adapter')).createAdapter(options.redis)
    : undefined;
  const ownOrigins = siteOrigins(options.publicOrigin);
  const io = new Server(options.httpServer, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    // A page of another site must not open a socket with our member's cookie.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, origin === undefined || ownOrigins.has(origin));
    },
    ...(adapter ? { adapter } : {}),
  });

  io.use(
    handshakeAuth({
      db: options.db,
      sessionCookieName: options.sessionCookieName,
      parseCookie: options.parseCookie,
    }),
  );

  io.on('connection', (socket) => {
    const session = socket.data.session as SocketSession;
    void socket.join([memberRoom(session.member.id), sessionRoom(session.sessionId)]);
    // The session's natural end ends the socket too; the client then meets jwtMiddleware_error.
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.min(Math.max(0, session.expiresAt.getTime() - Date.now()), MAX_TIMER_MS),
    );
    socket.once('disconnect', () => clearTimeout(expiry));
  });

  const unwire = [
    wireMemberEvents(io, options.events),
    ...options.handlers.map((wire) => wire(io)),
  ];

  const ownStatus = (): ProcessStatus => ({
    worker: options.workerId,
    sockets: io.of('/').sockets.size,
    uptimeSeconds: Math.round(process.uptime()),
  });
  io.on(PROCESS_STATUS_EVENT, (answer: (status: ProcessStatus) => void) => answer(ownStatus()));

  return {
    io,
    processes: async () => {
      if (!options.redis) return [ownStatus()];
      // A process that does not answer in time (the adapter's request timeout) is left out.
      const others = await new Promise<ProcessStatus[]>((resolve) => {
        io.serverSideEmit(PROCESS_STATUS_EVENT, (_error: Error | null, answers: unknown[]) =>
          resolve((answers ?? []) as ProcessStatus[]),
        );
      });
      return [ownStatus(), ...others];
    },
    close: async () => {
      for (const off of unwire) off();
      io.local.disconnectSockets(true);
      // Not io.close(): that also closes the HTTP server, which Fastify closes itself.
      io.engine.close();
      await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
    },
  };
}
