import { requestLanguage } from '../../plugins/member-language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '@kamao/contract/api-routes';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { memberWalls } from './member-walls.ts';
import { presentWallList } from './presenters.ts';

const { offerWallGet } = apiRoutes;

/** The member's Task Walls call (user_offerWall_get). */
export const taskWallRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    offerWallGet.path,
    { onRequest: app.requireMember, schema: schemaOf(offerWallGet) },
    async (request) => {
      const { walls, figures, instructions } = await memberWalls(
        db,
        request.member!.id,
        requestLanguage(request),
      );
      return presentWallList(walls, figures, instructions);
    },
  );
};
