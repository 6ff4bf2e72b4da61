import { and, eq, isNull } from 'drizzle-orm';
import { ADMIN_BAN_ERRORS, type AdminMemberStatusAnswer } from '@kamao/contract/admin/members';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { endMemberSockets, revokeMemberSessions } from '../auth/index.ts';

/** The member's new state; `changed` is false when they already had it (idempotent success). */
export type MemberStatusChange = AdminMemberStatusAnswer;

/**
 * Bans a member on an operator's word. The status is the ban: every session lookup reads it, so
 * the member's open sessions answer jwtMiddleware_user_not_found_error from the next call on
 * (plugins/session.ts). They are revoked at unban, so a ban can never be undone by an old cookie.
 * Their open pages lose the socket at once, in every process (realtime/). An operator cannot ban
 * themselves nor another administrator. The reason is kept on the member until an unban.
 */
export async function banMember(
  db: Db,
  {
    memberId,
    operatorId,
    reason,
  }: { memberId: string; operatorId: string | undefined; reason: string },
): Promise<MemberStatusChange> {
  if (memberId === operatorId) throw badRequest(ADMIN_BAN_ERRORS.self);
  const banned = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: 'banned', banReason: reason })
      .where(
        and(
          eq(users.id, memberId),
          eq(users.role, 'member'),
          eq(users.status, 'active'),
          isNull(users.deletedAt),
        ),
      )
      .returning({ id: users.id, userName: users.userName, status: users.status });
    if (row) await endMemberSockets(tx, row.id);
    return row;
  });
  return banned
    ? { member: banned, changed: true }
    : { member: await unchangedMember(db, memberId, 'banned'), changed: false };
}

/** Lifts a ban. Sessions from before the ban stay dead: the member logs in afresh. */
export async function unbanMember(db: Db, memberId: string): Promise<MemberStatusChange> {
  return db.transaction(async (tx): Promise<MemberStatusChange> => {
    const [active] = await tx
      .update(users)
      .set({ status: 'active', banReason: null })
      .where(and(eq(users.id, memberId), eq(users.status, 'banned'), isNull(users.deletedAt)))
      .returning({ id: users.id, userName: users.userName, status: users.status });
    if (!active) return { member: await unchangedMember(tx, memberId, 'active'), changed: false };
    await revokeMemberSessions(tx, memberId);
    return { member: active, changed: true };
  });
}

/**
 * When a ban or unban changed nothing: the member already had that status (idempotent success),
 * or the call is refused (no such member; an administrator cannot be banned).
 */
async function unchangedMember(db: DbOrTx, id: string, wanted: 'active' | 'banned') {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      status: users.status,
      role: users.role,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row || row.deletedAt) throw notFound(ADMIN_BAN_ERRORS.notFound);
  if (wanted === 'banned' && row.role === 'admin') throw badRequest(ADMIN_BAN_ERRORS.admin);
  return { id: row.id, userName: row.userName, status: row.status };
}
