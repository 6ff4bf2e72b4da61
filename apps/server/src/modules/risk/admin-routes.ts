import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RISK_ERRORS, riskAdminRoutes } from '@kamao/contract/admin/risk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { markGroupReviewed, listRiskGroups, memberRisk } from './risk-groups.ts';
import { readRiskRules, writeRiskRules } from './risk-rules.ts';

const {
  riskGroups,
  memberRisk: memberRiskRoute,
  riskRules,
  riskRulesUpdate,
  riskGroupReviewed,
} = riskAdminRoutes;

/** The console's Risk tab and the risk on a member's page; every write is audited. */
export const adminRiskRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

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
};
