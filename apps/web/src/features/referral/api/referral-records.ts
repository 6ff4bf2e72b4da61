import type { referralAnswerSchema } from '@kamao/contract/api-rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type ReferralData = z.infer<typeof referralAnswerSchema>['msg'];

/**
 * GET /userRoute/userReferral_record_get: the member's userName, the referrals (userName,
 * income, date), the referral rate (a fraction) and the page text
 * (docs/product/referrals.md#calls-and-fields).
 */
export function referralRecordsQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'referralRecords'] as const,
    queryFn: async ({ signal }) => (await apiRequest('referralRecords', { signal })).msg,
  });
}

export function useReferralRecords() {
  return useQuery(referralRecordsQueryOptions());
}
