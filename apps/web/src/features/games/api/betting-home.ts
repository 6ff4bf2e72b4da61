import type { bettingHomeAnswerSchema } from '@kamao/contract/api-games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type BettingHome = z.infer<typeof bettingHomeAnswerSchema>['msg'];

/**
 * GET /userIncomeRoute/user_betting_games_home_get (docs/product/tic-tac-toe.md#calls-and-fields).
 */
export function bettingHomeQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'bettingHome'] as const,
    queryFn: async ({ signal }) => (await apiRequest('bettingGamesHome', { signal })).msg,
  });
}

export function useBettingHome() {
  return useQuery(bettingHomeQueryOptions());
}
