import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { runtimeAdminRoutes } from '@kamao/contract/admin/runtime';
import type { Db } from '../../db/client.ts';
import { listJobs } from '../../jobs/job-list.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import type { ProcessStatus } from '../../lib/process-status.ts';
import { useAdminScope } from './admin-scope.ts';

const { runtimeStatus, jobList } = runtimeAdminRoutes;

/**
 * The runtime for the operator: the server processes with their sockets, and the jobs table
 * (periodic work, where it ran, what failed).
 */
export const adminRuntimeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Every server process with its sockets (the socket server knows them). */
  listProcesses: () => Promise<ProcessStatus[]>;
  redis: Redis | undefined;
}> = async (app, { db, engine, listProcesses, redis }) => {
  useAdminScope(app, db);

  app.get(runtimeStatus.path, { schema: schemaOf(runtimeStatus) }, async () => ({
    database: engine,
    redis: redis !== undefined,
    processes: await listProcesses(),
  }));

  app.get(jobList.path, { schema: schemaOf(jobList) }, async () => listJobs(db));
};
