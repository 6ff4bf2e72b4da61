import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RISK_ERRORS, riskAdminRoutes } from '@kamao/contract/admin/risk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { schemaOf, type RouteApp } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { milliToRupees } from '@kamao/contract/money';
import {
  banGroup,
  groupMembers,
  holdGroupWithdrawals,
  takeBackGroupReferrals,
} from './group-actions.ts';
import { markGroupReviewed, listRiskGroups, memberRisk } from './risk-groups.ts';
import { readRiskRules, writeRiskRules } from './risk-rules.ts';

const {
  riskGroups,
  memberRisk: memberRiskRoute,
  riskRules,
  riskRulesUpdate,
  riskGroupReviewed,
  riskGroupHold,
  riskGroupBan,
  riskGroupTakeBackReferrals,
} = riskAdminRoutes;

/** The console's Risk tab and the risk on a member's page; every write is audited. */
export const adminRiskRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);
  registerRiskReviewRoutes(app, db);
  registerGroupActionRoutes(app, db);
};

/** The groups, a member's risk, the rules that score them, and a group marked as reviewed. */
function registerRiskReviewRoutes(app: RouteApp, db: Db) {
  app.get(riskGroups.path, { schema: schemaOf(riskGroups) }, async () => ({
    groups: await listRiskGroups(db),
  }));

  app.get(memberRiskRoute.path, { schema: schemaOf(memberRiskRoute) }, async (request) => {
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, request.params.id));
    if (!member) throw notFound(RISK_ERRORS.memberNotFound);
    return memberRisk(db, member.id);
  });

  app.get(riskRules.path, { schema: schemaOf(riskRules) }, async () => readRiskRules(db));

  app.patch(
    riskRulesUpdate.path,
    { ...audited('risk.rules_update'), schema: schemaOf(riskRulesUpdate) },
    async (request) => {
      await writeRiskRules(db, request.body);
      return readRiskRules(db);
    },
  );

  app.post(
    riskGroupReviewed.path,
    { ...audited('risk.group_reviewed'), schema: schemaOf(riskGroupReviewed) },
    async (request) => {
      const found = await markGroupReviewed(db, request.params.id, request.member!.id);
      if (!found) throw notFound(RISK_ERRORS.groupNotFound);
      noteAudit(request, { target: request.params.id });
      return { ok: true as const };
    },
  );
}

// The group actions' audit row names the group by its members, as the operator saw it.
const names = (members: { userName: string }[]) => members.map((member) => member.userName);

/** What the operator does to a whole group: hold its withdrawals, ban it, take back referrals. */
function registerGroupActionRoutes(app: RouteApp, db: Db) {
  app.post(
    riskGroupHold.path,
    { ...audited('risk.group_hold'), schema: schemaOf(riskGroupHold) },
    async (request) => {
      const members = await groupMembers(db, request.params.id);
      const held = await holdGroupWithdrawals(db, members);
      noteAudit(request, { target: request.params.id, details: { members: names(members), held } });
      return { held };
    },
  );

  app.post(
    riskGroupBan.path,
    { ...audited('risk.group_ban'), schema: schemaOf(riskGroupBan) },
    async (request) => {
      const members = await groupMembers(db, request.params.id);
      const { reason } = request.body;
      const banned = await banGroup(db, members, request.member!.id, reason);
      noteAudit(request, {
        target: request.params.id,
        details: { members: names(members), banned, reason },
      });
      return { banned };
    },
  );

  app.post(
    riskGroupTakeBackReferrals.path,
    { ...audited('risk.group_take_back'), schema: schemaOf(riskGroupTakeBackReferrals) },
    async (request) => {
      const members = await groupMembers(db, request.params.id);
      const result = await takeBackGroupReferrals(db, members, request.params.id);
      const answer = {
        takenBack: milliToRupees(result.takenBack),
        debt: milliToRupees(result.debt),
      };
      noteAudit(request, {
        target: request.params.id,
        details: { members: names(members), ...answer },
      });
      return answer;
    },
  );
}
