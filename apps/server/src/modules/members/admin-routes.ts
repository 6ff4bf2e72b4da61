import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberAdminRoutes } from '@kamao/contract/admin/members';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { idempotencyKeyOf } from '@kamao/contract/idempotency-key';
import { ADJUSTMENT_AUDIT_ACTION, adjustBalance } from './balance-adjustment.ts';
import { banMember, unbanMember, type MemberStatusChange } from './member-ban.ts';
import { MEMBERS_PAGE_SIZE, findMembers } from './member-directory.ts';
import { memberDetail as memberPage, presentMember } from './member-detail.ts';

const { memberList, memberDetail, memberBan, memberUnban, memberAdjustBalance } = memberAdminRoutes;

/** The audit row of a ban or unban names the member, whether anything changed, and why. */
const auditDetails = (change: MemberStatusChange, reason?: string) => ({
  details: {
    userName: change.member.userName,
    changed: change.changed,
    ...(reason === undefined ? {} : { reason }),
  },
});

/**
 * Members for the operator: search with balances, a member's page, ban and unban, adjustments by
 * hand. Admin only, audited.
 */
export const adminMemberRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get(memberList.path, { schema: schemaOf(memberList) }, async (request) => {
    const { q, page } = request.query;
    const { members, total } = await findMembers(db, { q, page });
    return { members: members.map(presentMember), total, page, pageSize: MEMBERS_PAGE_SIZE };
  });

  app.get(memberDetail.path, { schema: schemaOf(memberDetail) }, async (request) =>
    memberPage(db, request.params.id),
  );

  app.post(
    memberBan.path,
    { ...audited('member.ban'), schema: schemaOf(memberBan) },
    async (request) => {
      const change = await banMember(db, {
        memberId: request.params.id,
        operatorId: request.member?.id,
        reason: request.body.reason,
      });
      noteAudit(request, auditDetails(change, request.body.reason));
      return change;
    },
  );

  app.post(
    memberUnban.path,
    { ...audited('member.unban'), schema: schemaOf(memberUnban) },
    async (request) => {
      const change = await unbanMember(db, request.params.id);
      noteAudit(request, auditDetails(change));
      return change;
    },
  );

  app.post(
    memberAdjustBalance.path,
    {
      ...audited(ADJUSTMENT_AUDIT_ACTION),
      schema: { ...schemaOf(memberAdjustBalance), headers: memberAdjustBalance.headers },
    },
    async (request) => {
      const answer = await adjustBalance(db, {
        memberId: request.params.id,
        adminId: request.member!.id,
        // Required by the route's headers schema.
        key: idempotencyKeyOf(request.headers)!,
        adjustment: request.body,
      });
      // The audit row was written with the movement (or, for a replay, by the first call).
      noteAudit(request, { written: true });
      return answer;
    },
  );
};
