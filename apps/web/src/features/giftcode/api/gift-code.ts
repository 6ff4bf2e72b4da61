import type { giftCodeAnswerSchema } from '@kamao/contract/api-rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type GiftCodeData = z.infer<typeof giftCodeAnswerSchema>['msg'];

/**
 * GET /userIncomeRoute/user_giftCode_get: the page message (HTML), the member's claim history
 * (newest first) and the available balance (docs/product/gift-codes.md#calls-and-fields).
 */
export function giftCodeQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'giftCode'] as const,
    queryFn: async ({ signal }) => (await apiRequest('giftCodeGet', { signal })).msg,
  });
}

export function useGiftCode() {
  return useQuery(giftCodeQueryOptions());
}
