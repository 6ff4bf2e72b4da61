import type { referralAnswerSchema } from '@kamao/contract/api-rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { startEarly, takingEarlyAnswer } from '../../../lib/early-answers';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type ReferralData = z.infer<typeof referralAnswerSchema>['msg'];

const REFERRAL_RECORDS_KEY = [MEMBER_QUERY_ROOT, 'referralRecords'] as const;
const fetchReferralRecords = async (signal?: AbortSignal) =>
  (await apiRequest('referralRecords', { signal })).msg;

/**
 * GET /userRoute/userReferral_record_get: the member's userName, the referrals (userName,
 * income, date), the referral rate (a fraction) and the page text
 * (docs/product/referrals.md#calls-and-fields).
 */
export function referralRecordsQueryOptions() {
  return queryOptions({
    queryKey: REFERRAL_RECORDS_KEY,
    queryFn: takingEarlyAnswer(REFERRAL_RECORDS_KEY, fetchReferralRecords),
  });
}

/** Asks for the page's data while its code loads (lib/early-answers.ts). */
export const startReferralRecordsEarly = () =>
  startEarly(REFERRAL_RECORDS_KEY, fetchReferralRecords);

export function useReferralRecords() {
  return useQuery(referralRecordsQueryOptions());
}
