import { useQueryClient } from '@tanstack/react-query';
import { SESSION_FLAGS } from '@kamao/contract/session-flags';
import {
  apiRequest,
  idempotencyKeyHeader,
  isUnanswered,
  retryWhenUnanswered,
  type SessionNotices,
} from '../../../lib/api-client';
import { memberBalanceQueryOptions } from '../../../lib/member-balance';
import { useMemberMutation } from '../../../lib/member-mutation';
import { SHELL_MESSAGES } from '../../../lib/messages';
import { textsNow } from '../../../lib/texts';
import { WITHDRAW_TEXTS } from '../wallet-texts';

/** One confirmed withdrawal: the payload and the key its confirm dialog made. */
export interface WithdrawVariables {
  payload: { balance: number; type: string };
  idempotencyKey: string;
}

/**
 * What the withdraw call shows for a lost session
 * (docs/product/withdraw.md#confirmation-and-result: missing token 'Authentication Error', session
 * error 'Session Expired'), through the HTTP client's one session reaction, which then goes to
 * /login. A member who is gone goes there directly.
 */
export function withdrawSessionNotices(): SessionNotices {
  const T = textsNow(WITHDRAW_TEXTS);
  return {
    [SESSION_FLAGS.tokenNotFound]: { title: T.authTitle, text: T.authText },
    [SESSION_FLAGS.invalid]: {
      title: T.sessionTitle,
      text: textsNow(SHELL_MESSAGES).sessionExpired,
    },
  };
}

/**
 * POST /userAmount/userWithdrawal_record_post with {obj: {balance, type}}
 * (docs/product/withdraw.md#calls-and-fields): status 200 means success. The Idempotency-Key makes
 * a retry of the same confirmation answer as the first instead of withdrawing twice. The balance
 * query (top bar, withdraw page) is refetched after.
 */
export async function withdrawRequest({ payload, idempotencyKey }: WithdrawVariables) {
  await apiRequest('withdraw', {
    body: { obj: payload },
    headers: idempotencyKeyHeader(idempotencyKey),
    sessionNotices: withdrawSessionNotices(),
  });
}

export function useWithdraw(options: {
  onSuccess: (amount: number) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMemberMutation({
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
