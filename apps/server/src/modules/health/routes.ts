import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import { apiRoutes } from '@kamao/contract/api-routes';
import type { Database } from '../../db/client.ts';
import { recentCheck } from './recent-check.ts';

const PING_TIMEOUT_MS = 2_000;
/** How long a good ping answers for: an outage shows within this, a recovery at once. */
const GOOD_FOR_MS = 250;

/**
 * /healthz (is the process alive, on which database, with Redis or not) and /readyz (may a load
 * balancer send it traffic: started, and its database and Redis answer). Neither answer is
 * cached by HTTP; a good ping stands for GOOD_FOR_MS (recent-check.ts).
 */
export const healthRoutes: FastifyPluginAsync<{
  database: Database;
  redis: Redis | undefined;
}> = async (app, { database, redis }) => {
  let started = false;
  app.addHook('onReady', async () => {
    started = true;
  });
  app.addHook('preClose', async () => {
    // A draining process leaves the pool before it stops answering.
    started = false;
  });

  const databaseUp = recentCheck(
    () =>
      withTimeout(database.ping()).then(
        () => true,
        (error: unknown) => {
          app.log.error({ err: error }, 'health check: database unreachable');
          return false;
        },
      ),
    GOOD_FOR_MS,
  );
  const redisUp = recentCheck(
    () =>
      redis
        ? withTimeout(redis.ping()).then(
            () => true,
            () => false,
          )
        : Promise.resolve(true),
    GOOD_FOR_MS,
  );

  app.get(apiRoutes.healthz.path, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!(await databaseUp())) {
      return reply.code(503).send({ status: 'unavailable', error_msg: 'Database unavailable' });
    }
    return { status: 'ok', database: database.engine, redis: redis !== undefined };
  });

  app.get(apiRoutes.readyz.path, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const [databaseOk, redisOk] = await Promise.all([databaseUp(), redisUp()]);
    const answer = {
      database: databaseOk ? ('up' as const) : ('down' as const),
      redis: redis ? (redisOk ? ('up' as const) : ('down' as const)) : ('not configured' as const),
    };
    if (started && databaseOk && redisOk) return { status: 'ready', ...answer };
    const missing = !started
      ? 'Starting or stopping'
      : !databaseOk
        ? 'Database unavailable'
        : 'Redis unavailable';
    return reply.code(503).send({ status: 'unavailable', ...answer, error_msg: missing });
  });
};

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), PING_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
