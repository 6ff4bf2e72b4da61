import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { balanceSummary } from './balance-summary.ts';

export const walletRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/userAmount/userBalanceData_get',
    { preHandler: app.requireMember },
    async (request) => ({ msg: await balanceSummary(db, request.member!.id) }),
  );
};
