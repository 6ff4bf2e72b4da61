import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

/**
 * GET /userIncomeRoute/user_proxy_check (ours, for the spec's "proxy-check request",
 * docs/product/ptc-ads.md#blocking): whether the member's address is a known proxy. A failed
 * check does not block: the server refuses what matters (the claim) on its own.
 */
export function proxyCheckQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'proxyCheck'] as const,
    queryFn: async ({ signal }) => (await apiRequest('proxyCheck', { signal })).msg,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silentErrors: true },
  });
}

export function useProxyCheck() {
  return useQuery(proxyCheckQueryOptions());
}
