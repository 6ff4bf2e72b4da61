import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '@kamao/contract/api-routes';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { bettingHome } from './betting-home.ts';

const { bettingGamesHome } = apiRoutes;

/** The games hub's call; Tic Tac Toe itself runs over the socket. */
export const gameRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    bettingGamesHome.path,
    { onRequest: app.requireMember, schema: schemaOf(bettingGamesHome) },
    async (request) => ({ msg: await bettingHome(db, request.member!.id) }),
  );
};
