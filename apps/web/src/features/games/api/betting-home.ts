import type { bettingHomeAnswerSchema } from '@kamao/contract/api-games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { startEarly, takingEarlyAnswer } from '../../../lib/early-answers';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type BettingHome = z.infer<typeof bettingHomeAnswerSchema>['msg'];

const BETTING_HOME_KEY = [MEMBER_QUERY_ROOT, 'bettingHome'] as const;
const fetchBettingHome = async (signal?: AbortSignal) =>
  (await apiRequest('bettingGamesHome', { signal })).msg;

/**
 * GET /userIncomeRoute/user_betting_games_home_get (docs/product/tic-tac-toe.md#calls-and-fields).
 */
export function bettingHomeQueryOptions() {
  return queryOptions({
    queryKey: BETTING_HOME_KEY,
    queryFn: takingEarlyAnswer(BETTING_HOME_KEY, fetchBettingHome),
  });
}

/** Asks for the page's data while its code loads (lib/early-answers.ts). */
export const startBettingHomeEarly = () => startEarly(BETTING_HOME_KEY, fetchBettingHome);

export function useBettingHome() {
  return useQuery(bettingHomeQueryOptions());
}
