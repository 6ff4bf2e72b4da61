import type { giftCodeAnswerSchema } from '@kamao/contract/api-rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { startEarly, takingEarlyAnswer } from '../../../lib/early-answers';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type GiftCodeData = z.infer<typeof giftCodeAnswerSchema>['msg'];

const GIFT_CODE_KEY = [MEMBER_QUERY_ROOT, 'giftCode'] as const;
const fetchGiftCode = async (signal?: AbortSignal) =>
  (await apiRequest('giftCodeGet', { signal })).msg;

/**
 * GET /userIncomeRoute/user_giftCode_get: the page message (HTML), the member's claim history
 * (newest first) and the available balance (docs/product/gift-codes.md#calls-and-fields).
 */
export function giftCodeQueryOptions() {
  return queryOptions({
    queryKey: GIFT_CODE_KEY,
    queryFn: takingEarlyAnswer(GIFT_CODE_KEY, fetchGiftCode),
  });
}

/** Asks for the page's data while its code loads (lib/early-answers.ts). */
export const startGiftCodeEarly = () => startEarly(GIFT_CODE_KEY, fetchGiftCode);

export function useGiftCode() {
  return useQuery(giftCodeQueryOptions());
}
