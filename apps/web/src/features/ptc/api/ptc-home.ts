import type { ptcHomeAnswerSchema } from '@kamao/contract/api-earning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type PtcHome = z.infer<typeof ptcHomeAnswerSchema>['msg'];

/**
 * GET /userIncomeRoute/user_PTCAds_home_get: the ads the member may view now, today's PTC
 * income and counters, when more ads come, and the instructions HTML
 * (docs/product/ptc-ads.md#calls-and-fields).
 */
export function ptcHomeQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'ptcHome'] as const,
    queryFn: async ({ signal }) => (await apiRequest('ptcHome', { signal })).msg,
  });
}

export function usePtcHome() {
  return useQuery(ptcHomeQueryOptions());
}
