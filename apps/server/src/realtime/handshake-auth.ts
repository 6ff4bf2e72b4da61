import type { ExtendedError, Socket } from 'socket.io';
import { SESSION_FLAGS, type SessionFlag } from '@kamao/contract/session-flags';
import type { Db } from '../db/client.ts';
import { lookupSession, type SocketSession } from '../modules/auth/index.ts';

export type { SocketSession };

export interface HandshakeAuthOptions {
  db: Db;
  sessionCookieName: string;
  parseCookie: (header: string) => Record<string, string | undefined>;
}

/**
 * The handshake reads the same session cookie as HTTP (no second login) and refuses with the
 * flags a member call answers with (connect errors carry JSON with jwtMiddleware_…,
 * docs/product/common.md#sessions-and-the-session-flags): the error's message and its
 * data.error_msg. A banned member's session looks up as gone, so a ban refuses the socket as it
 * refuses HTTP.
 */
export function handshakeAuth(options: HandshakeAuthOptions) {
  return async (socket: Socket, next: (error?: ExtendedError) => void): Promise<void> => {
    try {
      const header = socket.request.headers.cookie;
      const token = header ? options.parseCookie(header)[options.sessionCookieName] : undefined;
      if (!token) return next(refusal(SESSION_FLAGS.tokenNotFound));
      const found = await lookupSession(options.db, token);
      if (found.status === 'member-gone') return next(refusal(SESSION_FLAGS.userNotFound));
      if (found.status === 'invalid') return next(refusal(SESSION_FLAGS.invalid));
      const session: SocketSession = {
        member: found.member,
        sessionId: found.sessionId.toString(),
        expiresAt: found.expiresAt,
      };
      socket.data.session = session;
      next();
    } catch {
      // The database did not answer: the client retries as after any connection failure.
      next(new Error('Service unavailable'));
    }
  };
}

function refusal(flag: SessionFlag): ExtendedError {
  const error: ExtendedError = new Error(flag);
  error.data = { error_msg: flag };
  return error;
}
