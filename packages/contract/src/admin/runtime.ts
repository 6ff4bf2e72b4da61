import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';

/*
 * The operator's view of the runtime (docs/product/operator-console.md#system): the server
 * processes and their sockets, and the jobs table, so an operator sees that the periodic work runs,
 * where, and what failed.
 */

/** One server process as it reports itself. */
export const adminProcessSchema = z.object({
  /** host:pid */
  worker: z.string(),
  /** Open member sockets on that process. */
  sockets: z.number(),
  uptimeSeconds: z.number(),
});

/**
 * What the processes share and which processes answer. Without Redis a process sees only
 * itself (the processes are joined by Redis); with it, every process that answered in time.
 */
export const adminRuntimeAnswerSchema = z.object({
  database: z.enum(['pglite', 'postgres']),
  redis: z.boolean(),
  processes: z.array(adminProcessSchema),
});
export type AdminRuntimeAnswer = z.infer<typeof adminRuntimeAnswerSchema>;

export const adminJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Seconds between runs of a recurring job; null for a one-off (a game's timer). */
  everySeconds: z.number().nullable(),
  /** When it is due next (for a done one-off: when it was due). */
  runAt: z.string(),
  runCount: z.number(),
  /** Failed attempts since the last success. */
  attempts: z.number(),
  lastRunAt: z.string().nullable(),
  /** The process that ran it last (host:pid). */
  lastRunBy: z.string().nullable(),
  lastError: z.string().nullable(),
  state: z.enum(['scheduled', 'done', 'failed']),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobsAnswerSchema = z.object({
  /** Recurring jobs, then the 50 most recent one-offs. */
  jobs: z.array(adminJobSchema),
  /** How many jobs are due now and not yet taken: above 0 for long means no process runs jobs. */
  overdue: z.number(),
});
export type AdminJobsAnswer = z.infer<typeof adminJobsAnswerSchema>;

/**
 * The ledger's invariants checked now: every member balance equals the sum of its transfers, none
 * is below zero, all balances sum to zero, and what members owe matches the receivables. It reads
 * every transfer, so it is for an operator's look or a benchmark's end, not for a page.
 */
export const adminLedgerAuditSchema = z.object({
  balanced: z.boolean(),
  /** The sum of every balance in rupees; 0 when balanced. */
  total: z.number(),
  /** Member accounts whose balance differs from the sum of their transfers. */
  mismatchedAccounts: z.number().int(),
  /** Member accounts below zero. */
  negativeAccounts: z.number().int(),
  /** Members' debts plus the receivables, in rupees; 0 when they match. */
  unmatchedDebt: z.number(),
});
export type AdminLedgerAudit = z.infer<typeof adminLedgerAuditSchema>;

/** The console's System tab. */
export const runtimeAdminRoutes = {
  runtimeStatus: {
    method: 'GET',
    path: '/api/admin/runtime',
    auth: 'admin',
    answer: adminRuntimeAnswerSchema,
  },
  jobList: {
    method: 'GET',
    path: '/api/admin/jobs',
    auth: 'admin',
    answer: adminJobsAnswerSchema,
  },
  ledgerAudit: {
    method: 'GET',
    path: '/api/admin/ledger/audit',
    auth: 'admin',
    answer: adminLedgerAuditSchema,
  },
} as const satisfies Record<string, ApiRoute>;
