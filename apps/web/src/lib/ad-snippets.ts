import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { MEMBER_QUERY_ROOT } from './query-keys';

/**
 * GET /userIncomeRoute/user_PTCAds_snippets_get (ours, for the spec's "ad-network
 * scripts injected on the waiting ... and the verification pages"): the operator's snippets.
 */
export function adSnippetsQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'ptcAdSnippets'] as const,
    queryFn: async ({ signal }) => (await apiRequest('ptcAdSnippets', { signal })).msg,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silentErrors: true },
  });
}

export function useAdSnippets() {
  return useQuery(adSnippetsQueryOptions());
}
