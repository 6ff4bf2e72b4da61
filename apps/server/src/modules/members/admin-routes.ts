import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberAdminRoutes, type AdminMember } from '@kamao/contract/admin/members';
import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { banMember, unbanMember, type MemberStatusChange } from './member-ban.ts';
import { MEMBERS_PAGE_SIZE, findMembers, type MemberListing } from './member-directory.ts';

const { memberList, memberBan, memberUnban } = memberAdminRoutes;

/** A member as the console shows them: rupees (money.ts) and an ISO join time. */
const presentMember = (m: MemberListing): AdminMember => ({
  ...m,
  createdAt: m.createdAt.toISOString(),
  withdrawable: milliToRupees(m.withdrawable),
  deposit: milliToRupees(m.deposit),
  debt: milliToRupees(m.debt),
});

/** The audit row of a ban or unban names the member, and whether anything changed. */
const auditDetails = (change: MemberStatusChange) => ({
  details: { userName: change.member.userName, changed: change.changed },
});

/** Members for the operator: search with balances, ban and unban. Admin only, audited. */
export const adminMemberRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get(memberList.path, { schema: schemaOf(memberList) }, async (request) => {
    const { q, page } = request.query;
    const { members, total } = await findMembers(db, { q, page });
    return { members: members.map(presentMember), total, page, pageSize: MEMBERS_PAGE_SIZE };
  });

  app.post(
    memberBan.path,
    { ...audited('member.ban'), schema: schemaOf(memberBan) },
    async (request) => {
      const change = await banMember(db, {
        memberId: request.params.id,
        operatorId: request.member?.id,
      });
      noteAudit(request, auditDetails(change));
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
};
