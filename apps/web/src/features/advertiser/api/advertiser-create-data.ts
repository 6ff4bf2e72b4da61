import type { advertiserCreateDataAnswerSchema } from '@kamao/contract/api-advertiser';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { startEarly, takingEarlyAnswer } from '../../../lib/early-answers';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type AdvertiserCreateData = z.infer<typeof advertiserCreateDataAnswerSchema>['msg'];

const ADVERTISER_CREATE_DATA_KEY = [MEMBER_QUERY_ROOT, 'advertiserCreateData'] as const;
const fetchAdvertiserCreateData = async (signal?: AbortSignal) =>
  (await apiRequest('advertiserCreateData', { signal })).msg;

/**
 * GET /advertiserRoute/advertiserCreateDataGet: the price per view of each duration by type,
 * the minimum total views and the balances (docs/product/advertiser.md#calls-and-fields).
 */
export function advertiserCreateDataQueryOptions() {
  return queryOptions({
    queryKey: ADVERTISER_CREATE_DATA_KEY,
    queryFn: takingEarlyAnswer(ADVERTISER_CREATE_DATA_KEY, fetchAdvertiserCreateData),
  });
}

/** Asks for the page's data while its code loads (lib/early-answers.ts). */
export const startAdvertiserCreateDataEarly = () =>
  startEarly(ADVERTISER_CREATE_DATA_KEY, fetchAdvertiserCreateData);

export function useAdvertiserCreateData() {
  return useQuery(advertiserCreateDataQueryOptions());
}
