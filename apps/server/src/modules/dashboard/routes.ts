import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '@kamao/contract/api-routes';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { requestLanguage } from '../../plugins/member-language.ts';
import { dashboardData } from './dashboard.ts';
import { presentDashboard } from './presenters.ts';

const { dashboard } = apiRoutes;

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    dashboard.path,
    { onRequest: app.requireMember, schema: schemaOf(dashboard) },
    async (request) =>
      presentDashboard(await dashboardData(db, request.member!.id, requestLanguage(request))),
  );
};
