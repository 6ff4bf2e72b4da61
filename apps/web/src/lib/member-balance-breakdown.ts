import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { MEMBER_QUERY_ROOT } from './query-keys';

/**
 * GET /userAmount/user_balance_breakdown (ours): what the top bar's balance is made
 * of, for the panel the balance opens. Under the member root, so user_balance_updated (which
 * fetches the member's data again, app/layouts/use-live-balance.ts) refreshes it too.
 */
export function balanceBreakdownQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'balanceBreakdown'] as const,
    queryFn: async ({ signal }) => (await apiRequest('balanceBreakdown', { signal })).msg,
    // The panel says it could not load and offers a retry; no page-wide toast for it.
    meta: { silentErrors: true },
  });
}

/** The breakdown for the panel, fetched again each time the panel mounts (opens). */
export function useBalanceBreakdown() {
  return useQuery({ ...balanceBreakdownQueryOptions(), refetchOnMount: 'always' });
}
