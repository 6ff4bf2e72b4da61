import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memberBalanceQueryOptions } from '../../../lib/member-balance';

/**
 * POST /userAmount/userWithdrawal_record_post with {obj: {balance, type}} (spec part 1 §7):
 * status 200 means success. The balance query (top bar, withdraw page) is refetched after.
 */
export async function withdrawRequest(input: { balance: number; type: string }): Promise<void> {
  await apiRequest('withdraw', { body: { obj: input } });
}

export function useWithdraw(options: {
  onSuccess: (amount: number) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRequest,
    onSuccess: async (_answer, input) => {
      options.onSuccess(input.balance);
      await queryClient.invalidateQueries({ queryKey: memberBalanceQueryOptions().queryKey });
    },
    onError: options.onError,
  });
}
