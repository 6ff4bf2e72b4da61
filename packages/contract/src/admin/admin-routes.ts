import type { ApiRoute } from '../api-route.ts';
import { runtimeAdminRoutes } from './runtime.ts';

/** Where every call of the operator console lives (DESIGN.md "API"). */
export const ADMIN_API_PREFIX = '/api/admin/';

/**
 * The operator console's calls, one table per domain (content, members, wallet, payouts, PTC,
 * campaigns, system), each beside its schemas in this folder. Every route needs an operator's
 * session: 401 with a session flag without one, 403 for a member who is not an operator. The
 * server registers each entry by name and the console calls it through the same checked client
 * as the member pages (apps/web/src/lib/api-client.ts callRoute).
 */
export const adminRoutes = {
  ...runtimeAdminRoutes,
} as const satisfies Record<string, ApiRoute>;

export type AdminRouteKey = keyof typeof adminRoutes;
