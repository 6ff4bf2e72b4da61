import type { advertiserCreateDataAnswerSchema } from '@kamao/contract/api-advertiser';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type AdvertiserCreateData = z.infer<typeof advertiserCreateDataAnswerSchema>['msg'];

/**
 * GET /advertiserRoute/advertiserCreateDataGet: the price per view of each duration by type,
 * the minimum total views and the balances (docs/product/advertiser.md#calls-and-fields).
 */
export function advertiserCreateDataQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'advertiserCreateData'] as const,
    queryFn: async ({ signal }) => (await apiRequest('advertiserCreateData', { signal })).msg,
  });
}

export function useAdvertiserCreateData() {
  return useQuery(advertiserCreateDataQueryOptions());
}
