import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

/**
 * GET /advertiserRoute/advertiserDataGet: the counters, the deposit balance and the member's
 * campaigns (docs/product/advertiser.md#calls-and-fields).
 */
export function advertiserDataQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'advertiserData'] as const,
    queryFn: async ({ signal }) => (await apiRequest('advertiserData', { signal })).msg,
  });
}

export function useAdvertiserData() {
  return useQuery(advertiserDataQueryOptions());
}
