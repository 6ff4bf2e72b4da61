import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRequest,
  idempotencyKeyHeader,
  isUnanswered,
  retryWhenUnanswered,
} from '../../../lib/api-client';
import { memberBalanceQueryOptions } from '../../../lib/member-balance';

/** One confirmed withdrawal: the payload and the key its confirm dialog made. */
export interface WithdrawVariables {
  payload: { balance: number; type: string };
  idempotencyKey: string;
}

/**
 * POST /userAmount/userWithdrawal_record_post with {obj: {balance, type}} (spec part 1 §7):
 * status 200 means success. The Idempotency-Key makes a retry of the same confirmation answer
 * as the first instead of withdrawing twice. The balance query (top bar, withdraw page) is
 * refetched after.
 */
export async function withdrawRequest({ payload, idempotencyKey }: WithdrawVariables) {
  await apiRequest('withdraw', {
    body: { obj: payload },
    headers: idempotencyKeyHeader(idempotencyKey),
  });
}

export function useWithdraw(options: {
  onSuccess: (amount: number) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRequest,
    // A request that got no answer may have been made: the retry carries the same key.
    retry: retryWhenUnanswered,
    onSuccess: async (_answer, { payload }) => {
      options.onSuccess(payload.balance);
      await queryClient.invalidateQueries({ queryKey: memberBalanceQueryOptions().queryKey });
    },
    onError: (error) => {
      options.onError(error);
      // The lost answer may hide a withdrawal that was made: show the balance as it now is.
      if (isUnanswered(error)) {
        void queryClient.invalidateQueries({ queryKey: memberBalanceQueryOptions().queryKey });
      }
    },
  });
}
