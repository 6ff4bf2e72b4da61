import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { runtimeAdminRoutes } from '@kamao/contract/admin/runtime';
import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { listJobs } from '../../jobs/job-list.ts';
import { auditLedger } from '../../ledger/invariants.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import type { ProcessStatus } from '../../lib/process-status.ts';
import { useAdminScope } from './admin-scope.ts';

const { runtimeStatus, jobList, ledgerAudit } = runtimeAdminRoutes;

/**
 * The runtime for the operator: the server processes with their sockets, and the jobs table
 * (periodic work, where it ran, what failed), and the ledger's invariants on demand.
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

  app.get(ledgerAudit.path, { schema: schemaOf(ledgerAudit) }, async () => {
    const audit = await auditLedger(db);
    return {
      balanced:
        audit.total === 0n &&
        audit.unmatchedDebt === 0n &&
        audit.mismatchedAccounts.length === 0 &&
        audit.negativeAccounts.length === 0,
      total: milliToRupees(audit.total),
      mismatchedAccounts: audit.mismatchedAccounts.length,
      negativeAccounts: audit.negativeAccounts.length,
      unmatchedDebt: milliToRupees(audit.unmatchedDebt),
    };
  });
};
