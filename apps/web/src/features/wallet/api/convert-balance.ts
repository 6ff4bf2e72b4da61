import type { convertBalanceAnswerSchema } from '@kamao/contract/api-wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { startEarly, takingEarlyAnswer } from '../../../lib/early-answers';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type ConvertSummary = z.infer<typeof convertBalanceAnswerSchema>['msg'];

const CONVERT_BALANCE_KEY = [MEMBER_QUERY_ROOT, 'convertBalance'] as const;
const fetchConvertBalance = async (signal?: AbortSignal) =>
  (await apiRequest('convertBalanceGet', { signal })).msg;

/**
 * GET /userAmount/userConvertBalance_get: both wallets, the conversion history (newest first)
 * and the instructions HTML (docs/product/converter.md#calls-and-fields).
 */
export function convertBalanceQueryOptions() {
  return queryOptions({
    queryKey: CONVERT_BALANCE_KEY,
    queryFn: takingEarlyAnswer(CONVERT_BALANCE_KEY, fetchConvertBalance),
  });
}

/** Asks for the page's data while its code loads (lib/early-answers.ts). */
export const startConvertBalanceEarly = () => startEarly(CONVERT_BALANCE_KEY, fetchConvertBalance);

export function useConvertBalance() {
  return useQuery(convertBalanceQueryOptions());
}
