import type { convertBalanceAnswerSchema } from '@kamao/contract/api-wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type ConvertSummary = z.infer<typeof convertBalanceAnswerSchema>['msg'];

/**
 * GET /userAmount/userConvertBalance_get: both wallets, the conversion history (newest first)
 * and the instructions HTML (docs/product/converter.md#calls-and-fields).
 */
export function convertBalanceQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'convertBalance'] as const,
    queryFn: async ({ signal }) => (await apiRequest('convertBalanceGet', { signal })).msg,
  });
}

export function useConvertBalance() {
  return useQuery(convertBalanceQueryOptions());
}
