import type { Socket } from 'socket.io';
import type { SessionMember } from './session-store.ts';

/** What a socket knows of its member after the handshake (socket.data). */
export interface SocketSession {
  member: SessionMember;
  sessionId: string;
  expiresAt: Date;
}

/** The member of a socket that passed the handshake. */
export const socketMemberId = (socket: Pick<Socket, 'data'>): string =>
  (socket.data.session as SocketSession).member.id;
