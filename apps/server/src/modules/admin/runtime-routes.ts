import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import {
  adminRuntimePaths,
  type AdminJobsAnswer,
  type AdminRuntimeAnswer,
} from '@kamao/contract/api-admin-runtime';
import type { Db } from '../../db/client.ts';
import { listJobs } from '../../jobs/job-list.ts';
import type { Realtime } from '../../realtime/socket-server.ts';
import { useAdminScope } from './admin-scope.ts';

/**
 * The runtime for the operator: the server processes with their sockets, and the jobs table
 * (periodic work, where it ran, what failed).
 */
export const adminRuntimeRoutes: FastifyPluginAsync<{
  db: Db;
  engine: 'pglite' | 'postgres';
  realtime: Realtime;
  redis: Redis | undefined;
}> = async (app, { db, engine, realtime, redis }) => {
  useAdminScope(app, db);

  app.get(adminRuntimePaths.status, async (): Promise<AdminRuntimeAnswer> => ({
    database: engine,
    redis: redis !== undefined,
    processes: await realtime.processes(),
  }));

  app.get(adminRuntimePaths.jobs, async (): Promise<AdminJobsAnswer> => listJobs(db));
};
