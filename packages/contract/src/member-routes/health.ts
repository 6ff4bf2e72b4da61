import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';

/** Operations: the process's health checks, for a load balancer and a monitor. */
export const healthRoutes = {
  /**
   * Liveness: 200 while the process serves, naming the database engine and whether Redis is
   * configured; 503 when the database does not answer.
   */
  healthz: {
    method: 'GET',
    path: '/healthz',
    auth: 'public',
    answer: z.object({
      status: z.enum(['ok', 'unavailable']),
      database: z.enum(['pglite', 'postgres']).optional(),
      redis: z.boolean().optional(),
      error_msg: z.string().optional(),
    }),
  },
  /**
   * Readiness for a load balancer: 200 only once the process has migrated and started, and while
   * the database and (when configured) Redis answer; 503 with what is missing otherwise.
   */
  readyz: {
    method: 'GET',
    path: '/readyz',
    auth: 'public',
    answer: z.object({
      status: z.enum(['ready', 'unavailable']),
      database: z.enum(['up', 'down']),
      redis: z.enum(['up', 'down', 'not configured']),
      error_msg: z.string().optional(),
    }),
  },
} as const satisfies Record<string, ApiRoute>;
