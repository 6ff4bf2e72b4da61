import type { offerWallAnswerSchema } from '@kamao/contract/api-earning';
import type { OfferWallFigures } from '@kamao/contract/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { startEarly, takingEarlyAnswer } from '../../../lib/early-answers';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type OfferWallData = z.infer<typeof offerWallAnswerSchema>['msg'];

const OFFER_WALLS_KEY = [MEMBER_QUERY_ROOT, 'offerWalls'] as const;
const fetchOfferWalls = async (signal?: AbortSignal) =>
  (await apiRequest('offerWallGet', { signal })).msg;

/** GET /userIncomeRoute/user_offerWall_get (docs/product/task-walls.md#calls-and-fields). */
export function offerWallsQueryOptions() {
  return queryOptions({
    queryKey: OFFER_WALLS_KEY,
    queryFn: takingEarlyAnswer(OFFER_WALLS_KEY, fetchOfferWalls),
  });
}

/** Asks for the page's data while its code loads (lib/early-answers.ts). */
export const startOfferWallsEarly = () => startEarly(OFFER_WALLS_KEY, fetchOfferWalls);

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
