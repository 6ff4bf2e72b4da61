import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_BAN_ERRORS,
  adminAuditLogQuerySchema,
  adminMembersQuerySchema,
  type AdminAuditLogPage,
  type AdminMember,
  type AdminMemberStatusAnswer,
  type AdminMembersPage,
} from '@kamao/contract/api-admin';
import { milliToRupees } from '@kamao/contract/money';
import type { Db, DbOrTx } from '../../db/client.ts';
import { adminAuditLog, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { getMemberBalances, getMemberDebt } from '../../ledger/balances.ts';
import { endMemberSockets, revokeMemberSessions } from '../auth/session-store.ts';
import { noteAudit, useAdminScope } from './admin-scope.ts';

export const MEMBERS_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;

const idParams = z.object({ id: z.string().min(1).max(64) });

/** Members for the operator: search, balances, ban and unban; and the audit log. */
export const adminMemberRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get(
    '/api/admin/members',
    { schema: { querystring: adminMembersQuerySchema } },
    async (request): Promise<AdminMembersPage> => {
      const { q, page } = request.query;
      const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
      if (q) {
        const pattern = likePattern(q);
        conditions.push(
          or(
            ilike(users.userName, pattern),
            ilike(users.email, pattern),
            ilike(users.name, pattern),
            ilike(users.mobileNumber, pattern),
          ),
        );
      }
      const where = and(...conditions);
      const referrer = alias(users, 'referrer');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            userName: users.userName,
            name: users.name,
            email: users.email,
            mobile: users.mobileNumber,
            role: users.role,
            status: users.status,
            createdAt: users.createdAt,
            referrerUserName: referrer.userName,
          })
          .from(users)
          .leftJoin(referrer, eq(referrer.id, users.referredBy))
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(MEMBERS_PAGE_SIZE)
          .offset((page - 1) * MEMBERS_PAGE_SIZE),
        db.select({ n: count() }).from(users).where(where),
      ]);
      const members: AdminMember[] = [];
      for (const row of rows) {
        const [balances, debt] = await Promise.all([
          getMemberBalances(db, row.id),
          getMemberDebt(db, row.id),
        ]);
        members.push({
          ...row,
          createdAt: row.createdAt.toISOString(),
          withdrawable: milliToRupees(balances.withdrawable),
          deposit: milliToRupees(balances.deposit),
          debt: milliToRupees(debt),
        });
      }
      return { members, total: total?.n ?? 0, page, pageSize: MEMBERS_PAGE_SIZE };
    },
  );

  app.post(
    '/api/admin/members/:id/ban',
    { schema: { params: idParams } },
    async (request): Promise<AdminMemberStatusAnswer> => {
      const { id } = request.params;
      if (id === request.member?.id) throw badRequest(ADMIN_BAN_ERRORS.self);
      // The status is the ban: every session lookup reads it, so the member's open sessions answer
      // jwtMiddleware_user_not_found_error from the next call on (plugins/session.ts). They are
      // revoked at unban, so a ban can never be undone by an old cookie.
      // Their open pages lose the socket at once, in every process (realtime/).
      const banned = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ status: 'banned' })
          .where(
            and(
              eq(users.id, id),
              eq(users.role, 'member'),
              eq(users.status, 'active'),
              isNull(users.deletedAt),
            ),
          )
          .returning({ id: users.id, userName: users.userName, status: users.status });
        if (row) await endMemberSockets(tx, row.id);
        return row;
      });
      const answer = banned
        ? { member: banned, changed: true }
        : { member: await unchangedMember(db, id, 'banned'), changed: false };
      noteAudit(request, {
        details: { userName: answer.member.userName, changed: answer.changed },
      });
      return answer;
    },
  );

  app.post(
    '/api/admin/members/:id/unban',
    { schema: { params: idParams } },
    async (request): Promise<AdminMemberStatusAnswer> => {
      const { id } = request.params;
      const answer = await db.transaction(async (tx): Promise<AdminMemberStatusAnswer> => {
        const [active] = await tx
          .update(users)
          .set({ status: 'active' })
          .where(and(eq(users.id, id), eq(users.status, 'banned'), isNull(users.deletedAt)))
          .returning({ id: users.id, userName: users.userName, status: users.status });
        if (!active) return { member: await unchangedMember(tx, id, 'active'), changed: false };
        // Sessions from before the ban stay dead: the member logs in afresh.
        await revokeMemberSessions(tx, id);
        return { member: active, changed: true };
      });
      noteAudit(request, {
        details: { userName: answer.member.userName, changed: answer.changed },
      });
      return answer;
    },
  );

  app.get(
    '/api/admin/audit-log',
    { schema: { querystring: adminAuditLogQuerySchema } },
    async (request): Promise<AdminAuditLogPage> => {
      const { page } = request.query;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: adminAuditLog.id,
            adminId: adminAuditLog.adminId,
            adminUserName: users.userName,
            action: adminAuditLog.action,
            target: adminAuditLog.target,
            details: adminAuditLog.details,
            createdAt: adminAuditLog.createdAt,
          })
          .from(adminAuditLog)
          .leftJoin(users, eq(users.id, adminAuditLog.adminId))
          .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset((page - 1) * AUDIT_PAGE_SIZE),
        db.select({ n: count() }).from(adminAuditLog),
      ]);
      return {
        entries: rows.map((r) => ({
          ...r,
          id: String(r.id),
          details: r.details ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
        page,
        pageSize: AUDIT_PAGE_SIZE,
      };
    },
  );
};

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
