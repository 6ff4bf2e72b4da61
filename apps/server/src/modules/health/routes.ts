import type { FastifyPluginAsync } from 'fastify';
import { apiRoutes } from '@kamao/contract/api-routes';
import type { Database } from '../../db/client.ts';

/** Liveness and readiness in one: 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(apiRoutes.healthz.path, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.engine };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', error_msg: 'Database unavailable' });
    }
  });
};
