import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { publishEvent } from '../../db/domain-events.ts';

declare module '../../db/domain-events.ts' {
  interface DomainEventMap {
    /** A member's sessions ended (ban, password change…), all or all but one. */
    'member.sessions_ended': { memberId: string; exceptSessionId?: string };
    /** One session ended (logout). */
    'session.ended': { sessionId: string };
  }
}
import { sessions, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../ledger/transaction.ts';

export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000; // Remember Me: 30 days
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000; // otherwise one day

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewSession {
  token: string;
  expiresAt: Date;
  remember: boolean;
}

/** A new random session (256 bits) for a member; only its hash is stored. */
export async function createSession(
  db: DbOrTx,
  userId: string,
  remember: boolean,
  userAgent?: string,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    remember,
    expiresAt,
    userAgent: userAgent?.slice(0, 300),
  });
  return { token, expiresAt, remember };
}

export type SessionLookup =
  | { status: 'valid'; sessionId: bigint; expiresAt: Date; member: SessionMember }
  | { status: 'invalid' } // unknown, forged, expired or revoked token
  | { status: 'member-gone' }; // the member was deleted or banned

export interface SessionMember {
  id: string;
  userName: string;
  email: string;
  role: 'member' | 'admin';
}

export async function lookupSession(db: DbOrTx, token: string): Promise<SessionLookup> {
  if (token.length < 20 || token.length > 100) return { status: 'invalid' };
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      id: users.id,
      userName: users.userName,
      email: users.email,
      role: users.role,
      status: users.status,
      deletedAt: users.deletedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { status: 'invalid' };
  if (row.deletedAt || row.status !== 'active') return { status: 'member-gone' };
  return {
    status: 'valid',
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
    member: { id: row.id, userName: row.userName, email: row.email, role: row.role },
  };
}

/** A session end made by this process, told to this process's copies at once (session-cache.ts). */
export type LocalSessionEnd = { token: string } | { memberId: string };
const localEndListeners = new Set<(end: LocalSessionEnd) => void>();

/**
 * Listens to the session ends this process makes. Other processes hear them by the committed
 * event; this one must not wait for its own notification to come back.
 */
export function onSessionsEndedHere(listener: (end: LocalSessionEnd) => void): () => void {
  localEndListeners.add(listener);
  return () => localEndListeners.delete(listener);
}
const endedHere = (end: LocalSessionEnd) => localEndListeners.forEach((listener) => listener(end));

/** Ends one session (logout); its open sockets are disconnected after the commit. */
export async function revokeSession(db: DbOrTx, token: string): Promise<void> {
  endedHere({ token });
  await inTransaction(db, async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    for (const { id } of revoked) {
      await publishEvent(tx, { type: 'session.ended', sessionId: id.toString() });
    }
  });
}

/**
 * Ends every session of a member, or all but one (a password change keeps the current one),
 * and, after the commit, the sockets of those sessions.
 */
export async function revokeMemberSessions(
  db: DbOrTx,
  userId: string,
  exceptSessionId?: bigint,
): Promise<void> {
  await endMemberSockets(db, userId, exceptSessionId);
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
}

/**
 * Disconnects a member's open sockets in every process once the caller's transaction commits:
 * a ban (whose sessions stay, refused by the status), or revoked sessions.
 */
export function endMemberSockets(
  db: DbOrTx,
  memberId: string,
  exceptSessionId?: bigint,
): Promise<void> {
  endedHere({ memberId });
  return publishEvent(db, {
    type: 'member.sessions_ended',
    memberId,
    ...(exceptSessionId === undefined ? {} : { exceptSessionId: exceptSessionId.toString() }),
  });
}
