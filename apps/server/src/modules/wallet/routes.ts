import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '@kamao/contract/api-routes';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { balanceSummary } from './balance-summary.ts';

const { userBalanceData } = apiRoutes;

export const walletRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    userBalanceData.path,
    { schema: schemaOf(userBalanceData), preHandler: app.requireMember },
    async (request) => ({ msg: await balanceSummary(db, request.member!.id) }),
  );
};
