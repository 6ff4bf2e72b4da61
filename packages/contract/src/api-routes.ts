import type { AnswerOf, ApiRoute, BodyOf, QueryOf } from './api-route.ts';
import { advertiserRoutes } from './member-routes/advertiser.ts';
import { authRoutes } from './member-routes/auth.ts';
import { dashboardRoutes } from './member-routes/dashboard.ts';
import { gameRoutes } from './member-routes/games.ts';
import { healthRoutes } from './member-routes/health.ts';
import { profileRoutes } from './member-routes/profile.ts';
import { ptcRoutes } from './member-routes/ptc.ts';
import { rewardRoutes } from './member-routes/rewards.ts';
import { shortLinkRoutes } from './member-routes/short-links.ts';
import { siteRoutes } from './member-routes/site.ts';
import { taskWallRoutes } from './member-routes/task-walls.ts';
import { walletRoutes } from './member-routes/wallet.ts';

// The wire conventions, importable from the table's own module as well.
export { encryptedPayloadSchema, errorAnswerSchema, objEnvelope } from './api-envelope.ts';
export type { ApiAuth, ApiRoute } from './api-route.ts';

/**
 * The HTTP API of the site and the member pages: every call with its method, path, payload and
 * answer, one table per domain in member-routes/, merged here. Paths and field names are the
 * spec's, verbatim, so a client written to the spec works unchanged; the calls we added (the
 * PTC view start, proxy check, ad snippets, balance panel, interstitial, /healthz, /readyz) say
 * "Ours". The operator console's calls are admin/admin-routes.ts.
 *
 * Errors answer 4xx with errorAnswerSchema. An answer of looseAnswerSchema is one the spec
 * does not show.
 */
export const apiRoutes = {
  ...siteRoutes,
  ...authRoutes,
  ...dashboardRoutes,
  ...walletRoutes,
  ...rewardRoutes,
  ...profileRoutes,
  ...ptcRoutes,
  ...shortLinkRoutes,
  ...taskWallRoutes,
  ...advertiserRoutes,
  ...gameRoutes,
  ...healthRoutes,
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteKey = keyof typeof apiRoutes;
type RouteOf<K extends ApiRouteKey> = (typeof apiRoutes)[K];

/** What a client sends as the body of route K (never when the route takes none). */
export type RouteBody<K extends ApiRouteKey> = BodyOf<RouteOf<K>>;
/** What a client sends as the query string of route K. */
export type RouteQuery<K extends ApiRouteKey> = QueryOf<RouteOf<K>>;
/** What a successful answer of route K holds. */
export type RouteAnswer<K extends ApiRouteKey> = AnswerOf<RouteOf<K>>;
