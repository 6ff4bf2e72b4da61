import type { ptcHomeAnswerSchema } from '@kamao/contract/api-earning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { startEarly, takingEarlyAnswer } from '../../../lib/early-answers';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type PtcHome = z.infer<typeof ptcHomeAnswerSchema>['msg'];

const PTC_HOME_KEY = [MEMBER_QUERY_ROOT, 'ptcHome'] as const;
const fetchPtcHome = async (signal?: AbortSignal) => (await apiRequest('ptcHome', { signal })).msg;

/**
 * GET /userIncomeRoute/user_PTCAds_home_get: the ads the member may view now, today's PTC
 * income and counters, when more ads come, and the instructions HTML
 * (docs/product/ptc-ads.md#calls-and-fields).
 */
export function ptcHomeQueryOptions() {
  return queryOptions({
    queryKey: PTC_HOME_KEY,
    queryFn: takingEarlyAnswer(PTC_HOME_KEY, fetchPtcHome),
  });
}

/** Asks for the page's data while its code loads (lib/early-answers.ts). */
export const startPtcHomeEarly = () => startEarly(PTC_HOME_KEY, fetchPtcHome);

export function usePtcHome() {
  return useQuery(ptcHomeQueryOptions());
}
