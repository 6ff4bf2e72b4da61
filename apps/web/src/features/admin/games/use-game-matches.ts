import { useQuery } from '@tanstack/react-query';
import { gameAdminRoutes } from '@kamao/contract/admin/games';
import { pathOf } from '@kamao/contract/api-route';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../api/admin-queries';

/** The live list refreshes itself this often while the Games tab is open. */
export const LIVE_MATCHES_REFRESH_MS = 5_000;

const { gameMatchList } = gameAdminRoutes;

/**
 * A page of live or ended matches. Like useAdminQuery (same key, so every console write
 * refreshes it too), with an optional polling interval: the shared hook has none.
 */
export function useGameMatches(
  query: { state: 'live' | 'ended'; page: number },
  refreshMs: number | false = false,
) {
  return useQuery({
    queryKey: adminKeys.call(pathOf(gameMatchList), query),
    queryFn: ({ signal }) => callRoute(gameMatchList, { query, signal }),
    retry: false,
    refetchInterval: refreshMs,
  });
}
