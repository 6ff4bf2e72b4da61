import type { offerWallAnswerSchema } from '@kamao/contract/api-earning';
import type { OfferWallFigures } from '@kamao/contract/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type OfferWallData = z.infer<typeof offerWallAnswerSchema>['msg'];

/** GET /userIncomeRoute/user_offerWall_get (docs/product/task-walls.md#calls-and-fields). */
export function offerWallsQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'offerWalls'] as const,
    queryFn: async ({ signal }) => (await apiRequest('offerWallGet', { signal })).msg,
  });
}

export function useOfferWalls() {
  return useQuery(offerWallsQueryOptions());
}

/** The figures part of the answer, as the socket sends them too. */
export const figuresOf = (data: OfferWallData): OfferWallFigures => ({
  available_balance: data.available_balance,
  today_offerWallIncome: data.today_offerWallIncome,
  total_offerWall: data.total_offerWall,
  today_completed: data.today_completed,
});
