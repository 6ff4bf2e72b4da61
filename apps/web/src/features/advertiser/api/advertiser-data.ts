import { queryOptions, useQuery } from '@tanstack/react-query';
import { startEarly, takingEarlyAnswer } from '../../../lib/early-answers';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

const ADVERTISER_DATA_KEY = [MEMBER_QUERY_ROOT, 'advertiserData'] as const;
const fetchAdvertiserData = async (signal?: AbortSignal) =>
  (await apiRequest('advertiserData', { signal })).msg;

/**
 * GET /advertiserRoute/advertiserDataGet: the counters, the deposit balance and the member's
 * campaigns (docs/product/advertiser.md#calls-and-fields).
 */
export function advertiserDataQueryOptions() {
  return queryOptions({
    queryKey: ADVERTISER_DATA_KEY,
    queryFn: takingEarlyAnswer(ADVERTISER_DATA_KEY, fetchAdvertiserData),
  });
}

/** Asks for the page's data while its code loads (lib/early-answers.ts). */
export const startAdvertiserDataEarly = () => startEarly(ADVERTISER_DATA_KEY, fetchAdvertiserData);

export function useAdvertiserData() {
  return useQuery(advertiserDataQueryOptions());
}
